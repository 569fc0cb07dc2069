import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/**
 * The client's address as Fastify's `request.ip` gives it for our `trustProxy` setting, for the
 * answers written before Fastify (cached-answers.ts): the socket's peer, or with a trusted proxy
 * the nearest untrusted address of X-Forwarded-For.
 */
export function clientAddressOf(trustProxy: Config['trustProxy']) {
  if (!trustProxy) return (request: IncomingMessage) => request.socket.remoteAddress;
  const trust =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request: IncomingMessage) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  };
}
