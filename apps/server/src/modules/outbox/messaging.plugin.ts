import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Adapters, createAdapters } from '../../adapters/index.ts';
import { createMessenger, type Messenger } from './messenger.ts';
import { outboxRepository } from './outbox.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP, Twilio and Google clients (null when not configured); tests swap in fakes. */
    adapters: Adapters;
    /** The one way to send an e-mail or SMS; see messenger.ts. */
    messenger: Messenger;
  }
}

export const messagingPlugin = fp(async (app: FastifyInstance) => {
  const adapters = createAdapters(app.config, app.log);
  app.decorate('adapters', adapters);
  app.decorate(
    'messenger',
    createMessenger({
      repository: outboxRepository(app.db),
      adapters,
      shopName: app.config.shopName,
      log: app.log,
    }),
  );
  app.addHook('onClose', async () => app.messenger.stopRetryLoop());
});
