import { type Language, useTranslation } from '../../lib/i18n/index.ts';

/** The current language, re-rendering the caller when it changes (currentLanguage() does not). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

/** An ISO timestamp as the support pages show it: date and time in the Canadian locale of the language. */
export const formatDateTime = (value: string, language: Language) =>
  new Date(value).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');
