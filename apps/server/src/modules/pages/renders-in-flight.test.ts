import { describe, expect, it } from 'vitest';
import { rendersInFlight } from './renders-in-flight.ts';

/** A render that finishes when the test says so. */
function heldRender(html: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(html);
  });
  return { render: () => done, finish };
}

describe('renders in flight', () => {
  it('gives a request that arrives while its page renders that render', async () => {
    const renders = rendersInFlight<string>();
    const first = heldRender('<p>$10.00</p>');
    const waiting = renders.of('/product/1', first.render);
    const joined = renders.of('/product/1', () => Promise.resolve('<p>second render</p>'));
    first.finish();
    expect(await joined).toBe('<p>$10.00</p>');
    expect(await waiting).toBe('<p>$10.00</p>');
  });

  it('starts a new render for a request after the catalogue changed, and keeps it', async () => {
    const renders = rendersInFlight<string>();
    const before = heldRender('<p>$10.00</p>');
    const old = renders.of('/product/1', before.render);
    renders.forget();
    const after = heldRender('<p>$12.00</p>');
    const fresh = renders.of('/product/1', after.render);
    before.finish();
    expect(await old).toBe('<p>$10.00</p>');
    // The old render ending does not drop the new one from the requests in flight.
    expect(renders.of('/product/1', () => Promise.resolve('<p>third</p>'))).toBe(fresh);
    after.finish();
    expect(await fresh).toBe('<p>$12.00</p>');
  });
});
