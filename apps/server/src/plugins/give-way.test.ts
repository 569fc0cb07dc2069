import { once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { givingWay, pacing } from './give-way.ts';

/** Three pieces, each ready after `ms`; `during(i)` runs while piece i is being made. */
async function* pieces(ms: number, during: (index: number) => void) {
  for (let index = 0; index < 3; index += 1) {
    during(index);
    await delay(ms);
    yield `piece ${index}`;
  }
}

describe('background work giving way to requests', () => {
  it('pauses four times as long as a piece took, only after pieces others arrived during', async () => {
    let started = 0;
    const pauses: number[] = [];
    const source = pieces(20, (index) => {
      if (index === 1) started += 2; // two shoppers' requests arrive while piece 1 is read
    });
    const pace = pacing(() => started, { sleep: async (ms) => pauses.push(ms) });
    const read: string[] = [];
    for await (const piece of givingWay(source, pace)) read.push(piece);
    expect(read).toEqual(['piece 0', 'piece 1', 'piece 2']);
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThanOrEqual(4 * 19);
  });

  it('runs at full speed when nobody else is served', async () => {
    const pauses: number[] = [];
    const pace = pacing(() => 0, { sleep: async (ms) => pauses.push(ms) });
    const read: string[] = [];
    for await (const piece of givingWay(
      pieces(1, () => {}),
      pace,
    ))
      read.push(piece);
    expect(read).toHaveLength(3);
    expect(pauses).toEqual([]);
  });

  it("paces single pieces of work and hands back each one's result", async () => {
    let started = 0;
    const pauses: number[] = [];
    const pace = pacing(() => started, { factor: 2, sleep: async (ms) => pauses.push(ms) });
    const sent = await pace(async () => {
      started += 1;
      await delay(10);
      return 'sent';
    });
    expect(sent).toBe('sent');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThanOrEqual(2 * 9);
  });

  it('sees the requests that arrived while a piece held the thread, as PGlite holds it', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    let started = 0;
    server.on('request', () => {
      started += 1;
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const shopper = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const ask = () => shopper.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
    try {
      ask(); // a first request, answered: the connection is open on both ends
      await once(shopper, 'data');
      const pauses: number[] = [];
      const pace = pacing(() => started, { sleep: async (ms) => pauses.push(ms) });
      await pace(async () => {
        ask(); // a shopper asks while the database's statement runs in this thread
        const until = performance.now() + 20;
        while (performance.now() < until); // the statement, holding the event loop
      });
      expect(pauses).toHaveLength(1);
      expect(pauses[0]).toBeGreaterThanOrEqual(4 * 19);
    } finally {
      shopper.destroy();
      server.close();
    }
  });
});
