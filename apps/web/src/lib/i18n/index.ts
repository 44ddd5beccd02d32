// i18next with English and French resources for every UI text. The language comes from an optional
// `/fr` path prefix on public pages (the signed-in areas follow the user's locale). In the US region a
// post-processor rewrites favourite -> favorite in every translated string (spec 1 and 9), texts added
// later included.
//
// To keep the first download small (DESIGN section 9) the entry ships only the shell's English texts.
// French is fetched the first time it is needed, and each feature brings its own texts with its chunk:
// `await registerTranslations(...)` at the top level of the feature's i18n module, so the chunk finishes
// loading only once its texts (French ones included, on a French page) are in place: no English flash.
import { type Region, regionWords } from '@rentals/shared/format';
import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isPanelPath } from '../panel-paths.ts';
import { en } from './en.ts';
import type { TranslationTree } from './strings.ts';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

let region: Region = 'CA';

export const REGION_CHANGED = 'regionChanged';

const regionProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'region',
  process: (value: string) => regionWords(value, region),
};

export const i18n = i18next.createInstance();

void i18n
  .use(regionProcessor)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    postProcess: ['region'],
    initAsync: false,
    returnNull: false,
    react: { bindI18n: `languageChanged ${REGION_CHANGED}`, useSuspense: false },
  });

export function getRegion(): Region {
  return region;
}

/** Sets the region from site settings; components re-render with the region's words. */
export function setRegion(next: Region) {
  if (next === region) return;
  region = next;
  i18n.emit(REGION_CHANGED);
}

/** Applies the region's words to text that does not come from the translation files (menus, content). */
export function localWords(text: string): string {
  return regionWords(text, region);
}

export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}

/** The texts of one part of the app: the English ones ship with it, the French ones load on demand. */
export interface TranslationBundle {
  en: TranslationTree;
  fr: () => Promise<TranslationTree>;
}

const bundles: TranslationBundle[] = [];
const frenchLoads = new Map<TranslationBundle, Promise<void>>();
const frenchLoaded = new Set<TranslationBundle>();
/** The language being switched to (it becomes i18n.language once its texts are loaded). */
let targetLanguage: Language = 'en';

function addTexts(language: Language, texts: TranslationTree) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

function isLoaded(bundle: TranslationBundle, language: Language) {
  return language === 'en' || frenchLoaded.has(bundle);
}

/** Loads the bundle's texts in `language` once. A failed load is retried next time; meanwhile English shows. */
function loadBundle(bundle: TranslationBundle, language: Language): Promise<void> {
  if (isLoaded(bundle, language)) return Promise.resolve();
  let load = frenchLoads.get(bundle);
  if (!load) {
    load = bundle.fr().then(
      (texts) => {
        addTexts('fr', texts);
        frenchLoaded.add(bundle);
      },
      (error: unknown) => console.error('Could not load the French texts; showing English.', error),
    );
    load.finally(() => frenchLoads.delete(bundle));
    frenchLoads.set(bundle, load);
  }
  return load;
}

/** Loads the texts of every part of the app registered so far in `language`. */
export async function loadLanguage(language: Language) {
  await Promise.all(bundles.map((bundle) => loadBundle(bundle, language)));
}

/**
 * Adds a part of the app's texts (keys unchanged: `search.titleAll` stays `search.titleAll`). Resolves once
 * they are usable in the language shown or being switched to: await it at the top level of the feature's
 * i18n module.
 */
export function registerTranslations(bundle: TranslationBundle): Promise<void> {
  if (!bundles.includes(bundle)) {
    bundles.push(bundle);
    addTexts('en', bundle.en);
  }
  return loadBundle(bundle, targetLanguage);
}

// The shell's texts: their English is in the init resources above.
bundles.push({ en, fr: () => import('./fr.ts').then((m) => m.fr) });

function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches language: at once when its texts are loaded, else once they are (a later call wins over one
 * still loading). main.tsx waits for it before the first render, so a French page never shows English.
 */
export function setLanguage(language: Language): Promise<void> {
  targetLanguage = language;
  if (bundles.every((bundle) => isLoaded(bundle, language))) {
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
