import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('hardening 14: the social links come from configuration', () => {
  it('hardening 14: answers the configured links and null for the others', async () => {
    const social = {
      facebook: 'https://www.facebook.com/clearspringwater',
      instagram: null,
      youtube: null,
      x: 'https://x.com/clearspring',
    };
    t = await createTestApp({ config: { social } });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { social } });
  });

  it('hardening 14: reads SOCIAL_*_URL and refuses a link that is not https', () => {
    const config = loadConfig({ SOCIAL_YOUTUBE_URL: 'https://youtube.com/@clearspring' });
    expect(config.social).toMatchObject({ youtube: 'https://youtube.com/@clearspring', x: null });
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_X_URL/);
  });
});
