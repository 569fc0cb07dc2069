import { describe, expect, it, vi } from 'vitest';

// The shipped build hydrates on Preact (decision 007); so does this test.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { useState } = await import('preact/compat');
const { hydrateRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { act } = await import('preact/test-utils');
const { HydrateLater, hydrateInSlices } = await import('./hydrate-later.tsx');

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrateLater name="header">
        <header>
          <Counter label="header" />
        </header>
      </HydrateLater>
      <p>between</p>
      <HydrateLater name="main">
        <main>
          <Counter label="main" />
        </main>
      </HydrateLater>
    </div>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('HydrateLater', () => {
  it('renders its section on the server as if it were not there', () => {
    expect(renderToString(<Page />)).toBe(
      '<div><header><button type="button">header 0</button></header><p>between</p><main><button type="button">main 0</button></main></div>',
    );
  });

  it('hydrates each section in a task of its own, keeping the server markup meanwhile', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const serverHtml = container.innerHTML;
    const [headerButton, mainButton] = [...container.querySelectorAll('button')];

    const hydrateSections = hydrateInSlices(['header', 'main']);
    hydrateRoot(container, <Page />);
    // Both sections wait: their markup is the server's, and clicks do nothing yet.
    expect(container.innerHTML).toBe(serverHtml);
    headerButton?.click();
    await act(async () => {});
    expect(headerButton?.textContent).toBe('header 0');

    const done = hydrateSections();
    await act(nextTask);
    headerButton?.click();
    await act(async () => {});
    expect(headerButton?.textContent).toBe('header 1');
    mainButton?.click();
    await act(async () => {});
    expect(mainButton?.textContent).toBe('main 0');

    await act(() => done);
    mainButton?.click();
    await act(async () => {});
    expect(mainButton?.textContent).toBe('main 1');
    // The same nodes throughout: hydrated in place, nothing re-created or duplicated.
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons[0]).toBe(headerButton);
    expect(buttons[1]).toBe(mainButton);
    expect(buttons).toHaveLength(2);
  });

  it('renders at once after hydration', () => {
    const container = document.createElement('div');
    hydrateRoot(container, <Page />);
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });
});
