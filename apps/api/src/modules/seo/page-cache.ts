// Server-rendered pages that are the same for everyone (HtmlPage.shared), kept a few seconds per address, as a
// CDN in front would keep them (SHARED_HTML_CACHE): the busiest pages are rendered once every few seconds
// instead of once per request, and requests for a page being rendered wait for that one render. Only shared
// pages are kept; `clear` drops them all (after any write through the API, so nobody reads their own change
// late). In memory, per instance: each instance renders its own copy, and `clear` reaches every instance
// through the cache bus (instances share PAGE_CACHE_SECONDS: with the cache off nothing is broadcast).
import type { CacheBroadcast } from '../../lib/cache-bus/bus.ts';
import type { HtmlPage } from './html-page.ts';

export const PAGE_CACHE_TOPIC = 'pages';

export function createPageCache(ttlMs: number, options: { maxEntries?: number; bus?: CacheBroadcast } = {}) {
  const { maxEntries = 500, bus } = options;
  const pages = new Map<string, { at: number; page: Promise<HtmlPage> }>();

  async function page(key: string, render: () => Promise<HtmlPage>): Promise<HtmlPage> {
    if (ttlMs === 0) return render();
    const hit = pages.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.page;
    const entry = { at: Date.now(), page: render() };
    pages.delete(key);
    pages.set(key, entry);
    if (pages.size > maxEntries) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    const drop = () => {
      if (pages.get(key) === entry) pages.delete(key);
    };
    try {
      const rendered = await entry.page;
      if (!rendered.shared) drop();
      return rendered;
    } catch (error) {
      drop();
      throw error;
    }
  }

  const dropAll = () => pages.clear();
  const stops = ttlMs > 0 && bus ? [bus.on(PAGE_CACHE_TOPIC, dropAll), bus.onResync(dropAll)] : [];

  /** Drops every kept page, here and on the other instances. */
  function clear() {
    dropAll();
    if (ttlMs > 0) bus?.publish(PAGE_CACHE_TOPIC);
  }

  return {
    page,
    clear,
    size: () => pages.size,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
