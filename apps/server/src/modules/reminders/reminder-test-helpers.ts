import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

/**
 * `user` tracks the two-stage under-counter system as 'Kitchen', reminded by e-mail at their own
 * (verified) address; answers its parts' due days, soonest first, without repeats.
 */
export async function trackKitchenByEmail(t: TestApp, user: TestUser): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/tracked-products',
    headers: user.headers,
    payload: {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Kitchen',
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(response.statusCode).toBe(201);
  const parts = response.json().data.trackedSystemParts as Array<{ dueDate: string }>;
  return [...new Set(parts.map((part) => part.dueDate))].sort();
}
