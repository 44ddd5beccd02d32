// English and French texts for every UI text (the engine: translator.ts). The language comes from an optional
// `/fr` path prefix on public pages (the signed-in areas follow the user's locale); the region's words come from
// app-translator.ts.
//
// To keep the first download small (DESIGN section 9) the entry ships only the shell's English texts
// (en.ts): each feature's English texts come with its chunk (registerEnglish), and every French text comes
// in one pack (app/i18n-french.ts, registered by main.tsx with setFrenchPack) fetched the first time a page
// is shown in French.
import { regionWords } from '@rentals/shared/format';
import { isPanelPath } from '../panel-paths.ts';
import { getRegion, i18n } from './app-translator.ts';
import type { TranslationTree } from './strings.ts';

export { getRegion, i18n, setRegion } from './app-translator.ts';
export { I18nProvider, Trans, useTranslation } from './react.tsx';
export type { TFunction, Translator } from './translator.ts';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Applies the region's words to text that does not come from the translation files (menus, content). */
export function localWords(text: string): string {
  return regionWords(text, getRegion());
}

export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}

/**
 * Adds the English texts of a part of the app (keys unchanged: `search.titleAll` stays `search.titleAll`).
 * Its i18n module calls this when its chunk loads, and every module using the texts imports that module.
 */
export function registerEnglish(texts: TranslationTree) {
  i18n.addResourceBundle('en', texts);
}

/** Fetches the French pack: every French text, as one lazily loaded module (app/i18n-french.ts). */
export type FrenchPackLoader = () => Promise<{ french: TranslationTree[] }>;

let loadFrenchPack: FrenchPackLoader = () => Promise.reject(new Error('No French pack: see setFrenchPack.'));
let french: Promise<void> | null = null;
let frenchLoaded = false;

/**
 * Where the French texts come from: main.tsx (and the test setup) give `() => import('./app/i18n-french.ts')`.
 * The pack gathers every layer's texts, features included, which lib may not import itself.
 */
export function setFrenchPack(load: FrenchPackLoader) {
  loadFrenchPack = load;
}

/**
 * Loads the language's texts (English always is). French comes as one pack, fetched once; a failed fetch
 * is retried next time, and English shows meanwhile.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  french ??= loadFrenchPack().then(
    (pack) => {
      for (const texts of pack.french) i18n.addResourceBundle('fr', texts);
      frenchLoaded = true;
    },
    (error: unknown) => {
      french = null;
      console.error('Could not load the French texts; showing English.', error);
    },
  );
  return french;
}

/** The language being switched to (it becomes i18n.language once its texts are loaded). */
let targetLanguage: Language = 'en';

function applyLanguage(language: Language) {
  i18n.changeLanguage(language);
  // Setting it, even to the value it has, makes the browser match every element's style again (:lang()).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

/**
 * Switches language: at once when its texts are loaded, else once they are (a later call wins over one
 * still loading). main.tsx waits for it before the first render, so a French page never shows English.
 */
export function setLanguage(language: Language): Promise<void> {
  targetLanguage = language;
  if (language === 'en' || frenchLoaded) {
    applyLanguage(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(() => {
    if (targetLanguage === language) applyLanguage(language);
  });
}

/** '/fr' or '/fr/...' -> 'fr'; anything else -> null (no prefix). */
export function languageFromPath(pathname: string): Language | null {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : null;
}

/** Removes the `/fr` prefix: '/fr/login' -> '/login', '/fr' -> '/'. */
export function stripLanguagePrefix(pathname: string): string {
  if (!languageFromPath(pathname)) return pathname;
  return pathname.slice(3) || '/';
}

/**
 * A public path in the given language: ('/login', 'fr') -> '/fr/login'. Absolute URLs and the panels
 * (/admin, /portal, /support: no French variant) are left alone.
 */
export function localizePath(path: string, language: Language): string {
  if (language !== 'fr' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (isPanelPath(path)) return path;
  if (languageFromPath(path)) return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
