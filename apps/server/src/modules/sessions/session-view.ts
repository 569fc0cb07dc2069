import type { Session } from '@shop/contract';
import Bowser from 'bowser';
import type { SessionRow } from './sessions.repository.ts';

const KIND: Record<string, string> = { desktop: 'computer', mobile: 'phone', tablet: 'tablet' };

/** "iPhone", "macOS computer", "Android phone"…: what a person recognises as their device. */
function deviceOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const { model, type } = parsed.platform;
  if (model && !/^(mac|pc)$/i.test(model)) return model;
  const os = parsed.os.name;
  if (!os) return null;
  const kind = type ? KIND[type] : undefined;
  return kind ? `${os} ${kind}` : os;
}

function browserOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const { name, version } = parsed.browser;
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

export function toSession(row: SessionRow, currentId: string): Session {
  const parsed = row.userAgent ? Bowser.parse(row.userAgent) : null;
  return {
    _id: row.id,
    device: parsed ? deviceOf(parsed) : null,
    browser: parsed ? browserOf(parsed) : null,
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  };
}
