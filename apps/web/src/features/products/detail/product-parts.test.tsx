import type { PartSummary, Product, ProductCard } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { FitsSystems } from './fits-systems.tsx';
import { ProductDetail } from './product-detail.tsx';
import { ProductParts } from './product-parts.tsx';

const card = (id: number, name: string, type: ProductCard['type']): ProductCard => ({
  _id: `7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a1${id}`,
  name,
  price: 10 + id,
  imageUrl: `/images/products/${id}.svg`,
  category: 'residential',
  type,
  stock: 5,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
});
const part = (id: number, name: string, quick: number | null, slow: number | null) => ({
  ...card(id, name, 'part'),
  quickReplaceMonths: quick,
  slowReplaceMonths: slow,
});

const sediment = part(1, 'Sediment Cartridge', 3, 6);
const membrane = part(2, 'RO Membrane', 24, 24);
const faucet = part(3, 'Faucet Seal', null, null);
const system = card(4, 'PureFlow 5-Stage RO System', 'filter');

afterEach(() => vi.unstubAllGlobals());

describe('ProductParts', () => {
  const show = (parts: PartSummary[] | undefined) =>
    renderApp([{ path: '/', element: <ProductParts parts={parts} /> }]);

  it('lists the parts under a heading, each linking to its page with its replacement interval', () => {
    show([sediment, membrane, faucet]);
    const section = screen.getByRole('region', { name: 'Related products' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link', { name: /Sediment Cartridge/ });
    expect(first).toHaveAttribute('href', `/product/${sediment._id}`);
    expect(within(first).getByRole('img', { name: 'Sediment Cartridge' })).toBeInTheDocument();
    expect(first).toHaveTextContent('$11.00 USD');
    expect(first).toHaveTextContent('Replace every 3 to 6 months');
    expect(within(items[1]!).getByRole('link')).toHaveTextContent('Replace every 24 months');
    expect(within(items[2]!).getByRole('link')).not.toHaveTextContent(/Replace/);
    expect(section).toHaveTextContent('the shorter time is for hard water or heavy use');
  });

  it('shows nothing for a product without parts, or before the parts arrive', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
    show(undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('FitsSystems', () => {
  it('lists the systems a part fits under "Fits these systems", linked', () => {
    renderApp([{ path: '/', element: <FitsSystems systems={[system]} /> }]);
    const section = screen.getByRole('region', { name: 'Fits these systems' });
    const link = within(within(section).getByRole('list')).getByRole('link', {
      name: /PureFlow 5-Stage RO System/,
    });
    expect(link).toHaveAttribute('href', `/product/${system._id}`);
  });

  it('shows nothing when the product fits no system', () => {
    renderApp([{ path: '/', element: <FitsSystems systems={[]} /> }]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the product page', () => {
  it('shows the parts and the fitting systems from the one product request', async () => {
    const product: Product = {
      ...card(5, 'Twin Cartridge System', 'filter'),
      sku: 'TWIN',
      imageUrls: [],
      description: 'Two stages.',
      tags: [],
      filterType: 'undersink',
      parts: [sediment._id, membrane._id],
      quickReplaceMonths: null,
      slowReplaceMonths: null,
      additional: '',
      warrantyYears: null,
      partDetails: [sediment, membrane],
      fitsSystems: [system],
    };
    const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: product } }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp([{ path: '/', element: <ProductDetail productId={product._id} /> }]);

    const parts = await screen.findByRole('region', { name: 'Related products' });
    expect(within(parts).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Fits these systems' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/v1/products/${product._id}`]);
  });
});
