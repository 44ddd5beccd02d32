// The home page's data (GET home, and the server-side renderer calls loadHomePage directly): every block in
// parallel, the whole answer kept a minute per language.
import type { Locale } from '@rentals/shared';
import type { HomePageResponse } from '@rentals/shared/resources/home';
import type { ListingCard } from '@rentals/shared/resources/listings';
import type { Queryable } from '../../db/client.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import { loadSeoSettings } from '../seo/seo-settings.ts';
import { newestIds, popularCities, provincesWithListings, regionRentTrendTeaser } from './home-blocks.ts';

export const HOME_LIMITS = { popularCities: 12, featured: 8, newest: 8 } as const;

/** Counts lag listing_city_stats (10 minutes) anyway; a minute more spares the database on a busy front door. */
const HOME_TTL_MS = 60_000;
const cache = memoPerDatabase<HomePageResponse>('home-page', HOME_TTL_MS, 4);

export interface HomePageOptions {
  locale: Locale;
}

/** The home page's blocks in `locale`, from this process's cache when a minute old at most. */
export function loadHomePage(db: Queryable, { locale }: HomePageOptions): Promise<HomePageResponse> {
  return cache(db, locale, () => buildHomePage(db, locale, new Date()));
}

/** Drops the cached answers of `db` (tests; a write that must show at once). */
export function forgetHomePage(db: object): void {
  cache.forget(db, '');
}

async function buildHomePage(db: Queryable, locale: Locale, now: Date): Promise<HomePageResponse> {
  const permalink = await listingsPermalink(db);
  const cities = popularCities(db, permalink, locale, HOME_LIMITS.popularCities);
  const [popular, rentTrend, provinces, [featured, newest]] = await Promise.all([
    cities,
    Promise.all([cities, loadSeoSettings(db)]).then(([popular, { region }]) =>
      regionRentTrendTeaser(db, popular, region, now),
    ),
    provincesWithListings(db, permalink, locale),
    listingBlocks(db, permalink, now),
  ]);
  return { popularCities: popular.map((p) => p.city), featured, newest, provinces, rentTrend };
}

/** Featured and newest cards, hydrated together (a listing can be in both). */
async function listingBlocks(db: Queryable, permalink: string, now: Date): Promise<[ListingCard[], ListingCard[]]> {
  const [featuredIds, newIds] = await Promise.all([
    newestIds(db, { featured: true, limit: HOME_LIMITS.featured, now }),
    newestIds(db, { featured: false, limit: HOME_LIMITS.newest, now }),
  ]);
  const cards = await loadCards(db, [...new Set([...featuredIds, ...newIds])], { permalink });
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return [pick(featuredIds), pick(newIds)];
}
