// The web app's server renderer, seen from the API: the built bundle (apps/web/dist-ssr, made by `npm run
// build`) and the data a public page needs, read through the same services the API routes call (no HTTP).
// What loads the page's code and styles is page-assets.ts's. Without a built renderer the API sends the app
// shell and the browser renders the page, as before.
import { existsSync } from 'node:fs';
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

/**
 * GET listing/{id}?includeSharedLocationListings=1 for a resolved listing page, read from `db` (the page's reader,
 * the replica when there is one); the view is counted in `primary`.
 */
export async function listingResponse(
  db: Queryable,
  primary: Queryable,
  listing: NonNullable<ResolvedPage['listing']>,
): Promise<ListingResponse> {
  const [shared] = await Promise.all([
    sharedLocationListings(db, listing.row, listing.permalink),
    countView(primary, listing.row.id).catch(() => {}),
  ]);
  return asJson(listingResponseSchema, { listing: listing.detail, sharedLocationListings: shared });
}
