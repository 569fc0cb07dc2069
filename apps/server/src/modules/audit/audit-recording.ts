import type { AuditChange, Permission } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditRepository } from './audit.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The fields a back-office write changed, set by its route for the audit log; an audited
     * write that sets none records an empty list.
     */
    auditChanges: AuditChange[] | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route's `:id` names, from the path segment before it: /admin/orders/:id → order. */
export function targetKindOf(url: string): string | null {
  const segments = url.split('/');
  const at = segments.indexOf(':id');
  const collection = at > 0 ? segments[at - 1] : undefined;
  if (!collection) return null;
  return collection.endsWith('s') ? collection.slice(0, -1) : collection;
}

/** Back-office writes (a permission and a writing method) and every CSV export are audited. */
function auditedRoutes(app: FastifyInstance): Map<string, Permission> {
  const audited = new Map<string, Permission>();
  for (const route of app.routePermissions()) {
    if (!route.permission) continue;
    if (WRITES.has(route.method) || (route.method === 'GET' && route.url.endsWith('.csv'))) {
      audited.set(`${route.method} ${route.url}`, route.permission);
    }
  }
  return audited;
}

function targetOf(request: FastifyRequest) {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') return { kind: null, id: null };
  return { kind: targetKindOf(request.routeOptions.url ?? ''), id };
}

/**
 * The one place the audit log is written: for a 2xx answer to an audited route, who (copied
 * from the account), the route's action, its target, the changes the route attached, and the
 * request's IP and user agent (decision 068). It is written before the answer leaves, so a
 * client that saw its write succeed finds it in the log (after the answer, a fast reader
 * could look before the entry existed).
 */
export const auditRecordingPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditChanges', null);
  // Read once every route is declared: the staff routes' guard is added after they are seen.
  let audited: Map<string, Permission> | undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode > 299 || !request.user) return payload;
    audited ??= auditedRoutes(app);
    const action = audited.get(`${request.method} ${request.routeOptions.url}`);
    if (!action) return payload;
    const target = targetOf(request);
    try {
      await auditRepository.append(app.db, {
        actorId: request.user.id,
        actorStaffRole: request.user.staffRole,
        action,
        targetKind: target.kind,
        targetId: target.id,
        changes: request.auditChanges ?? [],
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
    } catch (error) {
      // The write itself is already committed: the gap is logged loudly for the operator.
      request.log.error({ err: error, action, target }, 'audit entry not recorded');
    }
    return payload;
  });
});
