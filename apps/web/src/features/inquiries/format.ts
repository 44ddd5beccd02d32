// How My Inquiries writes the time an inquiry was sent.

/** An ISO timestamp in the renter's time zone: "Jan 13, 2026, 7:00 AM" / "13 janv. 2026, 07 h 00". */
export function formatSentAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
