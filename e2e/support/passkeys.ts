import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Chromium's virtual authenticator on `page` (DevTools protocol, WebAuthn domain): a platform
 * authenticator that keeps discoverable credentials, verifies the user and answers every prompt
 * at once, as a laptop's fingerprint reader would. It lives as long as the page.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the authenticator holds (whatever the shop has forgotten). */
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * WebAuthn refuses an IP address as the relying party, and the e2e servers' RP ID is their
 * PUBLIC_URL's host, `localhost` by default (apps/server/src/config-webauthn.ts): passkey journeys
 * open the worker's server as http://localhost:<port> rather than http://127.0.0.1:<port>.
 */
export const onLocalhost = (serverURL: string) => {
  const url = new URL(serverURL);
  url.hostname = 'localhost';
  return url.origin;
};

/** Adds a passkey by name in the account page's Passkeys section; the authenticator answers. */
export async function addPasskey(page: Page, name: string) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Passkey added.')).toBeVisible();
  const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(name);
  await expect(listed).toContainText('not used yet');
  return section;
}
