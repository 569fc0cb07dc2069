import type { FastifyInstance } from 'fastify';

/** Route URL (`/api/v1/orders/:id/status`) as a pattern matching the paths it answers. */
function patternOf(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/::/g, ':'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

const known = new WeakMap<
  FastifyInstance,
  Map<string, { pattern: RegExp; methods: Set<string> }>
>();

/**
 * Records every route's methods by URL, so an unmatched request whose path exists with other
 * methods answers 405 with `Allow` (HTTP's rule) rather than 404. Wildcard routes (the web app's
 * static files) are left out: they would make every path "exist". Call before routes are added.
 */
export function trackAllowedMethods(app: FastifyInstance) {
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  known.set(app, byUrl);
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const entry = byUrl.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
    byUrl.set(route.url, entry);
  });
}

/** The methods some route answers at `path`, sorted; empty when no route has the path. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  const methods = new Set<string>();
  for (const { pattern, methods: own } of known.get(app)?.values() ?? []) {
    if (pattern.test(path)) for (const method of own) methods.add(method);
  }
  return [...methods].sort();
}
