import { describe, expect, it, vi } from 'vitest';

// The shipped build renders and hydrates on Preact (decision 007); so does this test.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { hydrateRoot, createRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { act } = await import('preact/test-utils');
const { HydrateLater, hydrateInSlices } = await import('./hydrate-later.tsx');
const { useHydrated } = await import('./use-hydrated.ts');

const rendered: boolean[] = [];

function Choice() {
  const isHydrated = useHydrated();
  rendered.push(isHydrated);
  return <input type="checkbox" aria-label="In stock only" disabled={!isHydrated} />;
}

function Page() {
  return (
    <HydrateLater name="main">
      <main>
        <Choice />
      </main>
    </HydrateLater>
  );
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Page />)).toContain('disabled');
  });

  it('stays false while the section waits and hydrates, and turns true once it has', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const input = container.querySelector('input');

    rendered.length = 0;
    const hydrateSections = hydrateInSlices(['main']);
    hydrateRoot(container, <Page />);
    await act(async () => {});
    expect(input?.disabled).toBe(true);

    await act(hydrateSections);
    // Hydrated as the server rendered it, then enabled.
    expect(rendered[0]).toBe(false);
    expect(rendered.at(-1)).toBe(true);
    expect(container.querySelector('input')).toBe(input);
    expect(input?.disabled).toBe(false);
  });

  it('is true at once in a client-side render', () => {
    const container = document.createElement('div');
    act(() => createRoot(container).render(<Page />));
    expect(container.querySelector('input')?.disabled).toBe(false);
  });
});
