import type { HomePageResponse } from '@rentals/shared/resources/home';
import type { SearchPlace } from '@rentals/shared/resources/listings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { makeCard, resolveSearch, searchAnswer } from '../../../test/listings.ts';
import { renderApp, stubFetch } from '../../../test/utils.tsx';
import { homeKeys } from '../index.ts';
import { HomePage } from './home-page.tsx';

// Leaflet stays out of these tests: the search page's map shows its loading placeholder.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

const EVERYWHERE: SearchPlace = {
  kind: 'all',
  id: null,
  name: 'Canada',
  label: 'Canada',
  path: '/rentals',
  provinceCode: null,
  bounds: null,
  center: null,
};

const BLOCKS = {
  contentBlocks: [
    {
      contentKey: 'home-hero',
      contents: [
        { contentKey: 'title', content: 'Find your next home' },
        { contentKey: 'subtitle', content: 'Rentals across the country.' },
      ],
    },
    {
      contentKey: 'privacy-policy',
      contents: [
        { contentKey: 'title', content: 'Privacy Policy' },
        {
          contentKey: 'body',
          content: '<p>We keep little.</p><p><a href="/contact">Write to us</a></p>',
        },
      ],
    },
    {
      contentKey: 'terms-of-use',
      contents: [
        { contentKey: 'title', content: 'Terms of Use' },
        { contentKey: 'body', content: '<p>Be nice.</p>' },
      ],
    },
  ],
};

const PHOTO = {
  id: 1,
  alt: '',
  width: 1600,
  height: 1067,
  url: '/uploads/a-800.webp',
  srcSet: '/uploads/a-400.webp 400w',
};

const toronto = {
  id: 7,
  name: 'Toronto',
  provinceCode: 'ON',
  provinceName: 'Ontario',
  path: '/rentals/ontario/toronto',
  listingCount: 1234,
};

const HOME: HomePageResponse = {
  popularCities: [
    toronto,
    {
      id: 8,
      name: 'Montréal',
      provinceCode: 'QC',
      provinceName: 'Québec',
      path: '/rentals/quebec/montreal',
      listingCount: 1,
    },
  ],
  featured: [1, 2, 3].map((id) => makeCard(id, { featured: true, photo: PHOTO, photoCount: 1 })),
  newest: [4, 5].map((id) => makeCard(id, { photo: PHOTO, photoCount: 1 })),
  provinces: [
    { id: 1, name: 'Ontario', code: 'ON', country: 'CA', path: '/rentals/ontario', listingCount: 1234 },
    { id: 2, name: 'Québec', code: 'QC', country: 'CA', path: '/rentals/quebec', listingCount: 1 },
    { id: 3, name: 'New York', code: 'NY', country: 'US', path: '/rentals/new-york', listingCount: 5000 },
  ],
  rentTrend: {
    city: toronto,
    month: '2025-10',
    byBeds: [
      { beds: 0, median: 165_000, count: 12 },
      { beds: 1, median: 210_000, count: 40 },
      { beds: 2, median: 285_050, count: 1500 },
      { beds: 3, median: null, count: 0 },
      { beds: 4, median: 450_000, count: 2 },
    ],
  },
};

const EMPTY_HOME: HomePageResponse = { popularCities: [], featured: [], newest: [], provinces: [], rentTrend: null };

