import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedWriter } from '../lib/batched-writer.ts';
import { logRequest, repeatedRequestLog } from './request-log.ts';

/** A production logger (pino into a BatchedWriter) writing to a file, and its lines. */
function loggerToFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'request-log-')), 'log');
  const fd = openSync(file, 'w');
  const writer = new BatchedWriter(fd, 32 * 1024, 60_000);
  const log = pino({ level: 'info' }, writer);
  return {
    log,
    lines: () => {
      writer.flush();
      return readFileSync(file, 'utf8').split('\n').filter(Boolean);
    },
    close: () => closeSync(fd),
  };
}

const fixed = { method: 'GET', url: '/api/v1/products?q=filter', route: '/api/v1/products' };

describe('the request line of a repeated answer', () => {
  it.each([
    ['a socket address', 'x1-7', 0.04, '127.0.0.1'],
    ['a slow answer', 'proxy.id:9', 1_234.56, '::ffff:10.0.0.7'],
    ['an odd forwarded address', 'x1-8', 2.25, 'a"b\\c\n–'],
    ['no address', 'x1-9', 0.3, undefined],
  ])('is the line a generic log call writes, for %s', (_case, reqId, elapsedMs, remoteAddress) => {
    const { log, lines, close } = loggerToFile();
    for (const statusCode of [200, 503]) {
      repeatedRequestLog(log, { ...fixed, statusCode })(reqId, elapsedMs, remoteAddress);
      logRequest(log, { ...fixed, statusCode, reqId, elapsedMs, remoteAddress });
    }
    const [repeated, generic, repeatedError, genericError] = lines();
    const withoutTime = (line: string | undefined) => ({ ...JSON.parse(line!), time: 0 });
    expect(withoutTime(repeated)).toEqual(withoutTime(generic));
    expect(withoutTime(repeatedError)).toEqual(withoutTime(genericError));
    expect(Object.keys(JSON.parse(repeated!))).toEqual(Object.keys(JSON.parse(generic!)));
    expect(Math.abs(JSON.parse(repeated!).time - Date.now())).toBeLessThan(5_000);
    close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes each line's own time, within a millisecond and across them", () => {
    const { log, lines, close } = loggerToFile();
    vi.useFakeTimers({ now: 1_795_643_162_405 });
    const answered = repeatedRequestLog(log, { ...fixed, statusCode: 200 });
    const times = [1_795_643_162_405, 1_795_643_162_405, 1_795_643_162_406, 10_000_000_000_001];
    for (const time of times) {
      vi.setSystemTime(time);
      answered('x1-11', 0.1, '127.0.0.1');
    }
    expect(lines().map((line) => JSON.parse(line).time)).toEqual(times);
    close();
  });

  it('writes nothing when its level is off', () => {
    const { log, lines, close } = loggerToFile();
    log.level = 'warn';
    repeatedRequestLog(log, { ...fixed, statusCode: 200 })('x1-10', 0.1, '127.0.0.1');
    expect(lines()).toEqual([]);
    close();
  });
});
