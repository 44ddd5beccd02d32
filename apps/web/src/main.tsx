// Entry point: styles, stores (the auth store wires the API client), tracking, then the app.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './features/auth/store.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { languageFromPath, setLanguage } from './lib/i18n/index.ts';
import { captureTracking } from './lib/tracking.ts';

captureTracking();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render and the first requests already speak the page's language (a /fr URL waits for the French
// texts). No top-level await here or anywhere: it turns off the bundler's merging of shared chunks into the
// entry, and the many small chunks left cost about 18 KB gzipped more (scripts/check-bundle.ts).
void setLanguage(languageFromPath(window.location.pathname) ?? 'en').then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
