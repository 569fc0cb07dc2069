import { PHOTO_TOO_LARGE, PHOTO_TYPES_ONLY, type ReturnOptions } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReturnForm } from '../features/returns/components/return-form.tsx';
import { ReviewForm } from '../features/reviews/components/review-form.tsx';
import { WarrantyClaimForm } from '../features/warranty/components/warranty-claim-form.tsx';
import { renderApp, stubFetch } from '../test/render-app.tsx';
import { aUser } from '../test/user-fixtures.ts';
import { PhotoPicker } from './photo-picker.tsx';

const PHOTO_ID = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';
const uploaded = {
  status: 201,
  body: {
    success: true,
    data: {
      _id: PHOTO_ID,
      url: `/api/v1/uploads/photos/${PHOTO_ID}`,
      contentType: 'image/jpeg',
      size: 4,
    },
  },
};
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'sink.jpg', { type: 'image/jpeg' });

const options: ReturnOptions = {
  returnBy: '2026-12-20T00:00:00.000Z',
  closedReason: null,
  lines: [{ productId: 'p-1', name: 'Test Kit', returnable: 1, notReturnableOnceOpened: false }],
  exchangeOptions: [],
};

beforeEach(() => {
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('issue 42: the photo field of the return, claim and review forms', () => {
  it('uploads on pick, shows a preview with a remove button, and the return carries photoId', async () => {
    const stub = stubFetch((url) =>
      url.pathname === '/api/v1/uploads/photos'
        ? uploaded
        : { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: 'stop here' } },
    );
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <ReturnForm orderId="o-1" options={options} /> }]);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Photo of the item (optional)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, jpeg());
    expect(await screen.findByAltText('Preview of sink.jpg, added')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const sent = stub.calls.find((call) => call.url.pathname === '/api/v1/uploads/photos');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.init?.body).toBeInstanceOf(File);
    expect(new Headers(sent?.init?.headers).get('Content-Type')).toBe('image/jpeg');

    await user.type(screen.getByLabelText('Test Kit: how many to return (up to 1)'), '1');
    await user.selectOptions(screen.getByLabelText('Why are you returning it?'), 'damaged');
    await user.click(screen.getByRole('button', { name: 'Start the return' }));
    await screen.findByText('stop here');
    const started = stub.calls.find((call) => call.url.pathname === '/api/v1/orders/o-1/returns');
    expect(JSON.parse(String(started?.init?.body))).toMatchObject({ photoId: PHOTO_ID });

    // Removed: no preview, and the next try goes without the photo.
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByAltText('Preview of sink.jpg, added')).not.toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Start the return' }));
    await waitFor(() =>
      expect(
        stub.calls.filter((call) => call.url.pathname === '/api/v1/orders/o-1/returns'),
      ).toHaveLength(2),
    );
    const again = stub.calls.filter(
      (call) => call.url.pathname === '/api/v1/orders/o-1/returns',
    )[1];
    expect(JSON.parse(String(again?.init?.body))).not.toHaveProperty('photoId');
  });

  it('shows the envelope message when the server refuses the photo', async () => {
    const stub = stubFetch(() => ({
      status: 413,
      body: { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Server says: too large.' },
    }));
    vi.stubGlobal('fetch', stub.fetchStub);
    const onChange = vi.fn();
    renderApp([{ path: '/', element: <PhotoPicker onChange={onChange} /> }]);
    await userEvent.setup().upload(screen.getByLabelText('Photo (optional)'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says: too large.');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(PHOTO_ID);
  });

  it('refuses a file of another type or over 8 MB before sending it', async () => {
    const stub = stubFetch(() => uploaded);
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <PhotoPicker onChange={vi.fn()} /> }]);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Photo (optional)');
    await user.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TYPES_ONLY);
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE);
    expect(stub.calls).toHaveLength(0);
  });

  it('the warranty claim form sends the photo with the claim', async () => {
    const stub = stubFetch((url) =>
      url.pathname === '/api/v1/uploads/photos'
        ? uploaded
        : { status: 409, body: { success: false, code: 'CONFLICT', message: 'Claim seen.' } },
    );
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([
      {
        path: '/',
        element: (
          <WarrantyClaimForm
            trackedProductId="3f6c1a2b-4d5e-4f70-8a9b-0c1d2e3f4a5b"
            systemName="Kitchen RO"
            onDone={vi.fn()}
            onCancel={vi.fn()}
          />
        ),
      },
    ]);
    const form = within(screen.getByRole('form', { name: 'Warranty claim for Kitchen RO' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('What happened?'), 'The tank leaks at the valve.');
    await user.upload(form.getByLabelText('Photo of the problem (optional)'), jpeg());
    await form.findByAltText('Preview of sink.jpg, added');
    await user.click(form.getByRole('button', { name: 'Send claim' }));
    await form.findByText('Claim seen.');
    const sent = stub.calls.find((call) => call.url.pathname === '/api/v1/warranty-claims');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ photoId: PHOTO_ID });
  });

  it('the review form shows the review photo, can take it off, and sends photoId null', async () => {
    localStorage.setItem('token', 'a-token');
    const mine = {
      _id: '0b5e2d4c-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      productId: 'p-1',
      rating: 4,
      title: 'Good',
      body: 'Clear water.',
      author: 'Dana R.',
      createdAt: '2026-11-20T10:00:00.000Z',
      reply: null,
      photoId: PHOTO_ID as string | null,
      status: 'published',
    };
    let reads = 0;
    const stub = stubFetch((url) => {
      if (url.pathname === '/api/v1/users/me') return { body: { success: true, data: aUser() } };
      if (url.pathname.startsWith('/api/v1/uploads/photos/')) return { body: 'bytes' };
      // The first answer is GET mine; the next one the saved edit.
      reads += 1;
      const saved = reads === 1 ? mine : { ...mine, photoId: null, status: 'pending' };
      return { body: { success: true, data: saved } };
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <ReviewForm productId="p-1" /> }]);
    const user = userEvent.setup();
    expect(await screen.findByAltText("Your review's photo (opens the full image)")).toBeVisible();
    expect(screen.getByLabelText('Replace the review photo (optional)')).toHaveAttribute(
      'type',
      'file',
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo from the review' }));
    expect(
      screen.queryByAltText("Your review's photo (opens the full image)"),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await screen.findByText('Thank you! Your review waits for the shop to publish it.');
    const put = stub.calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v1/products/p-1/reviews/mine');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ photoId: null, rating: 4 });
  });
});
