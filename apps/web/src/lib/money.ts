// Amounts in cents shown in the reader's language: "$113.00" (en-CA), "113,00 $" (fr-CA); tax rates likewise.
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** "13%", "9,975 %": a tax rate in thousandths of a percent. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(rate / 100_000);
}
