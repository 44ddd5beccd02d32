// Public paths in the page's language: with /fr in front when the page is French.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, localizePath } from './i18n/index.ts';

export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname) ?? 'en';
  return useCallback((path: string) => localizePath(path, language), [language]);
}
