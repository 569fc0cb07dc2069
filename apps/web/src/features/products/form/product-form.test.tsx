import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ProductForm } from './product-form.tsx';

const part = {
  _id: '0b8a1d7e-5f51-4c8e-9f0e-8f3c1a2b3c4d',
  name: '5-Micron Sediment Cartridge',
  price: 12.99,
  imageUrl: '/images/products/sediment-5-micron.svg',
  category: 'residential',
  type: 'part',
  stock: 40,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
};

const savedProduct = {
  ...part,
  _id: '5f0e2a6c-9d4b-4f7a-8c1e-2b3a4c5d6e7f',
  sku: 'SF-1',
  imageUrls: [],
  description: 'Filters a sink.',
  tags: [],
  filterType: 'none',
  parts: [],
  quickReplaceMonths: null,
  slowReplaceMonths: null,
  additional: '',
  warrantyYears: null,
};

function renderForm(partsFound: unknown[] = [part]) {
  const onSaved = vi.fn();
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname === '/api/v1/products' && url.searchParams.get('type') === 'part') {
      return {
        body: { success: true, data: partsFound, page: { offset: 0, limit: 20, nextOffset: null } },
      };
    }
    return { status: 201, body: { success: true, data: savedProduct } };
  });
  vi.stubGlobal('fetch', fetchStub);
  renderApp([{ path: '/', element: <ProductForm onSaved={onSaved} /> }]);
  return { calls, onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductForm type-dependent fields', () => {
  it('shows replacement months only for parts and filter type with parts only for filters', async () => {
    const user = userEvent.setup();
    renderForm();
    const type = screen.getByLabelText('Type');
    expect(screen.queryByLabelText('Quick replacement (months)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filter type')).not.toBeInTheDocument();

    await user.selectOptions(type, 'part');
    expect(screen.getByLabelText('Quick replacement (months)')).toBeInTheDocument();
    expect(screen.getByLabelText('Slow replacement (months)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filter type')).not.toBeInTheDocument();

    await user.selectOptions(type, 'filter');
    expect(screen.queryByLabelText('Quick replacement (months)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Filter type')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Add ${part.name}` })).toBeInTheDocument();
  });

  it("says 'No parts found.' when the parts search is empty", async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.selectOptions(screen.getByLabelText('Type'), 'filter');
    expect(await screen.findByText('No parts found.')).toBeInTheDocument();
  });

  it('requires name, SKU, price, stock and description', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('SKU is required.')).toBeInTheDocument();
    expect(screen.getByText('Price must be a number.')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a number.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('drops filter fields when the type changes away from filter, and sends important as null', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sink Filter');
    await user.type(screen.getByLabelText('SKU'), 'SF-1');
    await user.type(screen.getByLabelText('Price (USD)'), '19.99');
    await user.type(screen.getByLabelText('Stock'), '4');
    await user.type(screen.getByLabelText('Description'), 'Filters a sink.');
    await user.type(screen.getByLabelText('Tags'), 'sink/ Carbon /sink');
    await user.selectOptions(screen.getByLabelText('Type'), 'filter');
    await user.selectOptions(screen.getByLabelText('Filter type'), 'undersink');
    await user.click(await screen.findByRole('button', { name: `Add ${part.name}` }));
    await user.selectOptions(screen.getByLabelText('Type'), 'none');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      name: 'Sink Filter',
      price: 19.99,
      stock: 4,
      type: 'none',
      filterType: 'none',
      parts: [],
      important: null,
      tags: ['sink', 'carbon'],
    });
  });
});

describe('ProductForm save errors', () => {
  it("shows the server's message when the save is refused", async () => {
    const user = userEvent.setup();
    const body = {
      success: false,
      message: 'A product with this SKU already exists.',
      code: 'CONFLICT',
    };
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 409, body })).fetchStub);
    renderApp([{ path: '/', element: <ProductForm onSaved={vi.fn()} /> }]);
    await user.type(screen.getByLabelText('Name'), 'Sink Filter');
    await user.type(screen.getByLabelText('SKU'), 'SF-1');
    await user.type(screen.getByLabelText('Price (USD)'), '19.99');
    await user.type(screen.getByLabelText('Stock'), '4');
    await user.type(screen.getByLabelText('Description'), 'Filters a sink.');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product was not saved: A product with this SKU already exists.',
    );
  });
});

describe('ProductForm while the product is being saved', () => {
  it('Create product keeps the focus of whoever pressed it, and a second press creates nothing', async () => {
    const server = holdFetch('POST /api/v1/products', () => ({
      status: 201,
      body: { success: true, data: savedProduct },
    }));
    const onSaved = vi.fn();
    renderApp([{ path: '/', element: <ProductForm onSaved={onSaved} /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Sink Filter');
    await user.type(screen.getByLabelText('SKU'), 'SF-1');
    await user.type(screen.getByLabelText('Price (USD)'), '19.99');
    await user.type(screen.getByLabelText('Stock'), '4');
    await user.type(screen.getByLabelText('Description'), 'Filters a sink.');
    const create = screen.getByRole('button', { name: 'Create product' });
    await user.click(create);
    await expectBusyKeepingFocus(create);
    await user.click(create);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('a double-click on Create product creates it once', async () => {
    const server = holdFetch('POST /api/v1/products', () => ({
      status: 201,
      body: { success: true, data: savedProduct },
    }));
    renderApp([{ path: '/', element: <ProductForm onSaved={vi.fn()} /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Sink Filter');
    await user.type(screen.getByLabelText('SKU'), 'SF-1');
    await user.type(screen.getByLabelText('Price (USD)'), '19.99');
    await user.type(screen.getByLabelText('Stock'), '4');
    await user.type(screen.getByLabelText('Description'), 'Filters a sink.');
    const create = screen.getByRole('button', { name: 'Create product' });
    await user.dblClick(create);
    await expectBusyKeepingFocus(create);
    expect(server.sent()).toBe(1);
    server.release();
  });
});
