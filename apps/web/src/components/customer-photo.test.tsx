import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../test/render-app.tsx';
import { CustomerPhotoLink } from './customer-photo.tsx';

const PHOTO_ID = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('issue 42: a customer photo on a desk, the customer own pages and the product page', () => {
  it('reads a private photo with the sign-in and shows a thumbnail linking to the full image', async () => {
    localStorage.setItem('token', 'staff-token');
    const stub = stubFetch(() => ({ body: 'bytes', headers: { 'Content-Type': 'image/jpeg' } }));
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([
      {
        path: '/',
        element: <CustomerPhotoLink photoId={PHOTO_ID} label="Photo for return #R1001" />,
      },
    ]);
    const image = await screen.findByAltText('Photo for return #R1001 (opens the full image)');
    expect(image).toHaveAttribute('src', 'blob:photo');
    expect(image.closest('a')).toHaveAttribute('href', 'blob:photo');
    const [call] = stub.calls;
    expect(call?.url.pathname).toBe(`/api/v1/uploads/photos/${PHOTO_ID}`);
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('links a published review photo by its plain URL, fetching nothing', () => {
    const stub = stubFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([
      {
        path: '/',
        element: <CustomerPhotoLink photoId={PHOTO_ID} label="Photo by Bob S." isPublic />,
      },
    ]);
    const image = screen.getByAltText('Photo by Bob S. (opens the full image)');
    expect(image).toHaveAttribute('src', `/api/v1/uploads/photos/${PHOTO_ID}`);
    expect(image.closest('a')).toHaveAttribute('href', `/api/v1/uploads/photos/${PHOTO_ID}`);
    expect(stub.calls).toHaveLength(0);
  });
});
