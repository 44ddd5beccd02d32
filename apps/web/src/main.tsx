// Entry point: styles, tracking, the French pack, then the app. The app's modules include the auth store,
// which wires the API client as it loads, before any request (no module sends one as it loads).
// A page the server rendered (the public pages: entry-server.tsx) is hydrated with the query cache the
// server filled; the signed-in areas arrive empty and are rendered here.
import './lib/zod-without-eval.ts';
import './app/styles.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoutes } from './app/routes/preload-routes.ts';
import { guardHistory } from './lib/history-guard.ts';
import { languageFromPath, setFrenchPack, setLanguage } from './lib/i18n/index.ts';
import { sharedQueryClient } from './lib/query-client.ts';
import { serverState } from './lib/server-state.ts';
import { captureTracking } from './lib/tracking.ts';

captureTracking();
// Before the router listens to back and forward: a form with unsaved changes may hold them.
guardHistory();
// Every French text, one chunk fetched the first time a page is shown in French.
setFrenchPack(() => import('./app/i18n-french.ts'));

const root = document.getElementById('root') as HTMLElement;
if (!root) throw new Error('#root is missing from index.html');

const state = serverState();
// A page the browser renders itself (a signed-in area): its lazy first page downloads while the session and
// the texts load. A server-rendered page's chunks are on their way already (the page's loader preloads them).
if (!state) preloadRoutes(window.location.pathname)?.catch(() => undefined);

// The first render and the first requests already speak the page's language (a /fr URL waits for the French
// texts). No top-level await here or anywhere: it turns off the bundler's merging of shared chunks into the
// entry, and the many small chunks left cost about 18 KB gzipped more (scripts/check-bundle.ts).
void setLanguage(languageFromPath(window.location.pathname) ?? 'en').then(() => {
  // In a task of its own: evaluating the app's modules is a long task on a phone already, and hydration's
  // first slice would otherwise run in it.
  setTimeout(start);
});

function start() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (state) {
    hydrate(sharedQueryClient(), state.queries);
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint, take input
    // and run other tasks between them; at the default priority the whole page hydrates in one long task, the
    // bulk of a phone's Total Blocking Time. A click meanwhile hydrates its own part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
