import type { ProductCard as ProductCardData } from '@shop/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';

const product: ProductCardData = {
  _id: '7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11',
  name: 'PureFlow 5-Stage Reverse Osmosis System',
  price: 12.5,
  imageUrl: '/images/products/ro-system.svg',
  category: 'residential',
  type: 'filter',
  stock: 4,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
};

function renderCard(card = product) {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={card} /> }]);
  render(<RouterProvider router={router} />);
}

describe('ProductCard', () => {
  it('shows the name, the price in USD and links to the product page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /PureFlow 5-Stage/ });
    expect(link).toHaveAttribute('href', `/product/${product._id}`);
    expect(screen.getByText('$12.50 USD')).toBeInTheDocument();
  });

  it('loads the image lazily with its size and the product name as alt text', () => {
    renderCard();
    const image = screen.getByRole('img', { name: product.name });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('replaces a broken image with an Image Not Found placeholder', () => {
    renderCard();
    fireEvent.error(screen.getByRole('img', { name: product.name }));
    expect(screen.getByText('Image Not Found')).toBeInTheDocument();
  });

  it('says when a product is out of stock', () => {
    renderCard({ ...product, stock: 0 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
