/**
 * The kinds of answer a bare server gives before it is measured (bare-trained.ts,
 * trained-responses.ts): each trains Node's shared response code in its own way.
 */
import type { ServerResponse } from 'node:http';

export type Answer = (response: ServerResponse, i: number) => void;

const SINGLE_KINDS = {
  /** a number among the header values (a content-length given as a number) */
  'number-values': (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 2 });
    response.end(Buffer.from('ok'));
  },
  /** header objects of several shapes */
  'header-shapes': (response: ServerResponse, i: number) => {
    const headers: Record<string, string> = { 'content-type': 'text/plain' };
    for (let k = 0; k < i % 7; k += 1) headers[`x-header-${k}-${i % 3}`] = `value ${k}`;
    response.writeHead(200, headers);
    response.end(Buffer.from('ok'));
  },
  /** a header set with setHeader before writeHead */
  'set-header': (response: ServerResponse) => {
    response.setHeader('x-set', 'a');
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(Buffer.from('ok'));
  },
  /** a string body instead of a buffer */
  'string-bodies': (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  },
} satisfies Record<string, Answer>;

const singles = Object.values(SINGLE_KINDS);

export const TRAININGS: Record<string, Answer | undefined> = {
  clean: undefined,
  ...SINGLE_KINDS,
  /** all of the above, in turn */
  mixed: (response, i) => singles[i % singles.length]!(response, i),
};
