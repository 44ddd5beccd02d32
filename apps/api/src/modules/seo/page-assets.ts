// What a server-rendered page loads, and when (docs/decisions/0010-server-rendering.md, "Loading order").
// Its stylesheets are linked in <head>: they block the first paint, as they must. Its scripts (the entry, what
// the entry imports, the page's own chunks) are not tags in the HTML: a small loader adds them once the page has
// painted and its main image (the one marked fetchpriority="high") has arrived. On a slow phone the text, the
// styles and that image get the bandwidth first, and the ~200 KB that hydration needs follows. Meanwhile the
// page reads and its links work (real <a href>s); what needs JavaScript answers once hydrated.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs in the browser as a classic inline script (allowed by its hash, SCRIPT_LOADER_SOURCE): reads the
 * script URLs from its own data attributes, and adds the modulepreloads and the entry when the page is ready.
 * A hidden tab, or an image that never comes, does not keep the page from hydrating.
 */
export const SCRIPT_LOADER = `(function () {
  var doc = document, me = doc.currentScript, started = false;
  function start() {
    if (started) return;
    started = true;
    var hrefs = me.dataset.preload.split(' ').filter(Boolean);
    // Four links a task: adding one costs a slow phone a few milliseconds, and a page names up to 80.
    (function next() {
      hrefs.splice(0, 4).forEach(function (href) {
        var link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.appendChild(link);
      });
      if (hrefs.length) return setTimeout(next);
      var entry = doc.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = me.dataset.entry;
      doc.head.appendChild(entry);
    })();
  }
  doc.addEventListener('DOMContentLoaded', function () {
    var image = doc.querySelector('img[fetchpriority="high"]');
    if (image && !image.complete) {
      image.addEventListener('load', start);
      image.addEventListener('error', start);
    } else {
      requestAnimationFrame(function () { setTimeout(start); });
    }
    setTimeout(start, 2500);
  });
})();`;

/** The loader's entry in the Content-Security-Policy's script-src (plugins/external). */
export const SCRIPT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** index.html without its own script and modulepreload tags: the loader adds them on server-rendered pages. */
export function withoutScriptTags(html: string): string {
  return html
    .replace(/[ \t]*<script type="module"[^>]*><\/script>[ \t]*\r?\n?/g, '')
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>[ \t]*\r?\n?/g, '');
}

export interface PageAssets {
  /**
   * The <head> tags of a server-rendered page whose lazy chunks are `modules` (Vite manifest keys): their
   * stylesheets, and the loader with every script the page needs. Empty when the build has no manifest.
   */
  headTags(modules: string[]): string;
}

/** The page assets of the build in `webDist` (apps/web/dist), from its Vite manifest. */
export function createPageAssets(webDist: string): PageAssets {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return { headTags: () => '' };

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
  const url = (key: string) => `/${manifest[key]?.file}`;
  const entryChunks = closure([entryKey]);
  const cache = new Map<string, string>();

  return {
    headTags(modules) {
      const cacheKey = modules.join(',');
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      // The entry's stylesheets are index.html's own links.
      const pageChunks = [...closure(modules)].filter((key) => !entryChunks.has(key));
      const preload = [...entryChunks, ...pageChunks].filter((key) => key !== entryKey).map(url);
      const tags = [
        ...pageChunks
          .flatMap((key) => manifest[key]?.css ?? [])
          .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        `<script data-entry="${url(entryKey)}" data-preload="${preload.join(' ')}">${SCRIPT_LOADER}</script>`,
      ].join('\n    ');
      cache.set(cacheKey, tags);
      return tags;
    },
  };
}
