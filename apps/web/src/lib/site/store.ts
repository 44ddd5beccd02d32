// Site state (spec 3): settings, permalinks, menus, company info, content blocks (cached 48 hours in
// local storage, per language) and project modules. Load failures are flashed (spec 8). In lib because
// every layer reads it (components: the map tiles, the search link); features/site/index.ts re-exports it.
//
// A server-rendered page starts with the server's site data (lib/server-state.ts), so the first render in the
// browser equals the HTML. The server renders each request with a store of its own (createSiteStore), handed
// down by SiteStoreContext: the module's store is the browser's.
import type { ServerSiteData } from '@rentals/shared/server-render';
import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { flash } from '../alerts.ts';
import { errorMessage } from '../api-client.ts';
import { currentLanguage, i18n, setRegion } from '../i18n/index.ts';
import { serverState } from '../server-state.ts';
import { HOUR_MS, readStored, removeStored, writeStored } from '../storage.ts';
import {
  type CompanyInfo,
  type ContentBlock,
  type Menu,
  type ProjectModule,
  type SiteSettingsResponse,
  type SiteSettingsValues,
  siteApi,
} from './api.ts';

export const CONTENT_BLOCKS_TTL_MS = 48 * HOUR_MS;
export const DEFAULT_SITE_NAME = 'Rentals';
export const DEFAULT_LISTINGS_PERMALINK = 'rentals';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SiteState {
  settings: SiteSettingsValues | null;
  permaLinks: Record<string, string>;
  menus: Record<string, Menu>;
  companyInfo: CompanyInfo | null;
  settingsStatus: LoadStatus;
  contentBlocks: ContentBlock[];
  contentStatus: LoadStatus;
  contentLanguage: string | null;
  projectModules: Record<string, ProjectModule>;
  /** The language the menus and content blocks are in (null until loaded). */
  settingsLanguage: string | null;
  loadSettings: (options?: { force?: boolean }) => Promise<void>;
  loadContentBlocks: (options?: { force?: boolean }) => Promise<void>;
  loadProjectModules: () => Promise<void>;
}

const contentCacheKey = (language: string) => `content-blocks:${language}`;

/** Nothing loaded yet: the store's start, and what tests reset it to. */
export const EMPTY_SITE = {
  settings: null,
  permaLinks: {},
  menus: {},
  companyInfo: null,
  settingsStatus: 'idle',
  settingsLanguage: null,
  contentBlocks: [],
  contentStatus: 'idle',
  contentLanguage: null,
  projectModules: {},
} satisfies Partial<SiteState>;

/** The store's fields GET site-settings fills. */
function settingsState(answer: SiteSettingsResponse) {
  return {
    settings: answer.siteSettings,
    permaLinks: answer.permaLinks ?? {},
    menus: answer.menus ?? {},
    companyInfo: answer.companyInfo ?? null,
  };
}

/** The store's state for site data the server sent, in that language. */
export function siteStateFrom(site: ServerSiteData, language: string): Partial<SiteState> {
  return {
    ...settingsState(site.settings),
    settingsStatus: 'ready',
    settingsLanguage: language,
    contentBlocks: site.contentBlocks,
    contentStatus: 'ready',
    contentLanguage: language,
    projectModules: site.projectModules,
  };
}

/** What the server sent with the page, as the store's first state; nothing on a client-rendered page. */
function serverSiteState(): Partial<SiteState> {
  const state = serverState();
  if (!state) return {};
  setRegion(state.site.settings.siteSettings.region === 'US' ? 'US' : 'CA');
  return siteStateFrom(state.site, state.locale);
}

/** A site store starting from `initial` (the server's data, or nothing). */
export function createSiteStore(initial: Partial<SiteState> = {}): StoreApi<SiteState> {
  return createStore<SiteState>()((set, get) => ({
    ...EMPTY_SITE,
    ...initial,

    loadSettings: async ({ force = false } = {}) => {
      const language = currentLanguage();
      // The server's answer for this language came with the page.
      if (!force && get().settingsStatus === 'ready' && get().settingsLanguage === language) return;
      set({ settingsStatus: 'loading' });
      try {
        const answer = await siteApi.settings();
        setRegion(answer.siteSettings.region === 'US' ? 'US' : 'CA');
        set({ ...settingsState(answer), settingsStatus: 'ready', settingsLanguage: language });
      } catch (error) {
        set({ settingsStatus: 'error' });
        flash(errorMessage(error), 'error', 'site-settings-error');
      }
    },

    loadContentBlocks: async ({ force = false } = {}) => {
      const language = currentLanguage();
      if (!force && get().contentStatus === 'ready' && get().contentLanguage === language) return;
      const cached = force ? null : readStored<ContentBlock[] | null>(contentCacheKey(language), null);
      if (cached) {
        set({ contentBlocks: cached, contentStatus: 'ready', contentLanguage: language });
        return;
      }
      if (get().contentStatus === 'loading' && get().contentLanguage === language) return;
      set({ contentStatus: 'loading', contentLanguage: language });
      try {
        const { contentBlocks } = await siteApi.contentBlocks();
        writeStored(contentCacheKey(language), contentBlocks, { ttlMs: CONTENT_BLOCKS_TTL_MS });
        if (get().contentLanguage === language) set({ contentBlocks, contentStatus: 'ready' });
      } catch (error) {
        set({ contentStatus: 'error' });
        flash(i18n.t('site.contentBlocksError', { reason: errorMessage(error) }), 'error', 'content-blocks-error');
      }
    },

    loadProjectModules: async () => {
      try {
        const { projectModules } = await siteApi.projectModules();
        set({ projectModules });
      } catch {
        // Modules only switch optional features on; without them those stay off.
      }
    },
  }));
}

/** The browser's site store (the server renders each request with its own). */
const browserSiteStore = createSiteStore(serverSiteState());

/** The site store the components below read; the browser's unless the server provides a request's own. */
export const SiteStoreContext = createContext<StoreApi<SiteState>>(browserSiteStore);

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useContext(SiteStoreContext), selector);
}
useSiteStore.getState = browserSiteStore.getState;
useSiteStore.setState = browserSiteStore.setState;
useSiteStore.subscribe = browserSiteStore.subscribe;

/**
 * After an editor saves a content block: this browser's 48-hour copies (both languages) are dropped and the
 * page's language is read again, so the editor sees the change at once; visitors keep their cached copy.
 */
export function refreshContentBlocks(): Promise<void> {
  for (const language of ['en', 'fr']) removeStored(contentCacheKey(language));
  return browserSiteStore.getState().loadContentBlocks({ force: true });
}

/** The text of one content of a block, e.g. contentOf(blocks, 'terms-of-use', 'title'). */
export function contentOf(blocks: ContentBlock[], blockKey: string, contentKey: string): string | null {
  return (
    blocks.find((b) => b.contentKey === blockKey)?.contents.find((c) => c.contentKey === contentKey)?.content ?? null
  );
}

export const selectSiteName = (s: SiteState) => s.settings?.siteName || s.companyInfo?.name || DEFAULT_SITE_NAME;
export const selectListingsPermalink = (s: SiteState) => s.permaLinks.listings || DEFAULT_LISTINGS_PERMALINK;
export const selectRegion = (s: SiteState) => (s.settings?.region === 'US' ? 'US' : 'CA');

export function isModuleEnabled(modules: Record<string, ProjectModule>, key: string): boolean {
  return modules[key]?.isEnabled === true;
}
