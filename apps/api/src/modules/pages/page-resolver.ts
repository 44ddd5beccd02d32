// A published page at its path (GET resolve and the server-rendered HTML): looked up by language and exact
// path after the listings resolver, with everything its layout shows in the one answer (field values, the
// hero image's size, the city and its search page, listing cards), its meta and a BreadcrumbList. Drafts and
// archived pages are unknown to visitors (404).
import type { Locale } from '@rentals/shared';
import type { ListingCard } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import type { PageLayout, PublicPage } from '@rentals/shared/resources/pages';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, pages, pageTypes, provinces, type StoredPageTypeField } from '../../db/schema/index.ts';
import { textOfRichText } from '../../lib/rich-text/index.ts';
import { publicFormOf } from '../forms/public-form.ts';
import { loadHomePage } from '../home/home.service.ts';
import { searchListings } from '../search/search.service.ts';
import { absoluteUrl, type PageAddress, pageMeta } from '../seo/page-meta.ts';
import type { PathResolver } from '../seo/resolve.ts';
import { uploadedImage } from './page-fields.ts';

/** Listing cards a city guide or a landing page shows. */
export const PAGE_LISTINGS = 4;

const HOME_NAME: Record<Locale, string> = { en: 'Home', fr: 'Accueil' };

type Values = Record<string, string | number | null>;

async function findPublishedPage(db: Queryable, path: string, language: Locale) {
  const [row] = await db
    .select({
      id: pages.id,
      title: pages.title,
      path: pages.path,
      language: pages.language,
      body: pages.body,
      fieldValues: pages.fieldValues,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      updatedAt: pages.updatedAt,
      layout: pageTypes.layout,
      fields: pageTypes.fields,
    })
    .from(pages)
    .innerJoin(pageTypes, eq(pageTypes.id, pages.pageTypeId))
    .where(and(eq(pages.language, language), eq(pages.path, path), eq(pages.status, 'published')))
    .limit(1);
  return row ?? null;
}

const firstOf = (fields: StoredPageTypeField[], kind: StoredPageTypeField['kind'], values: Values) =>
  fields.map((field) => (field.kind === kind ? values[field.key] : undefined)).find((v) => v != null) ?? null;

async function cityOf(db: Queryable, id: number, permalink: string) {
  const [row] = await db
    .select({
      id: cities.id,
      name: cities.name,
      nameFr: cities.nameFr,
      slug: cities.slug,
      provinceSlug: provinces.slug,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, id))
    .orderBy(asc(cities.id))
    .limit(1);
  return row ? { ...row, path: listingsPaths.city(permalink, row.provinceSlug, row.slug) } : null;
}

async function listingsFor(
  db: Queryable,
  layout: PageLayout,
  cityId: number | null,
  locale: Locale,
  permalink: string,
): Promise<ListingCard[]> {
  if (layout === 'landing') return (await loadHomePage(db, { locale })).featured.slice(0, PAGE_LISTINGS);
  if (layout === 'city-guide' && cityId !== null) {
    const found = await searchListings(db, { cityId, sort: 'newest', count: false }, { permalink });
    return found.listings.slice(0, PAGE_LISTINGS);
  }
  return [];
}

export function breadcrumbJsonLd(address: PageAddress, title: string, canonicalUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: HOME_NAME[address.locale], item: absoluteUrl(address, '/') },
      { '@type': 'ListItem', position: 2, name: title, item: canonicalUrl },
    ],
  };
}

export const resolvePagePath: PathResolver = async ({ db, path, address, settings }) => {
  if (path === '/') return null;
  const row = await findPublishedPage(db, path, address.locale);
  if (!row) return null;
  const values = row.fieldValues as Values;
  const permalink = settings.listingsPermalink;
  const imageUrl = firstOf(row.fields, 'image', values);
  const cityId = firstOf(row.fields, 'city', values);
  const formId = firstOf(row.fields, 'form', values);
  const [image, city, form] = await Promise.all([
    typeof imageUrl === 'string' ? uploadedImage(db, imageUrl) : null,
    typeof cityId === 'number' ? cityOf(db, cityId, permalink) : null,
    typeof formId === 'number' ? publicFormOf(db, formId, address.locale) : null,
  ]);
  const listings = await listingsFor(db, row.layout, city?.id ?? null, address.locale, permalink);
  const texts = row.fields.flatMap((field) => {
    const value = values[field.key];
    if (typeof value !== 'string' || value === '') return [];
    if (field.kind !== 'text' && field.kind !== 'textarea' && field.kind !== 'richText') return [];
    return [{ key: field.key, label: address.locale === 'fr' ? field.labelFr : field.label, kind: field.kind, value }];
  });
  const page: PublicPage & { listings: ListingCard[] } = {
    id: row.id,
    title: row.title,
    path: row.path,
    language: row.language,
    layout: row.layout,
    body: row.body,
    texts,
    image,
    city: city ? { id: city.id, name: (address.locale === 'fr' && city.nameFr) || city.name, path: city.path } : null,
    form,
    listings,
    updatedAt: row.updatedAt.toISOString(),
  };
  const meta = pageMeta(settings, address, row.path, {
    title: row.seoTitle || row.title,
    description: row.seoDescription || textOfRichText(row.body),
    image: image ? `${address.origin}${image.url}` : null,
  });
  return {
    response: { type: 'page', meta, page },
    ogType: 'website',
    jsonLd: breadcrumbJsonLd(address, row.title, meta.canonicalUrl),
  };
};

/** Published pages for /sitemap.xml: absolute URLs in their language, with their last change. */
export async function publishedPageUrls(db: Queryable, origin: string): Promise<{ loc: string; lastmod: Date }[]> {
  const rows = await db
    .select({ path: pages.path, language: pages.language, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.status, 'published'))
    .orderBy(asc(pages.language), asc(pages.path));
  return rows.map((row) => ({ loc: absoluteUrl({ origin, locale: row.language }, row.path), lastmod: row.updatedAt }));
}
