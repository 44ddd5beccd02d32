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
// The first requests already speak the page's language.
await setLanguage(languageFromPath(window.location.pathname) ?? 'en');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
