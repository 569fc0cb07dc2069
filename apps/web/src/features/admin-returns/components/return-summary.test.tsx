import type { AdminReturn } from '@shop/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { anAdminReturn } from '../../../test/return-fixtures.ts';
import { ReturnSummary } from './return-summary.tsx';

const item = anAdminReturn({ orderSource: 'auto_replace' });

const show = (shown: AdminReturn) =>
  renderApp([{ path: '/', element: <ReturnSummary item={shown} /> }]);

describe('issue 42: the returns desk says an order came from an auto-replace plan', () => {
  it('for an auto-replace order', async () => {
    show(item);
    expect(await screen.findByText(/from an auto-replace plan/)).toBeInTheDocument();
  });

  it('not for a checkout order', async () => {
    show({ ...item, orderSource: 'checkout' });
    await screen.findByRole('link', { name: 'Alice Jones' });
    expect(screen.queryByText(/auto-replace/)).toBeNull();
  });
});
