import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadMatchedPages, readPageData } from './app/server-rendered.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

async function start(container: HTMLElement) {
  const pageData = readPageData();
  const queryClient = createQueryClient();
  if (pageData) {
    hydrate(queryClient, pageData);
    // The router must find the page's module loaded, or it would render its loading state first.
    await loadMatchedPages(window.location);
  }
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} serverRendered={pageData !== undefined}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  if (pageData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
