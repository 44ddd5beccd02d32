// How a listing's numbers read on cards, popups and the listing page, in the page's language ("$3,825",
// "1.5"; French "3 825 $", "1,5"): the same on the server and in the browser.
// A page of 20 cards is rendered on the server for every city page: formatters are made once, not per value.
import { formatDecimal, formatMoney, formatNumber, localIsoDate } from '@rentals/shared/format';
import './i18n/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** 215000 cents -> "$2,150/month" ("2 150 $/mois") */
export const rentPerMonth = (t: TFunction, cents: number, language: string) =>
  t('listingCard.perMonth', { rent: formatMoney(cents, language) });

/** 257500 cents -> "$2,575 total monthly": the rent and the mandatory monthly fees. */
export const totalMonthly = (t: TFunction, cents: number, language: string) =>
  t('listingCard.totalMonthly', { total: formatMoney(cents, language) });

/** 0 -> "Studio", 1 -> "1 bed", 2 -> "2 beds" */
export const bedsLabel = (t: TFunction, beds: number) =>
  beds === 0 ? t('listingCard.studio') : t('listingCard.beds', { count: beds });

/** 1 -> "1 bath", 1.5 -> "1.5 baths" ("1,5 salle de bain") */
export const bathsLabel = (t: TFunction, baths: number, language: string) =>
  t('listingCard.baths', { count: baths, formatted: formatDecimal(baths, language) });

/** 1250 -> "1,250 sq ft" ("1 250 pi²") */
export const sqftLabel = (t: TFunction, sqft: number, language: string) =>
  t('listingCard.sqft', { value: formatNumber(sqft, 0, language) });

// Short month names as Intl.DateTimeFormat writes them for en-US and fr-CA (format.test.ts checks every day of
// ten years against it). Not a formatter: making the first one loads the locale's data, ~40 ms of a phone's
// CPU in the task that hydrates the listing page; and the server's and the browser's ICU cannot differ.
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** "2025-06-01" -> "Jun 1, 2025" (en) or "1 juin 2025" (fr). */
export function formatIsoDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return language === 'fr' ? `${day} ${SHORT_MONTHS.fr[month]} ${year}` : `${SHORT_MONTHS.en[month]} ${day}, ${year}`;
}

/**
 * A moment (ISO timestamp) in the visitor's time zone: "Jun 1, 2025" (en) or "1 juin 2025" (fr), and with
 * `withTime` "Jan 13, 2026, 7:00 AM" / "13 janv. 2026, 07 h 00".
 */
export function formatTimestamp(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(
    language === 'fr' ? 'fr-CA' : 'en-US',
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { year: 'numeric', month: 'short', day: 'numeric' },
  ).format(date);
}

/** null or a date not after today -> "Available now"; later -> "Available Jun 1, 2025". */
export function availabilityLabel(
  t: TFunction,
  availableDate: string | null,
  language: string,
  today = localIsoDate(),
) {
  if (!availableDate || availableDate.slice(0, 10) <= today) return t('listingCard.availableNow');
  return t('listingCard.availableOn', { date: formatIsoDate(availableDate, language) });
}

/** "123 Main St" with its unit when there is one. */
export const streetLine = (t: TFunction, street: string, unit: string | null) =>
  unit ? t('listingCard.streetWithUnit', { street, unit }) : street;
