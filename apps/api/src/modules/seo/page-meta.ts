// Titles, descriptions and canonical URLs of public pages, in English or French (the page's /fr prefix), for
// GET resolve and for the meta tags the server writes into the HTML.
import { type Locale, regionWords } from '@rentals/shared';
import { formatMoney, formatNumber, truncate } from '@rentals/shared/format';
import { RENTAL_TYPES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { PageMeta, SearchPlace } from '@rentals/shared/resources/listings';
import type { FastifyRequest } from 'fastify';
import type { SeoSettings } from './seo-settings.ts';

export const DESCRIPTION_MAX = 160;

/** Where a page is served: the site's origin and the page's language (its /fr prefix). */
export interface PageAddress {
  /** "https://rentals.example", no trailing slash. */
  origin: string;
  locale: Locale;
}

/** APP_URL when set (behind a proxy it is the public name), else the address the request came to. */
export function originOf(request: FastifyRequest): string {
  const configured = request.server.config.APP_URL;
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** `path` (no language prefix) as an absolute URL in `locale`. */
export function absoluteUrl(address: PageAddress, path: string): string {
  const prefix = address.locale === 'fr' ? '/fr' : '';
  const tail = path === '/' && prefix ? '' : path;
  return `${address.origin}${prefix}${tail}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
export const metaDescription = (text: string) => truncate(oneLine(text), DESCRIPTION_MAX);
const withSite = (title: string, settings: SeoSettings) => `${title} | ${settings.siteName}`;

export function pageMeta(
  settings: SeoSettings,
  address: PageAddress,
  path: string,
  parts: { title?: string; description?: string; image?: string | null },
): PageMeta {
  return {
    title: parts.title ? withSite(parts.title, settings) : settings.siteName,
    description: metaDescription(parts.description || settings.siteDescription),
    canonicalUrl: absoluteUrl(address, path),
    image: parts.image ?? null,
  };
}

// ---------------------------------------------------------------- search pages

const SEARCH_TITLE: Record<Locale, (where: string | null, kind: SearchPlace['kind']) => string> = {
  en: (where) => (where ? `Apartments and houses for rent in ${where}` : 'Apartments and houses for rent'),
  // "à Toronto" reads right for every city; provinces and areas take varying articles (au Québec, en
  // Ontario), so they follow a dash.
  fr: (where, kind) =>
    where
      ? `Appartements et maisons à louer ${kind === 'city' ? 'à' : '–'} ${where}`
      : 'Appartements et maisons à louer',
};

const SEARCH_DESCRIPTION: Record<Locale, (where: string) => string> = {
  en: (where) =>
    `Find apartments, houses and condos for rent in ${where}. Compare rents, photos and amenities, and see every rental on the map.`,
  fr: (where) =>
    `Trouvez des appartements, maisons et condos à louer – ${where}. Comparez les loyers, les photos et les commodités, et voyez chaque annonce sur la carte.`,
};

export function searchMeta(settings: SeoSettings, address: PageAddress, place: SearchPlace): PageMeta {
  const where = place.kind === 'all' ? null : place.label;
  return pageMeta(settings, address, place.path, {
    title: SEARCH_TITLE[address.locale](where, place.kind),
    description: where ? SEARCH_DESCRIPTION[address.locale](where) : settings.siteDescription,
  });
}

// ---------------------------------------------------------------- favourites

const FAVOURITES_TITLE: Record<Locale, string> = { en: 'My favourites', fr: 'Mes favoris' };

export function favouritesMeta(settings: SeoSettings, address: PageAddress, path: string): PageMeta {
  return pageMeta(settings, address, path, { title: regionWords(FAVOURITES_TITLE[address.locale], settings.region) });
}

// ---------------------------------------------------------------- listing pages

export interface ListingMetaFacts {
  title: string;
  description: string;
  rentalType: string;
  beds: number;
  baths: number;
  sqft: number | null;
  rent: number;
  streetAddress: string;
  cityName: string;
  provinceCode: string;
}

const typeLabel = (rentalType: string, locale: Locale) => termLabel(RENTAL_TYPES, rentalType, locale);
const bathsText = (baths: number) => formatNumber(baths, Number.isInteger(baths) ? 0 : 1);

const LISTING_TITLE: Record<Locale, (l: ListingMetaFacts) => string> = {
  // "2 bed apartment for rent at 123 Main St, Toronto, ON – $2,150/month"
  en: (l) => {
    const type = typeLabel(l.rentalType, 'en').toLowerCase();
    const what = l.rentalType === 'room' ? 'Room' : l.beds === 0 ? `Studio ${type}` : `${l.beds} bed ${type}`;
    return `${what} for rent at ${l.streetAddress}, ${l.cityName}, ${l.provinceCode} – ${formatMoney(l.rent)}/month`;
  },
  // "Appartement 2 chambres à louer, 123 Main St, Toronto, ON – $2,150/mois"
  fr: (l) => {
    const type = typeLabel(l.rentalType, 'fr');
    const rooms = l.rentalType === 'room' ? '' : l.beds === 0 ? ' studio' : ` ${l.beds} ch.`;
    return `${type}${rooms} à louer, ${l.streetAddress}, ${l.cityName}, ${l.provinceCode} – ${formatMoney(l.rent)}/mois`;
  },
};

const LISTING_FACTS: Record<Locale, (l: ListingMetaFacts) => string> = {
  en: (l) =>
    [
      `${formatMoney(l.rent)}/month`,
      l.beds === 0 ? 'studio' : `${l.beds} bed${l.beds === 1 ? '' : 's'}`,
      `${bathsText(l.baths)} bath${l.baths === 1 ? '' : 's'}`,
      l.sqft ? `${formatNumber(l.sqft)} sq ft` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  fr: (l) =>
    [
      `${formatMoney(l.rent)}/mois`,
      l.beds === 0 ? 'studio' : `${l.beds} chambre${l.beds === 1 ? '' : 's'}`,
      `${bathsText(l.baths)} salle${l.baths <= 1 ? '' : 's'} de bain`,
      l.sqft ? `${formatNumber(l.sqft)} pi²` : null,
    ]
      .filter(Boolean)
      .join(' · '),
};

export function listingMeta(
  settings: SeoSettings,
  address: PageAddress,
  canonicalPath: string,
  listing: ListingMetaFacts,
  image: string | null,
): PageMeta {
  const facts = LISTING_FACTS[address.locale](listing);
  const about = oneLine(listing.description) || oneLine(listing.title);
  return pageMeta(settings, address, canonicalPath, {
    title: LISTING_TITLE[address.locale](listing),
    description: `${facts}. ${about}`,
    image,
  });
}

// ---------------------------------------------------------------- the rest

const NOT_FOUND_TITLE: Record<Locale, string> = { en: 'Page not found', fr: 'Page introuvable' };

export function notFoundMeta(settings: SeoSettings, address: PageAddress, path: string): PageMeta {
  return pageMeta(settings, address, path, { title: NOT_FOUND_TITLE[address.locale] });
}
