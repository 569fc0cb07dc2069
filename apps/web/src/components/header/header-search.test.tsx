import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { HeaderSearch } from './header-search.tsx';

const suggestions = {
  products: [
    {
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'PureFlow RO System',
      price: 299,
      imageUrl: '/a.svg',
    },
    {
      _id: '00000000-0000-4000-8000-000000000002',
      name: 'RO Membrane',
      price: 59.5,
      imageUrl: '/b.svg',
    },
  ],
  categories: [{ category: 'residential', label: 'Residential', path: '/residential' }],
};

function renderSearch() {
  const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: suggestions } }));
  vi.stubGlobal('fetch', fetchStub);
  const view = renderApp([
    { path: '/', element: <HeaderSearch /> },
    { path: '*', element: <p>another page</p> },
  ]);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { ...view, calls, input };
}

afterEach(() => vi.unstubAllGlobals());

describe('header search combobox', () => {
  it('suggests from the second character and moves through the options with the arrows', async () => {
    const user = userEvent.setup();
    const { calls, input } = renderSearch();
    await user.type(input, 'r');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'e');
    const options = await screen.findAllByRole('option');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('q')).toBe('re');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options.map((option) => option.textContent)).toEqual([
      'PureFlow RO System$299.00',
      'RO Membrane$59.50',
      'All in Residential',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the active suggestion on Enter, and searches on Enter with none active', async () => {
    const user = userEvent.setup();
    const { input, router } = renderSearch();
    await user.type(input, 'ro');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/product/00000000-0000-4000-8000-000000000002');

    await router.navigate('/');
    const again = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(again, 'ro');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?q=ro');
  });

  it('is a GET form to /products sending the term as q, so the browser can search before the app runs', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'sedement');
    const form = input.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ q: 'sedement' });
  });

  it('refuses a term of only spaces as the browser checks it, so none is sent before the app runs', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, '   ');
    expect(input).toBeInvalid();
    await user.clear(input);
    await user.type(input, '  ro ');
    expect(input).toBeValid();
  });
});
