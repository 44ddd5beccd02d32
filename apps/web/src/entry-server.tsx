// The server renderer of the public pages (DESIGN section 11, decision record 0010): the same routes and
// components as the browser, rendered to HTML for one request with instances of its own (texts, TanStack
// Query, the site store), and the page's data in the query cache under the keys the pages ask for, so the
// browser hydrates without asking again. Built by `vite build --ssr` into apps/web/dist-ssr; the API calls
// render() with the page it resolved and loaders that call its services (apps/api/src/modules/seo/ssr.ts).
import type { Locale } from '@rentals/shared';
import { filtersFromQuery } from '@rentals/shared/search-filters';
import type { ServerPage, ServerRenderInput, ServerRenderResult, ServerSiteData } from '@rentals/shared/server-render';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { Providers } from './app/providers.tsx';
import { FooterMenus } from './app/shell/footer-content.tsx';
import { Header } from './app/shell/header.tsx';
import { blogResolveQuery } from './features/blog/blog-paths.ts';
import { listingKeys } from './features/listing/api.ts';
import { listingSearchParams, resolvePath, searchKeys } from './features/search/api.ts';
import { homeKeys } from './features/site/index.ts';
import { i18n, languageFromPath, loadLanguage, setFrenchPack, setRegion, type Translator } from './lib/i18n/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type ServerSlotName, ServerSlotsContext, slotPlaceholder } from './lib/server-slots.tsx';
import type { ServerState } from './lib/server-state.ts';
import { scriptSafeJson } from './lib/server-state.ts';
import { createSiteStore, siteStateFrom } from './lib/site/store.ts';
import { SERVER_PAGE_CHUNKS } from './server-page-chunks.ts';

setFrenchPack(() => import('./app/i18n-french.ts'));

/** Puts the page's data into the cache under the keys its components read. */
async function prefetch(queryClient: QueryClient, input: ServerRenderInput, url: URL) {
  const { page, load, locale } = input;
  if (page.kind === 'home') {
    await queryClient.prefetchQuery({ queryKey: homeKeys.page(locale), queryFn: () => load.home(locale) });
  }
  const resolveKey = searchKeys.resolve(resolvePath(url.pathname) + blogResolveQuery(url.pathname, url.search));
  // The page resolver shows the not-found page for a path that resolves to nothing.
  if (page.kind === 'not-found') queryClient.setQueryData(resolveKey, null);
  if (page.kind !== 'resolved') return;
  const { resolved } = page;
  queryClient.setQueryData(resolveKey, resolved);
  if (resolved.type === 'search') {
    const { filters, page: pageNumber } = filtersFromQuery(url.searchParams);
    const params = listingSearchParams(resolved.place, filters, pageNumber);
    await queryClient.prefetchQuery({ queryKey: searchKeys.listings(params), queryFn: () => load.listings(params) });
  }
  if (resolved.type === 'listing' && page.listing) {
    queryClient.setQueryData(listingKeys.detail(resolved.listingId), page.listing);
  }
}

/** The lazy chunks a page renders on arrival: preloaded, their CSS in the head. */
function pageModules(page: ServerPage): string[] {
  if (page.kind === 'home') return [SERVER_PAGE_CHUNKS.home];
  if (page.kind !== 'resolved' && page.kind !== 'not-found') return [];
  const modules: string[] = [SERVER_PAGE_CHUNKS.resolved];
  if (page.kind !== 'resolved') return modules;
  const type = page.resolved.type;
  if (type === 'listing') modules.push(SERVER_PAGE_CHUNKS.listing);
  if (type === 'blogIndex' || type === 'blogPost') modules.push(SERVER_PAGE_CHUNKS.blog);
  if (type === 'faq') modules.push(SERVER_PAGE_CHUNKS.faq);
  if (type === 'cities') modules.push(SERVER_PAGE_CHUNKS.cities);
  if (type === 'page') modules.push(SERVER_PAGE_CHUNKS.contentPage);
  return modules;
}

/**
 * One translator per language, shared by the requests in that language: renders only read it (no request
 * changes its language), and it shares the texts of the app's translator, so the texts a chunk registers later
 * show in it too.
 */
const translators = new Map<Locale, Translator>();

async function requestI18n(locale: Locale) {
  const kept = translators.get(locale);
  if (kept) return kept;
  await loadLanguage(locale);
  const translator = i18n.withLanguage(locale);
  // Kept once the language's texts are in: a French pack that failed to load is tried again next time.
  if (i18n.hasResourceBundle(locale)) translators.set(locale, translator);
  return translator;
}

/** The client-rendered boundary React writes where a part suspended (its code not loaded yet). */
const SUSPENDED_BOUNDARY = '<!--$!-->';

/**
 * The page as one string, when every lazy part's code is already loaded (every request after the first of a
 * page kind): renderToString builds a string, with none of the stream's encoding to bytes and back. Null when
 * a part suspended; renderWaitingForLazyParts then renders the page again.
 */
