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

/** `onDrain` runs once, when draining starts (a second stop signal changes nothing). */
export function createLifecycle(onDrain: () => void = () => {}): Lifecycle {
  const controller = new AbortController();
  return {
    get draining() {
      return controller.signal.aborted;
    },
    signal: controller.signal,
    startDraining() {
      if (controller.signal.aborted) return;
      controller.abort();
      onDrain();
    },
  };
}

/**
 * While draining, every response says `Connection: close`, so a kept-alive client finishes its
 * request and opens its next connection elsewhere instead of meeting a closed socket. The drain
 * is logged once, at info: it is a planned stop, and the readiness 503s it causes are expected.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'lifecycle',
    createLifecycle(() => app.log.info('stopping: readiness now answers 503')),
  );
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
