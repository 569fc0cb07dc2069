import type { UseFormReturn } from 'react-hook-form';
import type { TrackerFormInput, TrackerFormOutput } from '../model/tracker-form-values.ts';

export type TrackerForm = UseFormReturn<TrackerFormInput, unknown, TrackerFormOutput>;

/** Number inputs: blank is "not given" (null), which the contract accepts for readings. */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Counts: blank falls back to the contract default (undefined). */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
