import { type ReactNode, Suspense } from 'react';

/**
 * Hydrating a whole server-rendered page is one long task on a slow phone (Lighthouse's Total
 * Blocking Time). Each <HydrateLater> section instead hydrates in a task of its own: during
 * hydration it suspends, and Preact keeps its server markup on screen untouched until the
 * section's turn comes, then hydrates it in place (docs/decisions/032). Nothing suspends on the
 * server, in a client-side render or after the page has hydrated.
 */

interface Gate {
  open: () => void;
  opened: Promise<void>;
  isOpen: boolean;
}

let gates: Map<string, Gate> | null = null;
let hydrated: Promise<void> = Promise.resolve();

function gate(): Gate {
  const created = { isOpen: false } as Gate;
  created.opened = new Promise((resolve) => {
    created.open = () => {
      created.isOpen = true;
      resolve();
    };
  });
  return created;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Call before hydrateRoot; returns what hydrates the named sections after it, one task each,
 * in the order given (a section not on the page just costs an empty task).
 */
export function hydrateInSlices(names: readonly string[]): () => Promise<void> {
  gates = new Map(names.map((name) => [name, gate()]));
  const open = gates;
  const run = async () => {
    for (const name of names) {
      await nextTask();
      open.get(name)?.open();
    }
    gates = null;
  };
  let finish = () => {};
  hydrated = new Promise((resolve) => {
    finish = resolve;
  });
  return () => run().then(finish);
}

/**
 * Resolves once every section has hydrated. State above the sections that changes what they
 * render (the stored session) must wait for it: a section resumed with other props than its
 * server markup was made with would keep the server's markup.
 */
export function afterHydration(): Promise<void> {
  return hydrated;
}

function Gated({ name, children }: { name: string; children: ReactNode }) {
  const waiting = gates?.get(name);
  if (waiting && !waiting.isOpen) throw waiting.opened;
  return children;
}

/** `children` must be one element: it is the markup kept on screen while the section waits. */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated name={name}>{children}</Gated>
    </Suspense>
  );
}
