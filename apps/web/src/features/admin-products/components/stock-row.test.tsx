import type { AdminProductRow } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { StockRow } from './stock-row.tsx';

const product: AdminProductRow = {
  _id: 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'Sediment Cartridge',
  sku: 'SC-1',
  category: 'residential',
  type: 'part',
  price: 12,
  stock: 1,
  lowStockThreshold: 5,
  lowStock: true,
  isFeatured: false,
  important: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("a product's stock while it is being saved", () => {
  it('Save keeps the focus of whoever pressed it, through the save and after, and saves once', async () => {
    const server = holdFetch(`PATCH /api/v1/admin/products/${product._id}/stock`, () => ({
      body: { success: true, data: { ...product, stock: 12, lowStock: false } },
    }));
    renderApp([
      {
        path: '/',
        element: (
          <table>
            <tbody>
              <StockRow product={product} />
            </tbody>
          </table>
        ),
      },
    ]);
    const user = userEvent.setup();
    const stock = screen.getByLabelText('Stock of Sediment Cartridge', { exact: true });
    await user.clear(stock);
    await user.type(stock, '12');
    const save = screen.getByRole('button', { name: 'Save stock of Sediment Cartridge' });
    await user.click(save);
    await expectBusyKeepingFocus(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    // Saved, so nothing is left to save: still pressable by nobody, still where the focus is.
    await vi.waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
  });
});
