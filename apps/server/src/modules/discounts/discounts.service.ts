import {
  type AdminPage,
  centsToDollars,
  type Discount,
  type DiscountInputSchema,
  dollarsToCents,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { type DiscountRow, describeRow } from './discount-rules.ts';
import { discountsRepository, type NewDiscount } from './discounts.repository.ts';

type Input = z.output<typeof DiscountInputSchema>;
const NOT_FOUND = 'Discount not found.';
const CODE_TAKEN = 'Another discount already uses this code.';

export function toDiscount(row: DiscountRow): Discount {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? centsToDollars(row.value) : row.value,
    minSubtotal: centsToDollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    active: row.active,
    description: describeRow(row),
  };
}

function toColumns(input: Input): NewDiscount {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'fixed' ? dollarsToCents(input.value) : input.value,
    minSubtotalCents: dollarsToCents(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    active: input.active,
  };
}

async function unlessCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CODE_TAKEN);
    throw error;
  }
}

/** The back office's discount codes. */
export function discountsService(db: Database) {
  return {
    async list(query: {
      q?: string;
      page: number;
      pageSize: number;
    }): Promise<AdminPage<Discount>> {
      const { rows, total } = await discountsRepository.page(db, query);
      // Discount codes are few: counted exactly.
      const page = { page: query.page, pageSize: query.pageSize };
      return { items: rows.map(toDiscount), total, totalIsCapped: false, ...page };
    },

    async create(input: Input): Promise<Discount> {
      const row = await unlessCodeTaken(() => discountsRepository.insert(db, toColumns(input)));
      if (!row) throw new Error('discount was not inserted');
      return toDiscount(row);
    },

    async update(id: string, input: Input): Promise<Discount> {
      const existing = await discountsRepository.byId(db, id);
      if (!existing || existing.deletedAt) throw new NotFoundError(NOT_FOUND);
      const row = await unlessCodeTaken(() => discountsRepository.update(db, id, toColumns(input)));
      if (!row) throw new NotFoundError(NOT_FOUND);
      return toDiscount(row);
    },

    async remove(id: string): Promise<void> {
      const existing = await discountsRepository.byId(db, id);
      if (!existing || !(await discountsRepository.softDelete(db, id))) {
        throw new NotFoundError(NOT_FOUND);
      }
    },
  };
}
