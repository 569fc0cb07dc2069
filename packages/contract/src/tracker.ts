import { z } from 'zod';
import { wholeNumber } from './bounds.ts';
import { INVALID_ZIP_MESSAGE } from './messages.ts';
import { WarrantyStatusSchema } from './warranty.ts';
import { TdsResultSchema } from './water-check.ts';

/** Tracker and household-profile bodies (SPEC.md sections 3, 4, 5 and 7, "Trackers"). */

export const TRACKER_NAME_REQUIRED_MESSAGE = 'A tracker name is required.';
export const STOP_TRACKING_QUESTION = 'Are you sure you want to stop tracking this item?';

export const WATER_TYPES = ['Municipal', 'Well', 'Other'] as const;
export type WaterType = (typeof WATER_TYPES)[number];

/** 'municipal', ' WELL ': the spec's tracker form writes them lower-case, the profile capitalised. */
const asWaterType = (value: unknown) =>
  typeof value === 'string'
    ? (WATER_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value)
    : value;

/** The water source, written one way (Municipal, Well, Other) and read in any letter case. */
export const WaterTypeSchema = z.preprocess(
  asWaterType,
  z.enum(WATER_TYPES, { error: 'Choose a water type: Municipal, Well or Other.' }),
);

/** The most a reading can be, in ppm: far past any water a filter can treat. */
const MAX_READING = 100_000;

/** Empty inputs arrive as '', null or not at all; all mean "not known". */
const optionalReading = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .number({ error: `${label} must be a number.` })
        .min(0, `${label} must be 0 or more.`)
        .max(MAX_READING, `${label} must be at most ${MAX_READING}.`)
        .nullable(),
    )
    .default(null);

/** People and pets of one household. */
const MAX_HOUSEHOLD = 100;

const count = (label: string, min: number) =>
  wholeNumber(label, min, MAX_HOUSEHOLD, `${label} is required.`);

/** The Settings page's 'Household & Water Profile' (houseData of the tracker record). */
export const HouseDataSchema = z.object({
  peopleNumber: count('People', 1),
  petsNumber: count('Pets', 0),
  waterType: WaterTypeSchema,
  /** Minutes a day; the column is a whole number. */
  showerTime: wholeNumber('Shower time', 0, 24 * 60, 'Shower time is required.'),
  tds: optionalReading('TDS'),
  hardness: optionalReading('Hardness'),
  zip: z
    .string({ error: 'ZIP code is required.' })
    .trim()
    .regex(/^\d{5}$/, INVALID_ZIP_MESSAGE)
    .nullable(),
  hasPool: z.boolean().default(false),
});
export type HouseData = z.infer<typeof HouseDataSchema>;

/**
 * houseData as answered: read back as saved, since a profile saved before the form's bounds
 * (e.g. 150 people) must still open; the form's bounds apply when it is saved again.
 */
export const SavedHouseDataSchema = z.object({
  peopleNumber: z.number().int(),
  petsNumber: z.number().int(),
  waterType: z.enum(WATER_TYPES),
  showerTime: z.number().int(),
  tds: z.number().nullable(),
  hardness: z.number().nullable(),
  zip: z.string().nullable(),
  hasPool: z.boolean(),
});

/** PUT /trackers: the zip is required when saving, even though a new profile has none yet. */
export const UpdateHouseDataBodySchema = z.object({
  houseData: HouseDataSchema.extend({
    zip: z
      .string({ error: 'ZIP code is required.' })
      .trim()
      .regex(/^\d{5}$/, INVALID_ZIP_MESSAGE),
  }),
});
export type UpdateHouseDataBody = z.infer<typeof UpdateHouseDataBodySchema>;

export const ContactMethodSchema = z.enum(['sms', 'email']);
export type ContactMethod = z.infer<typeof ContactMethodSchema>;

/** The 'Add Product Information' modal (additionalData); defaults of SPEC.md section 9. */
export const TrackerFormDataSchema = z.object({
  contactMethod: ContactMethodSchema.default('email'),
  sms: z.string().trim().max(40).optional(),
  email: z.string().trim().max(254).optional(),
  zipCode: z.string().trim().max(10).optional(),
  waterSource: WaterTypeSchema.optional(),
  useEstimate: z.boolean().default(false),
  tds: optionalReading('TDS'),
  hardness: optionalReading('Hardness'),
  hardnessUnit: z.enum(['gpg', 'ppm']).default('gpg'),
  roPeople: count('RO people', 0).optional(),
  roPets: count('RO pets', 0).optional(),
  wholeHousePeople: count('Whole-house people', 0).optional(),
  hasPool: z.enum(['Yes', 'No']).default('No'),
});
export type TrackerFormData = z.infer<typeof TrackerFormDataSchema>;
export type TrackerFormInput = z.input<typeof TrackerFormDataSchema>;

