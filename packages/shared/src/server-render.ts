// The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx, built into
// apps/web/dist-ssr): what the API hands over for one public page and what it gets back. Types only: the API
// imports the built bundle, so both sides agree through these types.
import type { Locale } from './index.ts';
import type { HomePageResponse } from './resources/home.ts';
import type { ListingResponse, ListingSearchResponse, ResolveResponse } from './resources/listings.ts';
import type { ContentBlock, FormattedProjectModule, SiteSettingsResponse } from './resources/site.ts';

/** The site data the shell shows on every page, as the API answers it (the site store's first state). */
export interface ServerSiteData {
  settings: SiteSettingsResponse;
  contentBlocks: ContentBlock[];
  projectModules: Record<string, FormattedProjectModule>;
}

/** What the path is, as the API resolved it (with the data the page cannot do without). */
export type ServerPage =
  | { kind: 'home' }
  | { kind: 'static' }
  | { kind: 'not-found' }
  | { kind: 'resolved'; resolved: ResolveResponse; listing?: ListingResponse };

/** Data a page asks for while it is rendered; each calls the same service as the API route of that name. */
export interface ServerLoaders {
  /** GET listings with these query parameters. */
  listings: (params: Record<string, string>) => Promise<ListingSearchResponse>;
  /** GET home in this language. */
  home: (locale: Locale) => Promise<HomePageResponse>;
}

export interface ServerRenderInput {
  /** Path and query, with the /fr prefix when there is one. */
  url: string;
  locale: Locale;
  site: ServerSiteData;
  page: ServerPage;
  load: ServerLoaders;
}

export interface ServerRenderResult {
  /**
   * The app's markup, for inside <div id="root">: whole, or in pieces to write one after the other (each is
   * encoded on its own; joining them would copy the whole page once more).
   */
  html: string | readonly string[];
  /** JSON for <script type="application/json" id="server-state">, already safe inside a script element. */
  state: string;
  /** Source modules (Vite manifest keys) of the lazy chunks the page rendered: preloaded with their CSS. */
  modules: string[];
}

export interface ServerRenderer {
  render: (input: ServerRenderInput) => Promise<ServerRenderResult>;
}

/** The id of the script element that carries the server state to the browser. */
export const SERVER_STATE_ID = 'server-state';
