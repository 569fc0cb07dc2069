import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyTaps } from './app/early-taps.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { fillFromPage, loadMatchedPages } from './app/server-rendered.ts';
import { hydrateInSlices } from './lib/hydrate-later.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const serverRendered = fillFromPage(queryClient);
  if (serverRendered) {
    // The router must find the page's module loaded, or it would render its loading state first.
    await loadMatchedPages(window.location);
  }
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} serverRendered={serverRendered}>
        <RouterProvider router={createAppRouter({ serverRendered })} />
      </AppProviders>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(container).render(app);
    markStarted();
    return;
  }
  // The page is already painted: hydrate in tasks of their own, not after evaluating the bundle,
  // the layout first, then each of its sections (main-layout.tsx), so no task is long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const hydrateSections = hydrateInSlices(['header', 'main', 'footer', 'menu']);
  hydrateRoot(container, app);
  await hydrateSections();
  markStarted();
  await replayEarlyTaps();
}

/**
 * `<html data-app="started">` once the app has taken over the page (a server-rendered one has
 * had every section's turn to hydrate): the browser journeys wait for it before reading a page's
 * accessibility, since hydration enables controls and eases their colours.
 */
function markStarted() {
  document.documentElement.dataset.app = 'started';
}

void start(root);
