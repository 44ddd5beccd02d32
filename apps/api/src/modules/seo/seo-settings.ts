// The few site settings that page titles and links need, in one small query (every HTML page reads them).
import type { Region } from '@rentals/shared/resources/site';
import { settingValueOr } from '@rentals/shared/resources/site-settings';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { DEFAULT_SITE_SETTINGS } from '../../db/seed/site.ts';
import { memoPerDatabase } from '../../lib/memo.ts';

export interface SeoSettings {
  siteName: string;
  siteDescription: string;
  region: Region;
  /** The listings permalink, e.g. "rentals". */
  listingsPermalink: string;
  /** Image of link previews for pages without their own: a path or a URL, '' for none. */
  defaultOgImage: string;
  /** false: robots.txt disallows everything. */
  robotsIndex: boolean;
  /** URLs per sitemap file before /sitemap.xml becomes an index. */
  sitemapUrlsPerFile: number;
}

const KEYS = [
  'siteName',
  'siteDescription',
  'region',
  'listings',
  'defaultOgImage',
  'robotsIndex',
  'sitemapUrlsPerFile',
] as const;

type TextKey = 'siteName' | 'siteDescription' | 'listings';

const defaultOf = (key: TextKey) => DEFAULT_SITE_SETTINGS.find((s) => s.key === key)?.value;

/** A non-empty string setting, else its default. */
function textSetting(stored: Map<string, unknown>, key: TextKey): string {
  const value = stored.get(key);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const fallback = defaultOf(key);
  return typeof fallback === 'string' ? fallback : '';
}

export async function loadSeoSettings(db: Queryable): Promise<SeoSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    siteName: textSetting(stored, 'siteName'),
    siteDescription: textSetting(stored, 'siteDescription'),
    region: stored.get('region') === 'US' ? 'US' : 'CA',
    listingsPermalink: textSetting(stored, 'listings'),
    defaultOgImage: settingValueOr('defaultOgImage', stored.get('defaultOgImage')),
    robotsIndex: settingValueOr('robotsIndex', stored.get('robotsIndex')),
    sitemapUrlsPerFile: settingValueOr('sitemapUrlsPerFile', stored.get('sitemapUrlsPerFile')),
  };
}

const kept = memoPerDatabase<SeoSettings>('seo-settings', 60_000, 1);

/**
 * loadSeoSettings for the server-rendered pages, which all read them: kept a minute, and dropped when settings
 * are saved (forgetSeoSettings, on every instance), so a save shows on the next page.
 */
export const pageSeoSettings = (db: Queryable) => kept(db, 'seo', () => loadSeoSettings(db));

export const forgetSeoSettings = (db: object) => kept.forget(db, 'seo');
