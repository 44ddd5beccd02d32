// The HTML for a public path, with its real title, description, canonical URL, Open Graph tags and (for
// listings) schema.org data written into <head> by the server, so crawlers and link previews see the page
// without running the app. The public pages' content is rendered by the web app's server renderer
// (server-render.ts) into <div id="root">; paths nothing resolves get the not-found page with status 404.
import { createHash } from 'node:crypto';
import type { Locale } from '@rentals/shared';
import type { PageMeta } from '@rentals/shared/resources/listings';
import { SERVER_STATE_ID, type ServerPage, type ServerRenderer } from '@rentals/shared/server-render';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { jsonLdScriptContent } from './listing-json-ld.ts';
import { type PageAssets, withoutScriptTags } from './page-assets.ts';
import { absoluteUrl, notFoundMeta, originOf, type PageAddress, pageMeta } from './page-meta.ts';
import { pageReader, type ResolvedPage, resolvePage, splitLanguage } from './resolve.ts';
import { pageSeoSettings, type SeoSettings } from './seo-settings.ts';
import { listingResponse, loadSiteData, serverLoaders } from './server-render.ts';

const HEAD_END = /<\/head>/i;

/** Where the app's markup goes in index.html. */
const ROOT = '<div id="root"></div>';

const STATE_OPENS = `</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">`;
const utf8 = new TextEncoder();

/** Signed-in areas: the app shell as built, nothing to index. */
const PRIVATE_AREA = /^\/(admin|portal|support)(\/|$)/;

interface AppPage {
  pattern: RegExp;
  title?: Record<Locale, string>;
  /** Pages with a secret or a personal state in their path, or that only make sense signed in. */
  noindex?: boolean;
  /** Rendered on the server as this kind of page; the others are rendered by the browser. */
  server?: 'home' | 'static';
}

/** Public paths the app serves itself (apps/web router), under / and /fr. */
const APP_PAGES: AppPage[] = [
  { pattern: /^\/$/, server: 'home' },
  { pattern: /^\/login$/, title: { en: 'Log in', fr: 'Connexion' }, noindex: true, server: 'home' },
  {
    pattern: /^\/privacy-policy$/,
    title: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
    server: 'static',
  },
  { pattern: /^\/terms-of-use$/, title: { en: 'Terms of use', fr: "Conditions d'utilisation" }, server: 'static' },
  { pattern: /^\/password-reset\/[^/]+$/, noindex: true },
  { pattern: /^\/landlord\/register$/, title: { en: 'List your rental', fr: 'Publiez votre location' } },
  { pattern: /^\/landlord\/verify$/, noindex: true },
  { pattern: /^\/new-listings-alerts\/unsubscribe\/.+$/, noindex: true },
  { pattern: /^\/claim-account\/.+$/, noindex: true },
];

interface HeadInput {
  meta: PageMeta;
  settings: SeoSettings;
  locale: Locale;
  /** The page's path without language prefix, for the hreflang alternates; null for pages not to index. */
  indexablePath: string | null;
  origin: string;
  ogType?: ResolvedPage['ogType'];
  jsonLd?: Record<string, unknown>;
  price?: ResolvedPage['price'];
  /** The page in each language when its paths differ (a post and its translation); default: indexablePath in both. */
  alternates?: ResolvedPage['alternates'];
}

const OG_LOCALES: Record<Locale, (region: string) => string> = {
  en: (region) => (region === 'US' ? 'en_US' : 'en_CA'),
  fr: () => 'fr_CA',
};

/** The site setting defaultOgImage as an absolute URL (a path is on this site), or null when there is none. */
function defaultImage(settings: SeoSettings, origin: string): string | null {
  const image = settings.defaultOgImage;
  if (!image) return null;
  return image.startsWith('/') ? `${origin}${image}` : image;
}

