import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True from the stop signal on: readiness answers 503, responses close their connection. */
  readonly draining: boolean;
  /** Aborted when draining starts; background loops stop between items. */
  readonly signal: AbortSignal;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  return {
    get draining() {
      return controller.signal.aborted;
    },
    signal: controller.signal,
    startDraining: () => controller.abort(),
  };
}

/**
 * While draining, every response says `Connection: close`, so a kept-alive client finishes its
 * request and opens its next connection elsewhere instead of meeting a closed socket.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('lifecycle', createLifecycle());
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});

/**
 * Stops taking connections without dropping the open ones (http's own close() also destroys
 * idle sockets at once, resetting a client whose request is already on its way), then waits up
 * to `graceMs` for them to end on their own after their `Connection: close` response.
 */
export function stopAccepting(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
