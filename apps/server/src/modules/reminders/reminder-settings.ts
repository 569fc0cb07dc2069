import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { reminderLinkKey } from './reminder-links.ts';
import type { ReminderSweepSettings } from './reminder-sweep.ts';

/** What the sweep's messages take from the config, in the app's thread and in the sweep's own. */
export const reminderConfigSettings = (
  config: Pick<Config, 'reminderLeadDays' | 'shopName' | 'publicUrl' | 'jwtSecret'>,
) => ({
  leadDays: config.reminderLeadDays,
  shopName: config.shopName,
  publicUrl: config.publicUrl,
  linkKey: reminderLinkKey(config.jwtSecret),
});

export function reminderSettings(app: FastifyInstance): ReminderSweepSettings {
  return {
    ...reminderConfigSettings(app.config),
    dbKind: app.dbKind,
    log: app.log,
    pace: app.pace,
  };
}