/** The tags written into <head>; every value HTML-escaped, the JSON-LD made safe inside <script>. */
export function headTags(input: HeadInput): string {
  const { meta, settings, locale } = input;
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
  ];
  if (input.indexablePath === null) {
    tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  } else {
    const paths = input.alternates ?? { en: input.indexablePath, fr: input.indexablePath };
    const en = paths.en === undefined ? null : absoluteUrl({ origin: input.origin, locale: 'en' }, paths.en);
    const fr = paths.fr === undefined ? null : absoluteUrl({ origin: input.origin, locale: 'fr' }, paths.fr);
    tags.push(tag('link', { rel: 'canonical', href: meta.canonicalUrl }));
    if (en) tags.push(tag('link', { rel: 'alternate', hreflang: 'en', href: en }));
    if (fr) tags.push(tag('link', { rel: 'alternate', hreflang: 'fr', href: fr }));
    const fallback = en ?? fr;
    if (fallback) tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: fallback }));
  }
  const ogUrl = input.indexablePath === null ? [] : [property('og:url', meta.canonicalUrl)];
  tags.push(
    property('og:site_name', settings.siteName),
    property('og:type', input.ogType ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    ...ogUrl,
    property('og:locale', OG_LOCALES[locale](settings.region)),
  );
  // A page without its own image shows the site's default sharing image, when one is set.
  const image = meta.image || defaultImage(settings, input.origin);
  if (image) tags.push(property('og:image', image), property('og:image:alt', meta.title));
  if (input.price) {
    tags.push(
      property('product:price:amount', String(input.price.amount)),
      property('product:price:currency', input.price.currency),
    );
  }
  tags.push(tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }));
  if (input.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonLdScriptContent(input.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

export interface HtmlPage {
  status: 200 | 301 | 404;
  /**
   * The page: the app shell as text, or a rendered page in UTF-8, encoded once for compression and the ETag
   * (a page with one character past Latin-1 is a two-byte string, and each encoding of it costs about a
   * millisecond).
   */
  body: string | Buffer;
  /** A rendered page's weak ETag, hashed from its pieces without the moments its data was read. */
  etag?: string;
  /** With status 301: where the page moved (a renamed place's current path, with /fr and the query kept). */
  location?: string;
  /** Rendered on the server for anyone: a shared cache may keep it (nothing personal is ever in it). */
  shared: boolean;
}

/** The query cache's timestamps differ on every render of the same data. */
const withoutTimestamps = (state: string) => state.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '');

export interface PageRendererOptions {
  /** The web app's server renderer; without it the browser renders every page. */
  renderer?: ServerRenderer | null;
  /** What a server-rendered page loads: its chunks' stylesheets and, after its first paint, its scripts. */
  assets?: PageAssets;
}

/**
 * Reads the built index.html once: its own <title> and description are taken out (the server writes the
 * page's own), and the rest kept around the place they were.
 */
export function createPageRenderer(template: string, options: PageRendererOptions = {}) {
  const { renderer = null, assets = { headTags: () => '' } } = options;
  const withoutDescription = template.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i, '');
  const titleMatch = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  const headEnd = withoutDescription.search(/<\/head>/i);
  const at = titleMatch ? titleMatch.index : headEnd >= 0 ? headEnd : 0;
  const before = withoutDescription.slice(0, at);
  const after = withoutDescription.slice(titleMatch ? at + titleMatch[0].length : at);
  const lang = (locale: Locale) => before.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, `$1$2${locale}$2`);
  const beforeIn: Record<Locale, string> = { en: lang('en'), fr: lang('fr') };

  const compose = (locale: Locale, head: string) => `${beforeIn[locale]}${head}${after}`;
  // The server-rendered page: its markup and state in the body; the shell's "needs JavaScript" note goes.
  const [bodyBefore = after, bodyAfter] = after
    .replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>[ \t]*\r?\n?/i, '')
    .split(ROOT);
  const withBody = bodyAfter !== undefined;
  const headEndBefore = withoutScriptTags(bodyBefore);
  const afterState = `</script>${bodyAfter}`;
  const afterStateBytes = utf8.encode(afterState);

  /**
   * The page, rendered by the app when a renderer is built and the page is one it renders; its data loaders read
   * `db`. The shell's site data comes from the primary: it is cached and dropped on every save of a setting, so
   * the next page shows the save.
   */
  async function renderedPage(
    request: FastifyRequest,
    db: Queryable,
    locale: Locale,
    head: string,
    status: HtmlPage['status'],
    server: ServerPage | null,
  ): Promise<HtmlPage> {
    if (!renderer || !server || !withBody) return { status, body: compose(locale, head), shared: false };
    const rendered = await renderer.render({
      url: request.url,
      locale,
      site: await loadSiteData(request.server.db, locale),
      page: server,
      load: serverLoaders(db),
    });
    // After the entry's own stylesheets, so the page's rules come later in the cascade.
    const tags = assets.headTags(rendered.modules);
    const headEndWithTags = headEndBefore.replace(HEAD_END, () => (tags ? `  ${tags}\n  </head>` : '</head>'));
    const markup = typeof rendered.html === 'string' ? [rendered.html] : rendered.html;
    const beforeState = [beforeIn[locale], head, headEndWithTags, '<div id="root">', ...markup, STATE_OPENS];
    // Encoded piece by piece, each a flat string, rather than as one string made of them (V8 would copy it
    // into one first: most of the cost, for a page of 100 KB).
    const before = beforeState.map((part) => utf8.encode(part));
    const state = utf8.encode(rendered.state);
    // Weak: what the page says, without the moments its data was read (equal pages, equal ETags); the bytes
    // sent differ by compression.
    const hash = createHash('sha256');
    for (const part of before) hash.update(part);
    hash.update(withoutTimestamps(rendered.state)).update(afterStateBytes);
    const etag = `W/"${hash.digest('base64url').slice(0, 32)}"`;
    return { status, body: Buffer.concat([...before, state, afterStateBytes]), etag, shared: true };
  }

  async function render(request: FastifyRequest): Promise<HtmlPage> {
    const { path, locale } = splitLanguage(request.url);
    if (PRIVATE_AREA.test(path)) return { status: 200, body: template, shared: false };
    const db = pageReader(request.server, path);
    const settings = await pageSeoSettings(db);
    const origin = originOf(request);
    const address: PageAddress = { origin, locale };
    const base = { settings, locale, origin };

    const appPage = APP_PAGES.find((candidate) => candidate.pattern.test(path));
    if (appPage) {
      const meta = pageMeta(settings, address, path, { title: appPage.title?.[locale] });
      const head = headTags({ ...base, meta, indexablePath: appPage.noindex ? null : path });
      return renderedPage(request, db, locale, head, 200, appPage.server ? { kind: appPage.server } : null);
    }

    const search = /\?[^#]*/.exec(request.url)?.[0] ?? '';
    const resolved = await resolvePage({ db, path, search, address, settings });
    if (!resolved) {
      const meta = notFoundMeta(settings, address, path);
      return renderedPage(request, db, locale, headTags({ ...base, meta, indexablePath: null }), 404, {
        kind: 'not-found',
      });
    }
    const response = resolved.response;
    if (response.type === 'redirect') {
      // A renamed place: the old address moved for good (the language prefix and the query go along).
      const location = `${locale === 'fr' ? (response.to === '/' ? '/fr' : `/fr${response.to}`) : response.to}${search}`;
      return { status: 301, body: '', shared: true, location };
    }
    const canonicalPath =
      response.type === 'listing' ? response.canonicalPath : response.type === 'search' ? response.place.path : path;
    const head = headTags({
      ...base,
      meta: response.meta,
      indexablePath: resolved.noindex ? null : canonicalPath,
      ogType: resolved.ogType,
      jsonLd: resolved.jsonLd,
      price: resolved.price,
      alternates: resolved.alternates,
    });
    const listing =
      renderer && resolved.listing ? await listingResponse(db, request.server.db, resolved.listing) : undefined;
    const page = await renderedPage(request, db, locale, head, 200, { kind: 'resolved', resolved: response, listing });
    // A private page (a draft's preview link) is never kept by the page cache or a CDN.
    return resolved.private ? { ...page, shared: false } : page;
  }

  /** The page, or when its data cannot be read (the database is down) the shell with the site defaults. */
  async function renderSafely(request: FastifyRequest): Promise<HtmlPage> {
    try {
      return await render(request);
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered');
      return { status: 200, body: template, shared: false };
    }
  }

  return { render: renderSafely };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
