import { type Address, isUsState, US_STATES } from '@shop/contract';
import { ValidationError } from '../../errors/index.ts';
import { stateOfZip } from '../water-quality/water-quality.service.ts';

/**
 * The chosen state decides the sales tax, so a ZIP code of another state is refused rather
 * than taxed at the wrong rate. A ZIP the lookup does not know is let through: it cannot be
 * checked, and the state itself is already one of the list.
 */
export function assertZipInState(address: Address): void {
  const zipState = stateOfZip(address.zip.slice(0, 5));
  if (!zipState || zipState === address.state) return;
  const name = (state: string) => (isUsState(state) ? US_STATES[state] : state);
  throw new ValidationError(
    `ZIP code ${address.zip} is in ${name(zipState)}, not ${name(address.state)}. Please check the state and ZIP code.`,
  );
}
