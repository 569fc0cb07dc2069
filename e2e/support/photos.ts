import type { Locator, Page } from '@playwright/test';
import { TINY_PNG } from './catalogue.ts';
import { expect } from './test.ts';

/** A photo as a customer's phone would hand it over (a PNG, which the shop re-encodes). */
export const CUSTOMER_PHOTO = {
  name: 'cracked-housing.png',
  mimeType: 'image/png',
  buffer: TINY_PNG,
};

/** Picks the photo in the field labelled `label` and waits until it is uploaded and previewed. */
export async function addPhoto(scope: Page | Locator, label: string) {
  await scope.getByLabel(label).setInputFiles(CUSTOMER_PHOTO);
  await expect(
    scope.getByRole('img', { name: `Preview of ${CUSTOMER_PHOTO.name}, added` }),
  ).toBeVisible();
}

/**
 * The customer's photo `label` (or the thumbnail's whole name, as a pattern) is shown, its bytes
 * loaded: a private photo is read with the viewer's sign-in (decision 081), so a thumbnail that
 * loads proves the viewer may see it.
 */
export async function expectPhotoShown(scope: Page | Locator, label: string | RegExp) {
  const name = typeof label === 'string' ? `${label} (opens the full image)` : label;
  const image = scope.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}
