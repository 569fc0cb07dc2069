import { type APIResponse, expect } from '@playwright/test';

/** The whole JSON envelope of a successful API answer; a failure shows the server's text. */
export async function envelopeOf<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The `data` of a successful API answer. */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  return (await envelopeOf<{ data: T }>(response)).data;
}