const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the home page', () => {
  it('shows popular cities, featured and newest listings, the rent teaser and provinces, with links', async () => {
    const { calls } = stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS }, 'GET home': { body: HOME } });
    renderApp('/');
    // The headings show while loading too: wait for the cities themselves.
    await screen.findByTestId('popular-cities');
    expect(new URL(calls.find((c) => c.path === 'home')!.url, 'http://localhost').searchParams.get('locale')).toBe(
      'en',
    );

    const cities = section('Popular cities');
    expect(within(cities).getByRole('link', { name: 'Toronto, ON 1,234 rentals' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto',
    );
    expect(within(cities).getByRole('link', { name: 'Montréal, QC 1 rental' })).toBeInTheDocument();

    const featured = within(section('Featured rentals')).getAllByTestId('listing-card');
    expect(featured).toHaveLength(3);
    // The first cards' photos load at once, the others lazily.
    expect(featured.map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    const newest = section('Newest rentals');
    expect(within(newest).getAllByTestId('listing-card')).toHaveLength(2);
    expect(newest.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(newest).getByRole('link', { name: 'See all rentals' })).toHaveAttribute('href', '/rentals');

    const trend = section('Rents in Toronto');
    expect(within(trend).getByText(/listings that went live in October 2025/)).toBeInTheDocument();
    const rows = within(trend)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BedroomsMedian rentListings',
      'Studio$1,65012',
      '1 bedroom$2,10040',
      '2 bedrooms$2,8511,500',
      '3 bedrooms–0',
      '4+ bedrooms$4,5002',
    ]);
    expect(within(trend).getByRole('link', { name: 'Browse rentals in Toronto' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto',
    );

    const provinces = section('Browse by province or state');
    expect(within(provinces).getByRole('heading', { level: 3, name: 'Canada' })).toBeInTheDocument();
    expect(within(provinces).getByRole('heading', { level: 3, name: 'United States' })).toBeInTheDocument();
    expect(within(provinces).getByRole('link', { name: 'Ontario (1,234)' })).toBeInTheDocument();
    expect(hrefs(provinces)).toEqual(['/rentals/ontario', '/rentals/quebec', '/rentals/new-york']);
    // The hero and the search box stay.
    expect(screen.getByTestId('hero-title')).toHaveTextContent('Find your next home');
    expect(screen.getByTestId('home-search')).toBeInTheDocument();
  });

  it('is in French under /fr, its links too', async () => {
    const { calls } = stubFetch({ 'GET home': { body: HOME } });
    renderApp('/fr');
    await screen.findByTestId('popular-cities');
    expect(screen.getByRole('heading', { level: 2, name: 'Villes populaires' })).toBeInTheDocument();
    expect(new URL(calls.find((c) => c.path === 'home')!.url, 'http://localhost').searchParams.get('locale')).toBe(
      'fr',
    );
    expect(screen.getByRole('link', { name: 'Toronto, ON 1\u00a0234 logements' })).toHaveAttribute(
      'href',
      '/fr/rentals/ontario/toronto',
    );
    const trend = section('Loyers à Toronto');
    expect(within(trend).getByText(/publiées en octobre 2025/)).toBeInTheDocument();
    expect(within(trend).getByRole('row', { name: /4 chambres et plus/ })).toBeInTheDocument();
    expect(hrefs(section('Parcourir par province ou État'))).toEqual([
      '/fr/rentals/ontario',
      '/fr/rentals/quebec',
      '/fr/rentals/new-york',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'États-Unis' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, and an empty answer without empty sections', async () => {
    let answer: (value: { body: HomePageResponse }) => void = () => {};
    stubFetch({ 'GET home': () => ({ body: EMPTY_HOME }) });
    const pending = new Promise<{ body: HomePageResponse }>((resolve) => {
      answer = resolve;
    });
    const fetchMock = vi.mocked(fetch);
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/home')) {
        const { body } = await pending;
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }
      return stubbed(input, init);
    });
    renderApp('/');
    const loading = await screen.findByTestId('home-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('listing-card-skeleton')).toHaveLength(16);

    answer({ body: EMPTY_HOME });
    expect(await screen.findByTestId('home-empty')).toHaveTextContent('No rentals are listed yet.');
    expect(screen.queryByTestId('home-loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Popular cities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Featured rentals' })).not.toBeInTheDocument();
    expect(screen.getByTestId('home-search')).toBeInTheDocument();
  });

  it('renders the same markup on the server as in the browser from the prefetched answer', async () => {
    const { calls } = stubFetch();
    const client = new QueryClient();
    // What the server renderer does: the answer, through JSON, under the page's key.
    client.setQueryData(homeKeys.page('en'), JSON.parse(JSON.stringify(HOME)));
    const page = (
      <Providers env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/']}>
            <HomePage />
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>
    );
    const html = renderToString(page);
    expect(html).toContain('href="/rentals/ontario/toronto"');
    expect(html).toContain('href="/rentals/new-york"');
    expect(html).toContain('1,234 rentals');
    expect(html).not.toContain('home-loading');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getAllByTestId('listing-card')).toHaveLength(5);
    // No second request for what the server sent.
    expect(calls.filter((c) => c.path === 'home')).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  it('offers a retry when the blocks cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({ 'GET home': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: HOME }) });
    renderApp('/');
    const alert = await screen.findByTestId('home-error');
    expect(alert).toHaveTextContent('The listings could not be loaded');
    expect(screen.getByTestId('home-search')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('popular-cities')).toBeInTheDocument();
    expect(screen.queryByTestId('home-error')).not.toBeInTheDocument();
  });
});

describe('public pages', () => {
  it('the home page shows the hero from its content block and searches on the listings page', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET content-blocks/get-content': { body: BLOCKS },
      'GET resolve': { body: resolveSearch(EVERYWHERE) },
      'GET listings': { body: searchAnswer(42) },
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next home' })).toBeInTheDocument();
    expect(screen.getByText('Rentals across the country.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Where do you want to live?' }), 'Toronto');
    await user.click(screen.getByRole('button', { name: 'Search rentals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals'));
    expect(router.state.location.search).toBe('?keyword=Toronto');
    // The catch-all asks GET resolve what /rentals is: the search of every rental, here for the keyword.
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals matching “Toronto”' })).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('42 rentals');
    expect(within(screen.getByTestId('search-results')).getAllByTestId('listing-card')).toHaveLength(20);
    const query = (path: string) => new URL(calls.find((c) => c.path === path)!.url, 'http://localhost').searchParams;
    expect(query('resolve').get('path')).toBe('/rentals');
    expect(query('listings').get('keyword')).toBe('Toronto');
  });

  // The API cleans their HTML (content-blocks and site tests); the page shows it as it comes, server and browser.
  it('the privacy policy and terms come from content blocks', async () => {
    stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const { router } = renderApp('/privacy-policy');
    expect(await screen.findByText('We keep little.')).toBeInTheDocument();
    expect(screen.getByTestId('content-title')).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Test Rentals'));

    await router.navigate('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
  });

  it('keeps content blocks 48 hours instead of asking again', async () => {
    const { calls } = stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const first = renderApp('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
    first.unmount();
    renderApp('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'content-blocks/get-content')).toHaveLength(1);
  });

  it('unknown paths show the not-found page, in French under /fr', async () => {
    stubFetch();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/fr/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/fr');
  });

  it('has a skip link to the main content, and announces page changes', async () => {
    stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const { router } = renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    await router.navigate('/terms-of-use');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Terms of Use'));
  });
});
