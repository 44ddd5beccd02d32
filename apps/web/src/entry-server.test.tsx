// The server renderer itself (entry-server.tsx): the first render of a page kind waits for its lazy parts
// (prerender); the next ones build the page as one string (renderToString) and must write the very same HTML,
// with no part left for the browser to render. Each public page kind is checked, so that none of them pays
// for two renders on every request.
import type { ServerPage, ServerRenderInput } from '@rentals/shared/server-render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server.tsx';
import { makeCard, makeListing } from './features/listing/test/fixtures.ts';
import { resolveListing, resolveSearch, searchAnswer } from './test/listings.ts';
import { SITE_SETTINGS } from './test/utils.tsx';

const prerenders = vi.hoisted(() => ({ count: 0 }));
const headerRenders = vi.hoisted(() => ({ count: 0 }));
// inPlace: every saved part rendered where it goes, as the browser renders it.
const slots = vi.hoisted(() => ({ inPlace: false }));
vi.mock('./lib/server-slots.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lib/server-slots.tsx')>();
  return {
    ...actual,
    ServerSlot: (props: Parameters<typeof actual.ServerSlot>[0]) =>
      slots.inPlace ? props.children : actual.ServerSlot(props),
  };
});
vi.mock('./app/shell/header.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./app/shell/header.tsx')>();
  return {
    ...actual,
    Header: () => {
      headerRenders.count += 1;
      return actual.Header();
    },
  };
});
vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/static')>();
  return {
    ...actual,
    prerender: (...args: Parameters<typeof actual.prerender>) => {
      prerenders.count += 1;
      return actual.prerender(...args);
    },
  };
});

const SUSPENDED_BOUNDARY = '<!--$!-->';

/** What the page's pieces write. */
const markupOf = async (rendering: ReturnType<typeof render>) => {
  const { html } = await rendering;
  return typeof html === 'string' ? html : html.join('');
};

function input(url: string, page: ServerPage): ServerRenderInput {
  return {
    url,
    locale: 'en',
    site: { settings: SITE_SETTINGS as ServerRenderInput['site']['settings'], contentBlocks: [], projectModules: {} },
    page,
    load: {
      listings: async () => searchAnswer(45),
      home: async () => ({ popularCities: [], featured: [makeCard(7)], newest: [], provinces: [], rentTrend: null }),
    },
  };
}

const listing = makeListing();
const PAGES: Record<string, { input: ServerRenderInput; shows: string }> = {
  'a city page': {
    input: input('/rentals/ontario/toronto', { kind: 'resolved', resolved: resolveSearch() }),
    shows: searchAnswer(45).listings[0]?.title ?? '',
  },
  'a listing page': {
    input: input(listing.path, {
      kind: 'resolved',
      resolved: resolveListing(listing.id, listing.path),
      listing: { listing, sharedLocationListings: [] },
    }),
    shows: listing.title,
  },
  'the home page': { input: input('/', { kind: 'home' }), shows: makeCard(7).title },
  'the not-found page': { input: input('/no-such-page', { kind: 'not-found' }), shows: 'data-testid="not-found"' },
};

beforeEach(() => {
  prerenders.count = 0;
  headerRenders.count = 0;
});

/** A site whose header and footer have all their parts: a logo, a dropdown, footer columns, social links, a tagline. */
function fullSite(): ServerRenderInput['site'] {
  const item = (id: number, title: string, url: string, children: unknown[] = []) => ({
    id,
    title,
    url,
    externalUrl: null,
    target: '_self',
    pageType: null,
    children,
  });
  return {
    settings: {
      ...SITE_SETTINGS,
      menus: {
        Primary: { id: 1, menuItems: [item(1, 'Find a rental', '/rentals', [item(2, 'All cities', '/cities')])] },
        Footer: { id: 2, menuItems: [item(3, 'Rentals', '/rentals', [item(4, 'Blog', '/blog')])] },
      },
      companyInfo: {
        logo: '/logo.svg',
        name: 'Test Rentals Inc.',
        socialMedia: { facebook: 'https://facebook.com/x' },
      },
    } as ServerRenderInput['site']['settings'],
    contentBlocks: [{ contentKey: 'footer', contents: [{ contentKey: 'tagline', content: 'Homes near you.' }] }],
    projectModules: {},
  };
}

describe('render (the server renderer)', () => {
  it.each(Object.keys(PAGES))('renders %s whole, waiting for its parts once, then at once', async (name) => {
    const page = PAGES[name] as (typeof PAGES)[string];
    const first = await markupOf(render(page.input));
    const afterFirst = prerenders.count;
    const second = await markupOf(render(page.input));
    const third = await markupOf(render(page.input));
    expect(first).not.toContain(SUSPENDED_BOUNDARY);
    expect(first).toContain(page.shows);
    expect(second).toBe(first);
    expect(third).toBe(first);
    // The first render of a kind may wait for its code; once it is loaded, no render of it waits again.
    expect(afterFirst).toBeLessThanOrEqual(1);
    expect(prerenders.count).toBe(afterFirst);
  });

  it.each(['en', 'fr'] as const)(
    'writes the header and the footer’s menus rendered once for the site data, as React writes them in place (%s)',
    async (locale) => {
      const site = fullSite();
      const city = PAGES['a city page']?.input as ServerRenderInput;
      const page = { ...city, locale, url: locale === 'fr' ? '/fr/rentals/ontario/toronto' : city.url, site };
      const listingInput = PAGES['a listing page']?.input as ServerRenderInput;
      const listingUrl = locale === 'fr' ? `/fr${listingInput.url}` : listingInput.url;
      const listingPage = { ...listingInput, locale, url: listingUrl, site };
      slots.inPlace = true;
      const inPlace = await markupOf(render(page));
      const listingInPlace = await markupOf(render(listingPage));
      slots.inPlace = false;
      const first = await markupOf(render(page));
      const afterFirst = headerRenders.count;
      const second = await markupOf(render(page));
      // Another page, with the parts saved on the first.
      const listing = await markupOf(render(listingPage));

      expect(inPlace).toContain('aria-controls="menu-item-1-links"');
      expect(inPlace).toContain('Homes near you.');
      expect(inPlace).toContain('src="/logo.svg"');
      expect(first).toBe(inPlace);
      expect(second).toBe(inPlace);
      expect(listing).toBe(listingInPlace);
      // Rendered for the site data once (the first page), then written in on every page, of any kind.
      expect(headerRenders.count).toBe(afterFirst);
    },
  );

  it('sends the state as the browser reads it: the language, the site data as given, the queries', async () => {
    const page = PAGES['a city page']?.input as ServerRenderInput;
    const site = fullSite();
    for (const locale of ['en', 'fr'] as const) {
      // Twice with the same site data: the second writes its saved JSON.
      for (const _ of [1, 2]) {
        const { state } = await render({ ...page, locale, site });
        const read = JSON.parse(state);
        expect(Object.keys(read)).toEqual(['locale', 'site', 'queries']);
        expect(read.locale).toBe(locale);
        expect(read.site).toEqual(site);
        expect(read.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0])).toContain('listings');
      }
    }
    // Safe inside a script element, the saved part too.
    const tagged = {
      ...site,
      contentBlocks: [{ contentKey: 'footer', contents: [{ contentKey: 'x', content: '</script>' }] }],
    };
    const { state } = await render({ ...page, site: tagged });
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).site).toEqual(tagged);
  });

  it('shows the city page’s twenty cards', async () => {
    const html = await markupOf(render(PAGES['a city page']?.input as ServerRenderInput));
    expect(html.match(/data-testid="listing-card"/g)).toHaveLength(20);
  });
});