const trackerName = z
  .string({ error: TRACKER_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, TRACKER_NAME_REQUIRED_MESSAGE)
  .max(120, 'A tracker name must be at most 120 characters.');

/** POST /trackers/tracked-products: from a search result, or from an order line. */
export const CreateTrackedProductBodySchema = z.object({
  productId: z.string({ error: 'Choose a product to track.' }).max(100),
  customName: trackerName,
  orderItemId: z.string().max(100).optional(),
  installationDate: z.iso.datetime({ offset: true }).optional(),
  additionalData: TrackerFormDataSchema.default(TrackerFormDataSchema.parse({})),
});
export type CreateTrackedProductBody = z.infer<typeof CreateTrackedProductBodySchema>;

/** PUT /orders/{orderId}/items/{orderItemId}/install (the orders module calls the tracker). */
export const InstallOrderItemBodySchema = z.object({
  customFilterName: trackerName,
  additionalData: TrackerFormDataSchema.default(TrackerFormDataSchema.parse({})),
});
export type InstallOrderItemBody = z.infer<typeof InstallOrderItemBodySchema>;

export const TrackedPartSchema = z.object({
  _id: z.string(),
  partProductId: z.string().nullable(),
  partProductNameSnapshot: z.string(),
  initialLifespanMonths: z.number().int().nullable(),
  /** Installation, or the last reset. */
  installedAt: z.string(),
  /** YYYY-MM-DD: the day the part should be replaced (a snooze moves it). */
  dueDate: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  life: z.object({
    percentRemaining: z.number(),
    monthsRemaining: z.number().nullable(),
    label: z.string(),
  }),
  /** Why this lifespan, e.g. 'hard water, 4 people: 4 months'; null without a personal rule. */
  lifespanReason: z.string().nullable(),
});
export type TrackedPart = z.infer<typeof TrackedPartSchema>;

export const TrackedProductSchema = z.object({
  _id: z.string(),
  orderItemId: z.string().nullable(),
  customName: z.string(),
  installationDate: z.string(),
  systemProductNameSnapshot: z.string(),
  systemProductImageUrlSnapshot: z.string(),
  originalSystemProductId: z.object({ _id: z.string() }).nullable(),
  contactMethod: ContactMethodSchema,
  trackedSystemParts: z.array(TrackedPartSchema),
  /** The system's warranty, from its purchase or installation (decision 075). */
  warranty: WarrantyStatusSchema,
});
export type TrackedProduct = z.infer<typeof TrackedProductSchema>;

/** An order line of type filter that is not tracked yet ('Install & Track'). */
export const PendingInstallationSchema = z.object({
  orderId: z.string(),
  orderItemId: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  orderedAt: z.string(),
});
export type PendingInstallation = z.infer<typeof PendingInstallationSchema>;

/** GET /trackers. */
export const TrackerRecordSchema = z.object({
  trackedProducts: z.array(TrackedProductSchema),
  houseData: SavedHouseDataSchema,
  pendingInstallations: z.array(PendingInstallationSchema),
});
export type TrackerRecord = z.infer<typeof TrackerRecordSchema>;

export const TrackedProductParamsSchema = z.object({ id: z.string().max(100) });
export const TrackedPartParamsSchema = z.object({
  id: z.string().max(100),
  partId: z.string().max(100),
});

/** GET /trackers/calendar-token: the private ICS feed of every part's due date. */
export const CalendarFeedSchema = z.object({ url: z.string(), token: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** POST /trackers/reorder-due: parts due within this many days go to the cart. */
export const REORDER_DUE_WITHIN_DAYS = 30;
export const ReorderDueResultSchema = z.object({ added: z.number().int() });
export type ReorderDueResult = z.infer<typeof ReorderDueResultSchema>;

/**
 * GET /waterquality/tds answer: the estimate plus the ZIP data's attribution line, which
 * GeoNames' CC BY 4.0 licence requires wherever the figure is shown.
 */
export const ZipWaterCheckSchema = TdsResultSchema.extend({ attribution: z.string() });
export type ZipWaterCheck = z.infer<typeof ZipWaterCheckSchema>;
