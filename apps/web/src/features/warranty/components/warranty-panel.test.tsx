import type { WarrantyClaim } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTrackedProduct } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { WarrantyPanel } from './warranty-panel.tsx';

const underWarranty = {
  ...aTrackedProduct(),
  _id: '3f6c1a2b-4d5e-4f70-8a9b-0c1d2e3f4a5b',
  warranty: {
    status: 'active' as const,
    years: 5,
    startedFrom: 'installation' as const,
    startsOn: '2026-09-01',
    endsOn: '2031-08-31',
  },
};

const aClaim = (overrides: Partial<WarrantyClaim> = {}): WarrantyClaim => ({
  _id: 'c-1',
  number: 1001,
  trackedProductId: underWarranty._id,
  productName: 'PureFlow RO',
  warrantyEndsOn: '2031-08-31',
  description: 'The tank leaks at the valve.',
  serialNumber: null,
  photoUrl: null,
  photoId: null,
  status: 'open',
  resolution: null,
  repairNote: null,
  declineReason: null,
  replacementOrder: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('a system’s warranty in My Products', () => {
  it('says until when it is covered and files a claim from a labelled form', async () => {
    const stub = stubFetch(() => ({ status: 201, body: { success: true, data: aClaim() } }));
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <WarrantyPanel tracked={underWarranty} claims={[]} /> }]);
    expect(screen.getByText('Under warranty until Aug 31, 2031')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'File a warranty claim' }));
    const form = within(screen.getByRole('form', { name: 'Warranty claim for Kitchen RO' }));
    await user.click(form.getByRole('button', { name: 'Send claim' }));
    expect(
      await form.findByText('Tell us what happened, in a sentence or two.'),
    ).toBeInTheDocument();
    await user.type(form.getByLabelText('What happened?'), 'The tank leaks at the valve.');
    await user.type(form.getByLabelText('Serial number (optional)'), 'PF5-1{Enter}');
    expect(await screen.findByText(/^Claim sent\./)).toBeInTheDocument();
    const sent = stub.calls.find((call) => call.url.pathname === '/api/v1/warranty-claims');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      trackedProductId: underWarranty._id,
      description: 'The tank leaks at the valve.',
      serialNumber: 'PF5-1',
    });
  });

  it('shows an approved replacement with its order, and no second claim while one is open', () => {
    renderApp([
      {
        path: '/',
        element: (
          <>
            <WarrantyPanel
              tracked={underWarranty}
              claims={[
                aClaim({
                  status: 'approved',
                  resolution: 'replacement',
                  replacementOrder: { _id: 'o-1', orderNumber: 1234 },
                }),
              ]}
            />
            <WarrantyPanel tracked={{ ...underWarranty, _id: 't-2' }} claims={[aClaim()]} />
          </>
        ),
      },
    ]);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'order #1234' })).toHaveAttribute(
      'href',
      '/orderHistory',
    );
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'File a warranty claim' })).toHaveLength(1);
  });

  it('says when the warranty ended, and offers no claim', () => {
    const ended = {
      ...underWarranty,
      warranty: { ...underWarranty.warranty, status: 'ended' as const, endsOn: '2025-01-31' },
    };
    renderApp([{ path: '/', element: <WarrantyPanel tracked={ended} claims={[]} /> }]);
    expect(screen.getByText('Warranty ended Jan 31, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'File a warranty claim' })).toBeNull();
  });
});
