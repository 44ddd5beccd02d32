// Formatting shared by the API (emails) and the web app.

export type Region = 'CA' | 'US';

/** The languages numbers are written in: English (en-CA, en-US) and French (fr-CA). */
const SEPARATORS = {
  en: { group: ',', decimal: '.' },
  // As Intl.NumberFormat('fr-CA') writes them: a no-break space between thousands, a decimal comma.
  fr: { group: '\u00a0', decimal: ',' },
} as const;

const separatorsOf = (language: string) => (language === 'fr' ? SEPARATORS.fr : SEPARATORS.en);

/**
 * 1234567 -> "1,234,567" in English (spec 9: comma thousand separators), "1 234 567" in French (`language`
 * 'fr', a no-break space, and "1,5" for 1.5), as Intl.NumberFormat en-US / fr-CA write them. Not
 * Intl.NumberFormat: making the first one loads the locale's data, ~40 ms of a phone's CPU in the task that
 * hydrates a page, and the server's and the browser's ICU could differ (the text must not change on hydration).
 */
export function formatNumber(value: number, fractionDigits = 0, language = 'en'): string {
  const { group, decimal } = separatorsOf(language);
  const [whole = '', fraction] = roundedAbs(value, fractionDigits).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** A number of baths, a size: at most one decimal, shown only when there is one ("1.5", "1,5"; "2"). */
export function formatDecimal(value: number, language = 'en'): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 1, language);
}

/**
 * |value| with `digits` decimals, rounded half up on its shortest decimal form, as Intl does (3280533.55 ->
 * "3280533.6"; toFixed rounds the binary value, 3280533.5499..., down).
 */
function roundedAbs(value: number, digits: number): string {
  const decimal = String(Math.abs(value));
  if (decimal.includes('e')) return Math.abs(value).toFixed(digits);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const text = (kept + ((fraction[digits] ?? '0') >= '5' ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Integer cents -> "$1,250" (or "$1,250.50" when there are cents); in French (`language` 'fr') "1 250 $" and
 * "1 250,50 $", as Intl.NumberFormat fr-CA writes dollars (no-break spaces).
 */
export function formatMoney(cents: number, language = 'en'): string {
  const dollars = cents / 100;
  const amount = formatNumber(dollars, Number.isInteger(dollars) ? 0 : 2, language);
  return language === 'fr' ? `${amount}\u00a0$` : `$${amount}`;
}

/** Shortens text to at most `max` characters, ending with an ellipsis, cutting at a word when it can. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** In the US region 'favourite' is written 'favorite' (spec 1 and 9); case is kept. */
export function regionWords(text: string, region: Region): string {
  if (region !== 'US') return text;
  return text.replace(/([Ff])avourite/g, '$1avorite').replace(/FAVOURITE/g, 'FAVORITE');
}

export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** YYYY-MM-DD of `date` in the time zone of whoever runs the code (the renter's, in the browser). */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
