import { expectAccessible } from './support/a11y.ts';
import { signUpAndSignIn } from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' });
const cardList = (page: Page) => savedCards(page).getByRole('list', { name: 'Your saved cards' });

/** Opens the add-a-card form and saves a card with the keyboard, as a person types it. */
async function saveCard(page: Page, number: string) {
  await savedCards(page).getByRole('button', { name: 'Add a card' }).click();
  const form = savedCards(page).getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('CVC').press('Enter');
}

test('a customer saves 4242 and 0341, makes 0341 the default and removes 4242', async ({
  page,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'saved-cards', { withAddress: false });
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(savedCards(page).getByText('No saved cards yet.')).toBeVisible();

  await saveCard(page, '4000 0000 0000 0002');
  await expect(savedCards(page).getByRole('alert')).toHaveText('Your card was declined.');
  await savedCards(page).getByRole('button', { name: 'Cancel' }).click();

  await saveCard(page, '4242 4242 4242 4242');
  await expect(savedCards(page).getByText('Visa ending in 4242 saved.')).toBeVisible();
  await saveCard(page, '4000 0000 0000 0341');
  await expect(savedCards(page).getByText('Visa ending in 0341 saved.')).toBeVisible();

  const visa = cardList(page).getByRole('listitem').filter({ hasText: '4242' });
  const later = cardList(page).getByRole('listitem').filter({ hasText: '0341' });
  await expect(visa).toContainText('Default');
  await expect(visa).toContainText('Expires 12/34');
  await expect(later).not.toContainText('Default');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'saved-cards');

  await later.getByRole('button', { name: 'Make default: Visa ending in 0341' }).click();
  await expect(
    savedCards(page).getByText('Visa ending in 0341 is now your default card.'),
  ).toBeVisible();
  await expect(later).toContainText('Default');
  await expect(visa).not.toContainText('Default');

  await visa.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(dialog).toContainText('Visa ending in 4242 will no longer be saved.');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'saved-cards-remove');
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(savedCards(page).getByText('Visa ending in 4242 removed.')).toBeVisible();
  await expect(cardList(page).getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(cardList(page).getByRole('listitem')).toHaveCount(1);
  await expect(cardList(page).getByRole('listitem')).toContainText('•••• 0341');
  await expect(cardList(page).getByRole('listitem')).toContainText('Default');
});
