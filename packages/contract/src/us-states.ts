import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';

/** The 50 states and DC the shop ships to, by USPS code, for the shipping-details select. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsState = keyof typeof US_STATES;

export const UNKNOWN_STATE_MESSAGE = 'Choose a US state (or DC) from the list.';

export const UsStateSchema = z.enum(Object.keys(US_STATES) as [UsState, ...UsState[]], {
  error: UNKNOWN_STATE_MESSAGE,
});

export function isUsState(value: string | null | undefined): value is UsState {
  return value != null && Object.hasOwn(US_STATES, value);
}

/**
 * A required state field: blank is missing, "tx " is TX, anything else off the list is refused.
 * Documented as the list of codes; typed as the plain string addresses are stored as.
 */
export const AddressStateSchema = z.preprocess(
  // Typed as the form's string; a client may still send anything, which the enum refuses.
  (value: string) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(Object.keys(US_STATES) as [string, ...string[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? REQUIRED_FIELDS_MESSAGE
        : UNKNOWN_STATE_MESSAGE,
  }),
);