function renderedAtOnce(app: ReactNode): string | null {
  try {
    const html = renderToString(app);
    return html.includes(SUSPENDED_BOUNDARY) ? null : html;
  } catch {
    // Suspended outside any boundary, or failed: prerender tries again (and reports the failure).
    return null;
  }
}

/**
 * prerender waits for every lazy part (the page resolver, the listing page) before it answers. Each Suspense
 * boundary is written in place: an outlined one needs an inline script, which the CSP forbids.
 */
async function renderWaitingForLazyParts(app: ReactNode): Promise<string> {
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The shell's parts the server renders once (lib/server-slots.tsx). */
const SLOTS: Record<ServerSlotName, () => ReactNode> = {
  header: () => <Header />,
  'footer-menus': () => <FooterMenus />,
};
const SLOT_NAMES = new Set(Object.keys(SLOTS) as ServerSlotName[]);
const HOISTED_AHEAD = /^<(link|meta|title|style|script)\b/;

/**
 * Each part's HTML per language, kept with the site data it shows (the API hands the same object over until the
 * data is read again): new site data, new parts.
 */
const savedSlots = new WeakMap<ServerSiteData, Map<string, string | false>>();

/**
 * Every part's HTML, rendered now when not saved yet; null while one of them still waits for its code, or
 * when one cannot be saved (false: not tried again with this site data).
 */
function slotsHtml(
  input: ServerRenderInput,
  url: URL,
  alone: (part: ReactNode) => ReactNode,
): Map<ServerSlotName, string> | null {
  let saved = savedSlots.get(input.site);
  if (!saved) {
    saved = new Map();
    savedSlots.set(input.site, saved);
  }
  const slots = new Map<ServerSlotName, string>();
  for (const name of SLOT_NAMES) {
    // The texts' language and the links' (useLocalePath reads the path's /fr): the same for the API's pages.
    const key = `${input.locale}:${languageFromPath(url.pathname) ?? 'en'}:${name}`;
    let html = saved.get(key);
    if (html === undefined) {
      const rendered = renderedAtOnce(alone(SLOTS[name]()));
      if (rendered === null) return null;
      // React writes a resource a part asks for (an image's preload) ahead of the part, where the page would
      // have it at its top: such a part cannot be saved.
      html = HOISTED_AHEAD.test(rendered) ? false : rendered;
      saved.set(key, html);
    }
    if (html === false) return null;
    slots.set(name, html);
  }
  return slots;
}

/** The page's pieces with its saved parts in between; null when a placeholder is not where it should be, once. */
function withSlots(html: string, slots: Map<ServerSlotName, string>): string[] | null {
  const found: { at: number; end: number; part: string }[] = [];
  for (const [name, part] of slots) {
    const placeholder = slotPlaceholder(name);
    const at = html.indexOf(placeholder);
    if (at < 0 || html.indexOf(placeholder, at + 1) >= 0) return null;
    found.push({ at, end: at + placeholder.length, part });
  }
  // Pieces, not one string: V8 would copy the whole page into one (a two-byte string, for a page with one
  // character past Latin-1), and each piece is encoded as it is.
  const pieces: string[] = [];
  let from = 0;
  for (const { at, end, part } of found.sort((a, b) => a.at - b.at)) {
    pieces.push(html.slice(from, at), part);
    from = end;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** The site data as JSON, written once for each site data object (about a third of a city page's state). */
const siteJson = new WeakMap<ServerSiteData, string>();

/** scriptSafeJson(state), with the site data's JSON written once: the same keys in the same order. */
function serverStateJson(state: ServerState): string {
  let site = siteJson.get(state.site);
  if (site === undefined) {
    site = scriptSafeJson(state.site);
    siteJson.set(state.site, site);
  }
  return `{"locale":${scriptSafeJson(state.locale)},"site":${site},"queries":${scriptSafeJson(state.queries)}}`;
}

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const url = new URL(input.url, 'http://server.local');
  const queryClient = createQueryClient();
  const [requestTexts] = await Promise.all([requestI18n(input.locale), prefetch(queryClient, input, url)]);
  setRegion(input.site.settings.siteSettings.region === 'US' ? 'US' : 'CA');
  const siteStore = createSiteStore(siteStateFrom(input.site, input.locale));
  const request = { i18n: requestTexts, queryClient, siteStore };
  const location = url.pathname + url.search;

  const app = (
    <StrictMode>
      <Providers request={request}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  const alone = (part: ReactNode) => (
    <StrictMode>
      <Providers request={request} partOnly>
        <StaticRouter location={location}>{part}</StaticRouter>
      </Providers>
    </StrictMode>
  );
  const slots = slotsHtml(input, url, alone);
  const withSavedParts = slots && renderedAtOnce(<ServerSlotsContext value={SLOT_NAMES}>{app}</ServerSlotsContext>);
  const html =
    (withSavedParts && slots && withSlots(withSavedParts, slots)) ??
    renderedAtOnce(app) ??
    (await renderWaitingForLazyParts(app));
  const state = serverStateJson({ locale: input.locale, site: input.site, queries: dehydrate(queryClient) });
  queryClient.clear();
  return { html, state, modules: pageModules(input.page) };
}
