// What a public path is (GET resolve, and the HTML the server sends for it): a list of resolvers tried in
// order, the first that recognises the path wins. Listings paths are the first; the CMS adds pages and posts.
import type { Locale } from '@rentals/shared';
import {
  type ListingDetail,
  listingsPaths,
  parseListingsPath,
  type ResolveResponse,
} from '@rentals/shared/resources/listings';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { resolveFaqPath } from '../faqs/faq-page.ts';
import { resolveListingRedirect } from '../listing-merge/listing-redirect.ts';
import { findPublicListing, loadListingDetail, type PublicListingRow } from '../listings/listing-detail.ts';
import { searchPlaceOf } from '../listings/search-places.ts';
import { resolvePagePath } from '../pages/page-resolver.ts';
import { resolveCitiesPath } from '../places/cities-page.ts';
import { resolvePlaceRedirect } from '../places/place-redirects.ts';
import { resolveBlogPath } from '../posts/blog-resolve.ts';
import { currencyOf, listingJsonLd, widestSource } from './listing-json-ld.ts';
import { favouritesMeta, listingMeta, type PageAddress, searchMeta } from './page-meta.ts';
import type { SeoSettings } from './seo-settings.ts';

export interface ResolveContext {
  db: Queryable;
  /** Without language prefix, query or trailing slash: "/rentals/ontario/toronto" ("/" for the home page). */
  path: string;
  /** The query of the address ("?p=2"), '' without one: the blog's pages read their page number from it. */
  search?: string;
  address: PageAddress;
  settings: SeoSettings;
}

export interface ResolvedPage {
  response: ResolveResponse;
  /** Open Graph type of the page. */
  ogType: 'website' | 'product' | 'article';
  /** Kept out of search indexes (a visitor's own favourites). */
  noindex?: boolean;
  /** Never kept by a cache (a draft's private preview). */
  private?: boolean;
  /** The page in each language, without prefix, when its paths differ (a post and its translation). */
  alternates?: Partial<Record<Locale, string>>;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>;
  /** For product:price:* tags. */
  price?: { amount: number; currency: string };
  /** A listing page's listing, as read to resolve it (the server renderer shows it). */
  listing?: { row: PublicListingRow; detail: ListingDetail; permalink: string };
}

/** Recognises a path and answers what it is, or null to let the next resolver try. */
export type PathResolver = (context: ResolveContext) => Promise<ResolvedPage | null>;

/** /{listings permalink}/...: search pages, listing pages and the favourites page. */
export const resolveListingsPath: PathResolver = async ({ db, path, address, settings }) => {
  const permalink = settings.listingsPermalink;
  const parsed = parseListingsPath(path, permalink);
  if (!parsed) return null;

  if (parsed.kind === 'favourites') {
    const meta = favouritesMeta(settings, address, listingsPaths.favourites(permalink));
    return { response: { type: 'favourites', meta }, ogType: 'website', noindex: true };
  }

  if (parsed.kind === 'listing') {
    const row = await findPublicListing(db, parsed.listingId);
    if (!row) return null;
    const listing = await loadListingDetail(db, row, permalink);
    const firstPhoto = listing.photos[0];
    const image = firstPhoto ? `${address.origin}${widestSource(firstPhoto)}` : null;
    const meta = listingMeta(settings, address, listing.path, listing, image);
    return {
      response: { type: 'listing', listingId: listing.id, canonicalPath: listing.path, meta },
      ogType: 'product',
      jsonLd: listingJsonLd(listing, meta, { country: row.provinceCountry, origin: address.origin }),
      price: { amount: listing.rent / 100, currency: currencyOf(row.provinceCountry) },
      listing: { row, detail: listing, permalink },
    };
  }

  const place = await searchPlaceOf(db, parsed, permalink, address.locale);
  if (!place) return null;
  return { response: { type: 'search', place, meta: searchMeta(settings, address, place) }, ogType: 'website' };
};

/** Tried in order. */
export const PATH_RESOLVERS: PathResolver[] = [
  resolveListingsPath,
  resolveListingRedirect,
  resolvePlaceRedirect,
  resolveFaqPath,
  resolveCitiesPath,
  resolveBlogPath,
  resolvePagePath,
];

export async function resolvePage(context: ResolveContext): Promise<ResolvedPage | null> {
  for (const resolver of PATH_RESOLVERS) {
    const page = await resolver(context);
    if (page) return page;
  }
  return null;
}

/** A draft's private preview (/blog/preview/{token}), opened by its author right after saving it. */
const PREVIEW_PATH = /^\/blog\/preview\//;

/**
 * Which database a public page reads (`path` as splitLanguage gives it): the replica when there is one
 * (app.dbRead; a page may lag a write by a moment), except a private preview, which must show the save just made.
 */
export function pageReader(app: Pick<FastifyInstance, 'db' | 'dbRead'>, path: string): Queryable {
  return PREVIEW_PATH.test(path) ? app.db : app.dbRead;
}

/**
 * A path as a page sees it: "/fr/rentals/ontario/?x=1" -> { path: "/rentals/ontario", locale: "fr" }. The
 * query and fragment are dropped, a missing leading slash added, trailing slashes removed.
 */
export function splitLanguage(raw: string): { path: string; locale: Locale } {
  let path = raw.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) path = `/${path}`;
  let locale: Locale = 'en';
  if (path === '/fr' || path.startsWith('/fr/')) {
    locale = 'fr';
    path = path.slice(3);
  }
  path = path.replace(/\/+$/, '');
  return { path: path === '' ? '/' : path, locale };
}
