import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { FeaturedCarousel } from './featured-carousel.tsx';

const routes = [{ path: '/', element: <FeaturedCarousel /> }];

afterEach(() => vi.unstubAllGlobals());

describe('FeaturedCarousel', () => {
  it('keeps the error area empty on screen and tells screen readers why', async () => {
    const { fetchStub } = stubFetch(() => ({
      status: 503,
      body: { success: false, message: 'The catalogue is resting.', code: 'X' },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp(routes);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is resting.');
    expect(alert).toHaveClass('sr-only');
    expect(screen.queryByText('No featured products available.')).not.toBeInTheDocument();
  });

  it('lists the featured products with their prices', async () => {
    const product = { _id: 'p-1', name: 'PureFlow RO', imageUrl: '/ro.png', price: 249 };
    const { fetchStub } = stubFetch(() => ({ body: { success: true, data: [product] } }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp(routes);

    expect(await screen.findByRole('link', { name: /PureFlow RO/ })).toHaveAttribute(
      'href',
      '/product/p-1',
    );
    expect(screen.getByText('$249.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
