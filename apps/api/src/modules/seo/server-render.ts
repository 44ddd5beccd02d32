// The web app's server renderer, seen from the API: the built bundle (apps/web/dist-ssr, made by `npm run
// build`), the data a public page needs read through the same services the API routes call (no HTTP), and the
// tags that load the page's chunks and stylesheets. Without a built renderer the API sends the app shell and
// the browser renders the page, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@rentals/shared';
import { homePageResponseSchema } from '@rentals/shared/resources/home';
import {
  type ListingResponse,
  listingResponseSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
} from '@rentals/shared/resources/listings';
import {
  contentBlocksResponseSchema,
  projectModulesFormattedResponseSchema,
  siteSettingsResponseSchema,
} from '@rentals/shared/resources/site';
import type { ServerLoaders, ServerRenderer, ServerSiteData } from '@rentals/shared/server-render';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { loadHomePage } from '../home/home.service.ts';
import { countView, sharedLocationListings } from '../listings/listing-detail.ts';
import { searchListings } from '../search/search.service.ts';
import { formattedProjectModules, loadContentBlocks, loadSiteSettings, siteDataMemo } from '../site/site.service.ts';
import type { ResolvedPage } from './resolve.ts';

/** What the API route would send: the response schema's output, as JSON (dates as strings). */
function asJson<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return JSON.parse(JSON.stringify(schema.parse(value))) as z.output<S>;
}

/** The renderer of the build next to `webDist` (apps/web/dist -> apps/web/dist-ssr), or null when not built. */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** GET site-settings, content-blocks/get-content and project-modules-formatted, for the shell. */
export function loadSiteData(db: Queryable, locale: Locale): Promise<ServerSiteData> {
  return siteDataMemo(db, locale, async () => {
    const [settings, contentBlocks, projectModules] = await Promise.all([
      loadSiteSettings(db, locale),
      loadContentBlocks(db, locale),
      formattedProjectModules(db),
    ]);
    return {
      settings: asJson(siteSettingsResponseSchema, settings),
      contentBlocks: asJson(contentBlocksResponseSchema, { contentBlocks }).contentBlocks,
      projectModules: asJson(projectModulesFormattedResponseSchema, { projectModules }).projectModules,
    };
  });
}

export function serverLoaders(db: Queryable): ServerLoaders {
  return {
    listings: async (params) => {
      const { externalReferrer: _, source: __, ...query } = listingSearchQuerySchema.parse(params);
      return asJson(listingSearchResponseSchema, await searchListings(db, query));
    },
    home: async (locale) => asJson(homePageResponseSchema, await loadHomePage(db, { locale })),
  };
}

/** GET listing/{id}?includeSharedLocationListings=1 for a resolved listing page; the view is counted. */
export async function listingResponse(
  db: Queryable,
  listing: NonNullable<ResolvedPage['listing']>,
): Promise<ListingResponse> {
  const [shared] = await Promise.all([
    sharedLocationListings(db, listing.row, listing.permalink),
    countView(db, listing.row.id).catch(() => {}),
  ]);
  return asJson(listingResponseSchema, { listing: listing.detail, sharedLocationListings: shared });
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The head tags of a page's lazy chunks (Vite manifest keys): a modulepreload for each chunk they import
 * statically that the entry does not already bring, and their stylesheets, so the server HTML is styled
 * before any script runs.
 */
export function createAssetTags(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const entryChunks = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const cache = new Map<string, string>();

  return (modules: string[]): string => {
    const cacheKey = modules.join(',');
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const chunks = [...closure(modules)].filter((key) => !entryChunks.has(key)).map((key) => manifest[key]);
    const tags = [
      ...chunks.flatMap((chunk) => chunk?.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk?.file}">`),
    ].join('\n    ');
    cache.set(cacheKey, tags);
    return tags;
  };
}
