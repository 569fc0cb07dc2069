import type { ProductCard } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeleteSelectionBar } from './delete-selection-bar.tsx';

const product: ProductCard = {
  _id: '7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11',
  name: 'Carbon Block Cartridge',
  price: 18,
  imageUrl: '/images/products/carbon-block.svg',
  category: 'residential',
  type: 'part',
  stock: 4,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
};

const renderBar = (selectedIds: string[], onDeleted = vi.fn()) =>
  renderApp([
    {
      path: '/',
      element: (
        <DeleteSelectionBar
          products={[product]}
          selectedIds={new Set(selectedIds)}
          onDeleted={onDeleted}
        />
      ),
    },
  ]);

afterEach(() => vi.unstubAllGlobals());

describe('Delete selected while the products are being deleted', () => {
  it('keeps the focus of whoever pressed it, and a second press asks and deletes nothing', async () => {
    const server = holdFetch(`DELETE /api/v1/products/${product._id}`, () => ({
      body: { success: true, data: null },
    }));
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const onDeleted = vi.fn();
    renderBar([product._id], onDeleted);
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Delete selected (1)' });
    await user.click(remove);
    await expectBusyKeepingFocus(remove);
    await user.click(remove);
    await user.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(server.sent()).toBe(1);
    server.release();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith([product._id]));
    expect(screen.getByRole('status')).toHaveTextContent('1 deleted.');
    // Issue 40.19: the button is disabled now; the presser's focus is on what happened.
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('stays disabled while nothing is ticked', () => {
    renderBar([]);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
    expect(screen.getByText('Tick the products to delete.')).toBeInTheDocument();
  });
});
