// i18next with English and French resources for every UI text. The language comes from an optional
// `/fr` path prefix on public pages (the signed-in areas follow the user's locale). In the US region a
// post-processor rewrites favourite -> favorite in every translated string (spec 1 and 9).
import { type Region, regionWords } from '@rentals/shared/format';
import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isPanelPath } from '../panel-paths.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

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
    resources: { en: { translation: en }, fr: { translation: fr } },
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

export async function setLanguage(language: Language) {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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
