// What the back office adds to a city's search page: its French name (on French pages) and its introduction in
// the page's language. Each language shows its own introduction or none: one is written for one audience.
import type { Locale } from '@rentals/shared';

export interface CityTexts {
  /** The French name on a French page; null otherwise (the page keeps the name it has). */
  name: string | null;
  intro: string | null;
}

/** The texts of a city row read with its French name and introductions (search/city-page.ts's cityBySlugs). */
export function cityTexts(
  row: { nameFr: string | null; introEn: string | null; introFr: string | null },
  locale: Locale,
): CityTexts {
  return locale === 'fr' ? { name: row.nameFr, intro: row.introFr } : { name: null, intro: row.introEn };
}
