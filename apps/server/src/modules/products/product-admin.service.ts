import { dollarsToCents, type Product, type ProductInput } from '@shop/contract';
import type { ImageStorage } from '../../adapters/storage/image-storage.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { checkNewUploads, type ProductImages } from './product-images.ts';
import type { ProductValues, ProductWritesRepository } from './product-writes.repository.ts';
import type { ProductsRepository } from './products.repository.ts';
import { isUuid, PRODUCT_NOT_FOUND, type ProductsService } from './products.service.ts';

export const SKU_TAKEN = 'A product with this SKU already exists.';

function toValues({ price, parts: _parts, ...input }: ProductInput): ProductValues {
  return { ...input, priceCents: dollarsToCents(price) };
}

/** The database's unique index is the last word when two admins save the same SKU at once. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Create, update and soft delete for admins; the contract has already checked each field. */
export function productAdminService(
  reads: ProductsRepository,
  writes: ProductWritesRepository,
  products: ProductsService,
  images: ImageStorage,
) {
  async function checkParts(partIds: string[]) {
    if (new Set(partIds).size !== partIds.length) {
      throw new ValidationError('parts: Each part can be listed only once.');
    }
    const found = new Map((await reads.findLiveTypes(partIds)).map((row) => [row.id, row.type]));
    for (const id of partIds) {
      const type = found.get(id);
      if (!type) throw new ValidationError(`parts: Part ${id} does not exist.`);
      if (type !== 'part') throw new ValidationError(`parts: Product ${id} is not a part.`);
    }
  }

  async function save(
    input: ProductInput,
    stored: ProductImages | undefined,
    write: () => Promise<string | undefined>,
  ) {
    await checkParts(input.parts);
    // Last of the checks: it reads from the image storage, and deletes a file that is no image.
    await checkNewUploads(images, input, stored);
    try {
      const id = await write();
      if (!id) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return products.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(SKU_TAKEN);
      throw error;
    }
  }

  return {
    async create(input: ProductInput): Promise<Product> {
      if (await writes.skuInUse(input.sku)) throw new ConflictError(SKU_TAKEN);
      return save(input, undefined, () => writes.insert(toValues(input), input.parts));
    },

    async update(id: string, input: ProductInput): Promise<Product> {
      const stored = isUuid(id) ? await reads.findLiveImages(id) : undefined;
      if (!stored) throw new NotFoundError(PRODUCT_NOT_FOUND);
      if (await writes.skuInUse(input.sku, id)) throw new ConflictError(SKU_TAKEN);
      return save(input, stored, async () =>
        (await writes.update(id, toValues(input), input.parts)) ? id : undefined,
      );
    },

    async remove(id: string): Promise<void> {
      const deleted = isUuid(id) && (await writes.softDelete(id));
      if (!deleted) throw new NotFoundError(PRODUCT_NOT_FOUND);
    },
  };
}
