// Vitest setup for the web project (happy-dom): jest-dom matchers, a clean DOM, storage, stores and
// language before every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadLanguage, setFrenchPack } from '../lib/i18n/index.ts';
import { resetAppState, setViewport } from './utils.tsx';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts for fonts loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// Lazy chunks and the first render of a file take a while on a busy 2-core machine: the first test of a file
// that opens an area (admin, portal) waits for the area's modules to be transformed, up to 6-7 s in a CI run.
// Below the web projects' 15 s test timeout.
configure({ asyncUtilTimeout: 10_000 });
// As main.tsx: the French texts come from the app's French pack.
setFrenchPack(() => import('../app/i18n-french.ts'));

beforeEach(async () => {
  setViewport(1280, 900);
  await resetAppState();
  // The app fetches the French texts on demand, and main.tsx waits for them before the first render of a
  // French page; tests render straight away, so the French texts are loaded up front (once per file).
  await loadLanguage('fr');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
