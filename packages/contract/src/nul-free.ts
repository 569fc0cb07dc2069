/**
 * No text field of any request may hold U+0000: PostgreSQL cannot store it in text, and no person
 * types it. The server applies this one rule to every body, query and path parameter before the
 * route's own schema, so a field added tomorrow is covered too.
 */
export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';

const NUL = '\u0000';

/** Where a value sits: its key and its container's place, so no path is copied while walking. */
type Place = { key: string | number; parent: Place } | null;

function pathOf(place: Place): string {
  const keys: Array<string | number> = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'value';
}

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/**
 * The dotted path of a string holding U+0000 ('address.street', 'items.0.name'), the outer
 * fields first. One pass with its own stack: linear in the size of the value, safe at any depth.
 */
export function findNulField(value: unknown): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? 'value' : null;
  const pending: Array<{ container: object; place: Place }> = [];
  if (isContainer(value)) pending.push({ container: value, place: null });
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { container, place } = next;
    const keys = Array.isArray(container) ? container.keys() : Object.keys(container);
    for (const key of keys) {
      if (typeof key === 'string' && key.includes(NUL)) {
        return pathOf({ key: key.replaceAll(NUL, ''), parent: place });
      }
      const inner = (container as Record<string | number, unknown>)[key];
      if (typeof inner === 'string') {
        if (inner.includes(NUL)) return pathOf({ key, parent: place });
      } else if (isContainer(inner))
        pending.push({ container: inner, place: { key, parent: place } });
    }
  }
  return null;
}
