// Small helpers of the lead's page: a field's message from a failed write, and dates in the page's language.
import { isApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export const fieldError = (error: unknown, field: string) =>
  isApiError(error) ? (error.errors?.[field]?.[0] ?? null) : null;

export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr-CA' : 'en-CA';
  return {
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    day: (day: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  };
}
