// What the back office adds to a city's search page: its French name (on French pages) and its introduction in
// the page's language. Each language shows its own introduction or none: one is written for one audience.
import type { Locale } from '@rentals/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';

export interface CityTexts {
  /** The French name on a French page; null otherwise (the page keeps the name it has). */
  name: string | null;
  intro: string | null;
}

export async function cityTexts(db: Queryable, cityId: number, locale: Locale): Promise<CityTexts> {
  const [row] = await db
    .select({ nameFr: cities.nameFr, introEn: cities.introEn, introFr: cities.introFr })
    .from(cities)
    .where(eq(cities.id, cityId));
  if (!row) return { name: null, intro: null };
  return locale === 'fr' ? { name: row.nameFr, intro: row.introFr } : { name: null, intro: row.introEn };
}
