import type { FastifyInstance } from 'fastify';
import { reminderLinkKey } from './reminder-links.ts';
import type { ReminderSweepSettings } from './reminder-sweep.ts';

export function reminderSettings(app: FastifyInstance): ReminderSweepSettings {
  return {
    leadDays: app.config.reminderLeadDays,
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    linkKey: reminderLinkKey(app.config.jwtSecret),
    dbKind: app.dbKind,
    log: app.log,
    pace: app.pace,
  };
}
