import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOP_EMAIL } from '../contact/contact.routes.ts';
import { sendLowStockMail } from './low-stock-mail.ts';

/** Every day at 07:00 in the shop's time zone, before the shop opens. */
export const LOW_STOCK_SCHEDULE = '0 7 * * *';

export function startLowStockScheduler(app: FastifyInstance): { stop(): void } {
  const settings = {
    shopEmail: app.config.mail.shopEmail ?? DEFAULT_SHOP_EMAIL,
    publicUrl: app.config.publicUrl,
    dbKind: app.dbKind,
    timeZone: app.config.shopTimeZone,
  };
  const job = new Cron(
    LOW_STOCK_SCHEDULE,
    {
      name: 'low-stock-mail',
      protect: true,
      timezone: settings.timeZone,
      catch: (error) => app.log.error({ err: error }, 'low-stock e-mail failed'),
    },
    async () => {
      const listed = await sendLowStockMail(app.db, app.messenger, new Date(), settings);
      if (listed > 0) app.log.info({ listed }, 'low-stock e-mail sent to the shop');
    },
  );
  return { stop: () => job.stop() };
}
