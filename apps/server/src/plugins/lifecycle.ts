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
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
});
