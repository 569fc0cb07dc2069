import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import DashboardPage from './dashboard.tsx';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

const system = {
  _id: 'system-1',
  name: 'HomeGuard 2-Stage Whole-House Filter',
  price: 649,
  imageUrl: '/homeguard.png',
  category: 'residential',
  type: 'filter',
  stock: 14,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
  sku: 'WH-2S-20',
  imageUrls: [],
  description: '',
  tags: [],
  filterType: 'none',
  parts: [],
  quickReplaceMonths: null,
  slowReplaceMonths: null,
  additional: '',
  warrantyYears: null,
};

const record = {
  trackedProducts: [],
  houseData: {
    peopleNumber: 2,
    petsNumber: 0,
    waterType: 'Municipal',
    showerTime: 8,
    tds: null,
    hardness: null,
    zip: '77429',
    hasPool: false,
  },
  pendingInstallations: [],
};

function serve() {
  const { fetchStub } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') return { body: { success: true, data: aUser() } };
    if (url.pathname === '/api/v1/products/system-1')
      return { body: { success: true, data: system } };
    if (url.pathname === '/api/v1/trackers') return { body: { success: true, data: record } };
    return { body: { success: true, data: [] } };
  });
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => vi.unstubAllGlobals());

// jsdom has <dialog> without its modal methods; these do what the browser's do to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe("My Products opened by 'I have this product' (/dashboard?product=)", () => {
  it('opens the tracker form for that product once, and drops it from the URL', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    const { router } = renderApp(routes, '/dashboard?product=system-1');

    const dialog = await screen.findByRole('dialog', { name: 'Add Product Information' });
    expect(within(dialog).getByText(system.name)).toBeInTheDocument();
    // Forgotten, so a reload or Back does not open the form again.
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('signed out, logs in and comes back to the same product', async () => {
    serve();
    renderApp(routes, '/dashboard?product=system-1');

    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/log?redirect=${encodeURIComponent('/dashboard?product=system-1')}`,
    );
  });
});
