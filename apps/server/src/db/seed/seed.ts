import { dollarsToCents } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../database.ts';
import { productParts, products, users } from '../schema/index.ts';
import { catalogue } from './catalogue-data.ts';
import type { SeedProduct } from './seed-product.ts';

export interface SeedOptions {
  admin: { email: string; password: string };
  log?: Pick<Logger, 'info'>;
  /** Defaults to the demo catalogue; tests may pass their own. */
  products?: SeedProduct[];
  /** false = only the bootstrap admin (a production start without SEED_DEMO=true). */
  demoCatalogue?: boolean;
}

/** First start only: an empty catalogue is filled, all or nothing. */
async function seedCatalogue(db: Database, items: SeedProduct[]): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(products);
  if ((existing?.total ?? 0) > 0) return 0;

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        items.map(({ price, partSkus: _parts, ...product }) => ({
          ...product,
          priceCents: dollarsToCents(price),
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const idOf = (sku: string) => {
      const id = idBySku.get(sku);
      if (!id) throw new Error(`Catalogue seed: part SKU "${sku}" is not in the catalogue.`);
      return id;
    };
    const parts = items.flatMap((item) =>
      item.partSkus.map((sku, position) => ({
        filterId: idOf(item.sku),
        partId: idOf(sku),
        position,
      })),
    );
    if (parts.length > 0) await tx.insert(productParts).values(parts);
  });
  return items.length;
}

/**
 * The bootstrap admin, the shop's first owner, created once; an existing account with that e-mail
 * is left alone.
 */
async function ensureAdmin(db: Database, admin: SeedOptions['admin']): Promise<boolean> {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return false;
  const created = await db
    .insert(users)
    .values({
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      staffRole: 'owner',
      isEmailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const wanted = options.demoCatalogue === false ? [] : (options.products ?? catalogue);
  const productCount = wanted.length > 0 ? await seedCatalogue(db, wanted) : 0;
  if (productCount > 0) options.log?.info({ productCount }, 'seeded the demo catalogue');
  if (await ensureAdmin(db, options.admin)) {
    options.log?.info({ email: options.admin.email }, 'created the bootstrap admin');
  }
}
