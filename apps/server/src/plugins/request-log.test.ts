import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
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

  it('writes nothing when its level is off', () => {
    const { log, lines, close } = loggerToFile();
    log.level = 'warn';
    repeatedRequestLog(log, { ...fixed, statusCode: 200 })('x1-10', 0.1, '127.0.0.1');
    expect(lines()).toEqual([]);
    close();
  });
});
