import { z } from 'zod';

// The date fields of the auto-replace schemas; internal to the package (not in index.ts).

export const timestamp = z.iso.datetime({ offset: true });
export const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
