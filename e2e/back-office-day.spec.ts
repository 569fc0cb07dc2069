import { expectAccessible } from './support/a11y.ts';
import { openAdminPage } from './support/accounts.ts';
import { phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { findProduct } from './support/commerce.ts';
import { expect, test } from './support/test.ts';

const PART = '5-Micron Sediment Cartridge';

test('after a refund the form starts empty and says what was refunded, so it is not one press from repeating', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, 'Rory Repeat');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 2 }]);

  const admin = await openAdminPage(browser);
  await admin.goto(`/admin/orders/${orderId}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount/).fill('5');
  await refund.getByLabel('Reason').fill('Box arrived dented');
  await refund.getByLabel(`${part.name} (up to 2)`).fill('1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('dialog', { name: 'Refund?' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  await expect(admin.getByRole('status').filter({ hasText: 'Refunded $5.00.' })).toBeVisible();
  await expect(refund.getByLabel(/Amount/)).toHaveValue('');
  await expect(refund.getByLabel('Reason')).toHaveValue('');
  await expect(refund.getByLabel(`${part.name} (up to 1)`)).toHaveValue('0');
  await expectAccessible(admin);
  await admin.context().close();
});

