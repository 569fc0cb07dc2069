import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { SocialLinks } from './social-links.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('footer social links', () => {
  it('hardening 14: links to the configured accounts and hides the others', async () => {
    const social = {
      facebook: 'https://www.facebook.com/clearspringwater',
      instagram: null,
      youtube: null,
      x: 'https://x.com/clearspring',
    };
    const { fetchStub } = stubFetch(() => ({
      body: { success: true, data: { testPayments: false, social } },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp([{ path: '/', element: <SocialLinks /> }]);

    expect(
      await screen.findByRole('link', { name: 'ClearSpring Water on Facebook' }),
    ).toHaveAttribute('href', social.facebook);
    expect(screen.getByRole('link', { name: 'ClearSpring Water on X' })).toHaveAttribute(
      'href',
      social.x,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
