// Formatting shared by the API (emails) and the web app.

export type Region = 'CA' | 'US';

// One Intl formatter per number of decimals, made once: toLocaleString builds one per call, which costs more
// than the rest of a listing card (a server-rendered page formats a few hundred numbers).
const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1234567 -> "1,234,567" (spec 9: comma thousand separators, whatever the locale). */
export function formatNumber(value: number, fractionDigits = 0): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** Integer cents -> "$1,250" (or "$1,250.50" when there are cents). */
export function formatMoney(cents: number): string {
  const dollars = cents / 100;
  return `$${formatNumber(dollars, Number.isInteger(dollars) ? 0 : 2)}`;
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
