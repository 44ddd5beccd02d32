// Site state (spec 3): settings, permalinks, menus, company info, content blocks (cached 48 hours in
// local storage, per language) and project modules. Load failures are flashed (spec 8). In lib because
// every layer reads it (components: the map tiles, the search link); features/site/index.ts re-exports it.
import { create } from 'zustand';
import { flash } from '../alerts.ts';
import { errorMessage } from '../api-client.ts';
import { currentLanguage, i18n, setRegion } from '../i18n/index.ts';
import { HOUR_MS, readStored, writeStored } from '../storage.ts';
import {
  type CompanyInfo,
  type ContentBlock,
  type Menu,
  type ProjectModule,
  type SiteSettingsValues,
  siteApi,
} from './api.ts';

export const CONTENT_BLOCKS_TTL_MS = 48 * HOUR_MS;
export const DEFAULT_SITE_NAME = 'Rentals';
export const DEFAULT_LISTINGS_PERMALINK = 'rentals';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SiteState {
  settings: SiteSettingsValues | null;
  permaLinks: Record<string, string>;
  menus: Record<string, Menu>;
  companyInfo: CompanyInfo | null;
  settingsStatus: LoadStatus;
  contentBlocks: ContentBlock[];
  contentStatus: LoadStatus;
  contentLanguage: string | null;
  projectModules: Record<string, ProjectModule>;
  loadSettings: () => Promise<void>;
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
  contentBlocks: [],
  contentStatus: 'idle',
  contentLanguage: null,
  projectModules: {},
} satisfies Partial<SiteState>;

export const useSiteStore = create<SiteState>()((set, get) => ({
  ...EMPTY_SITE,

  loadSettings: async () => {
    set({ settingsStatus: 'loading' });
    try {
      const answer = await siteApi.settings();
      setRegion(answer.siteSettings.region === 'US' ? 'US' : 'CA');
      set({
        settings: answer.siteSettings,
        permaLinks: answer.permaLinks ?? {},
        menus: answer.menus ?? {},
        companyInfo: answer.companyInfo ?? null,
        settingsStatus: 'ready',
      });
    } catch (error) {
      set({ settingsStatus: 'error' });
      flash(errorMessage(error), 'error', 'site-settings-error');
    }
  },

  loadContentBlocks: async ({ force = false } = {}) => {
    const language = currentLanguage();
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
