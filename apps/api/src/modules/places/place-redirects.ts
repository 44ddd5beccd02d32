// Renamed slugs (issue 15 section 4): the write that keeps an old search path working, and the resolver that
// answers it with the place's current path. A row points at the place, not at its next slug, so a path
// renamed twice leads straight to the current one and no loop can form.
import { type ListingsPath, listingsPaths, parseListingsPath } from '@rentals/shared/resources/listings';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { cities, metroAreas, type PLACE_REDIRECT_KINDS, placeRedirects, provinces } from '../../db/schema/index.ts';
import type { PathResolver } from '../seo/resolve.ts';

export type PlaceKind = (typeof PLACE_REDIRECT_KINDS)[number];

/**
 * Records that `placeId` was reachable at `oldSlug` (within `scopeId`: the province, for cities). Runs in the
 * rename's transaction. The new slug is a live path again, so a redirect from it (the place renamed back, or
 * another place taking a freed slug) is dropped.
 */
export async function recordSlugRename(
  tx: Tx,
  rename: { kind: PlaceKind; scopeId?: number; placeId: number; oldSlug: string; newSlug: string },
): Promise<void> {
  const { kind, placeId, oldSlug, newSlug } = rename;
  const scopeId = rename.scopeId ?? 0;
  if (oldSlug === newSlug) return;
  await tx
    .delete(placeRedirects)
    .where(
      and(eq(placeRedirects.kind, kind), eq(placeRedirects.scopeId, scopeId), eq(placeRedirects.oldSlug, newSlug)),
    );
  await tx
    .insert(placeRedirects)
    .values({ kind, scopeId, oldSlug, placeId })
    .onConflictDoUpdate({
      target: [placeRedirects.kind, placeRedirects.scopeId, placeRedirects.oldSlug],
      set: { placeId, createdAt: new Date() },
    });
}

/** Drops the redirects to a place that no longer exists. */
export async function forgetPlaceRedirects(tx: Tx, kind: PlaceKind, placeId: number): Promise<void> {
  await tx.delete(placeRedirects).where(and(eq(placeRedirects.kind, kind), eq(placeRedirects.placeId, placeId)));
}

async function redirectedId(db: Queryable, kind: PlaceKind, slug: string, scopeId = 0): Promise<number | null> {
  const [row] = await db
    .select({ placeId: placeRedirects.placeId })
    .from(placeRedirects)
    .where(and(eq(placeRedirects.kind, kind), eq(placeRedirects.scopeId, scopeId), eq(placeRedirects.oldSlug, slug)));
  return row?.placeId ?? null;
}

/** A province by its current slug or, failing that, by a slug it had: its id and current slug. */
async function provinceBySlug(db: Queryable, slug: string) {
  const [current] = await db
    .select({ id: provinces.id, slug: provinces.slug })
    .from(provinces)
    .where(eq(provinces.slug, slug));
  if (current) return current;
  const id = await redirectedId(db, 'province', slug);
  if (id === null) return null;
  const [renamed] = await db
    .select({ id: provinces.id, slug: provinces.slug })
    .from(provinces)
    .where(eq(provinces.id, id));
  return renamed ?? null;
}

async function citySlugIn(db: Queryable, provinceId: number, slug: string): Promise<string | null> {
  const [current] = await db
    .select({ slug: cities.slug })
    .from(cities)
    .where(and(eq(cities.provinceId, provinceId), eq(cities.slug, slug)));
  if (current) return current.slug;
  const id = await redirectedId(db, 'city', slug, provinceId);
  if (id === null) return null;
  const [renamed] = await db
    .select({ slug: cities.slug })
    .from(cities)
    .where(and(eq(cities.id, id), eq(cities.provinceId, provinceId)));
  return renamed?.slug ?? null;
}

/** The current path of a search page whose path holds an old slug; null when nothing was renamed from it. */
export async function placeRedirectTarget(
  db: Queryable,
  path: ListingsPath,
  permalink: string,
): Promise<string | null> {
  switch (path.kind) {
    case 'province': {
      const province = await provinceBySlug(db, path.provinceSlug);
      return province ? listingsPaths.province(permalink, province.slug) : null;
    }
    case 'metro': {
      const id = await redirectedId(db, 'metro', path.metroSlug);
      if (id === null) return null;
      const [metro] = await db.select({ slug: metroAreas.slug }).from(metroAreas).where(eq(metroAreas.id, id));
      return metro ? listingsPaths.metro(permalink, metro.slug) : null;
    }
    case 'city': {
      const province = await provinceBySlug(db, path.provinceSlug);
      if (!province) return null;
      const citySlug = await citySlugIn(db, province.id, path.citySlug);
      return citySlug ? listingsPaths.city(permalink, province.slug, citySlug) : null;
    }
    default:
      return null;
  }
}

/** After the listings resolver: a search path with an old slug answers a redirect to the current path. */
export const resolvePlaceRedirect: PathResolver = async ({ db, path, settings }) => {
  const permalink = settings.listingsPermalink;
  const parsed = parseListingsPath(path, permalink);
  if (!parsed) return null;
  const to = await placeRedirectTarget(db, parsed, permalink);
  if (!to || to === path) return null;
  return { response: { type: 'redirect', to }, ogType: 'website', noindex: true };
};
