import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, ErrorCode } from '@shop/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_BY_CODE } from './app-errors.ts';

/**
 * Fastify answers a few failures before any route or error handler runs: an address that is not
 * valid UTF-8, a path parameter over its length limit, and (from Node's HTTP parser) oversized
 * headers, timeouts and unreadable requests. These give them the same envelope as every other error.
 */
const ROUTER_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: {
    code: 'VALIDATION_ERROR',
    message: 'The address is not valid: it has a malformed %-escape or is not UTF-8.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'URI_TOO_LONG',
    message: 'The address is too long.',
  },
};

const envelope = (code: ErrorCode, message: string): ApiError => ({
  success: false,
  message,
  code,
});

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = ROUTER_ERRORS[error.code] ?? {
    code: 'VALIDATION_ERROR',
    message: 'The request could not be read.',
  };
  request.log.info({ code: error.code }, 'request refused by the router');
  return reply.status(STATUS_BY_CODE[known.code]).send(envelope(known.code, known.message));
}

function clientFailure(errorCode: string | undefined): { code: ErrorCode; message: string } {
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' };
  }
  if (errorCode === 'HPE_HEADER_OVERFLOW') {
    return { code: 'HEADERS_TOO_LARGE', message: 'The request headers or address are too large.' };
  }
  return { code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP.' };
}

/** Fastify's `clientErrorHandler` option: the socket has no request or reply yet. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = clientFailure(error.code);
  const status = STATUS_BY_CODE[code];
  const body = JSON.stringify(envelope(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
