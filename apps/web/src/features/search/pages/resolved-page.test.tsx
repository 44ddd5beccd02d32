import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeCard,
  makeMarker,
  resolveFavourites,
  resolveListing,
  resolveSearch,
  searchAnswer,
} from '../../../test/listings.ts';
import { renderApp, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../../renter/index.ts';

vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

// The listing page is another feature's; here it only has to be the page shown for a listing path.
vi.mock('../../listing/pages/listing-page.tsx', () => ({
  ListingPage: ({ listingId }: { listingId: number }) => <p data-testid="listing-page-stub">Listing {listingId}</p>,
}));

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the catch-all route', () => {
  it('shows the search page of a place the server resolves', async () => {
    const { calls } = stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: searchAnswer(2) },
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    renderApp('/rentals/ontario/toronto/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartments for rent in Toronto, ON' })).toBeVisible();
    expect(queryOf(calls.find((c) => c.path === 'resolve')!.url)).toEqual({ path: '/rentals/ontario/toronto' });
    expect(screen.queryByTestId('search-coming-soon')).toBeNull();
  });

  it('shows the listing page, and replaces a non-canonical path keeping /fr and the query', async () => {
    const canonical = '/rentals/ontario/toronto/2-bed-apartment-42';
    const { calls } = stubFetch({ 'GET resolve': { body: resolveListing(42, canonical) } });
    const { router } = renderApp('/fr/rentals/ontario/old-city/old-slug-42?utm_source=mail#photos');
    expect(await screen.findByTestId('listing-page-stub')).toHaveTextContent('Listing 42');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fr${canonical}`));
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(router.state.location.hash).toBe('#photos');
    expect(router.state.historyAction).toBe('REPLACE');
    // The canonical path's answer is known already: no second resolve.
    expect(calls.filter((c) => c.path === 'resolve')).toHaveLength(1);
    expect(screen.getByTestId('listing-page-stub')).toBeInTheDocument();
  });

  it('leaves a canonical listing path alone', async () => {
    const canonical = '/rentals/ontario/toronto/2-bed-apartment-42';
    stubFetch({ 'GET resolve': { body: resolveListing(42, canonical) } });
    const { router } = renderApp(canonical);
    expect(await screen.findByTestId('listing-page-stub')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.pathname).toBe(canonical);
  });

  it('shows the not-found page when the server does not know the path', async () => {
    stubFetch({ 'GET resolve': { status: 404, body: { message: 'Not Found.' } } });
    renderApp('/rentals/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Test Rentals'));
  });

  it('offers a retry when the resolver cannot be reached', async () => {
    const user = userEvent.setup();
    let down = true;
    stubFetch({
      'GET resolve': () => {
        if (down) throw new TypeError('Failed to fetch');
        return { body: resolveFavourites() };
      },
    });
    renderApp('/rentals/favourites');
    const error = await screen.findByTestId('page-error');
    expect(error).toHaveTextContent('This page could not be loaded');
    down = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('favourites-empty')).toBeInTheDocument();
  });
});

describe('the favourites page', () => {
  it('explains how to add favourites when there are none', async () => {
    const { calls } = stubFetch({ 'GET resolve': { body: resolveFavourites() } });
    renderApp('/rentals/favourites');
    const empty = await screen.findByTestId('favourites-empty');
    expect(within(empty).getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Browse rentals' })).toHaveAttribute('href', '/rentals');
    expect(calls.some((c) => c.path === 'fav-listings')).toBe(false);
  });

  it('lists the favourite listings by id and takes one off when its heart is pressed', async () => {
    const user = userEvent.setup();
    useRenterStore.getState().toggleFavourite(3);
    useRenterStore.getState().toggleFavourite(1);
    useRenterStore.getState().toggleFavourite(99);
    const { calls } = stubFetch({
      'GET resolve': { body: resolveFavourites() },
      'GET fav-listings': ({ url }) => {
        const ids = queryOf(url).ids!.split(',').map(Number);
        const listings = ids.filter((id) => id !== 99).map((id) => makeCard(id));
        return { body: { listings, total: listings.length } };
      },
      'GET fav-map-markers': {
        body: { markers: [makeMarker('l:3', { listingId: 3 }), makeMarker('l:1', { listingId: 1 })], count: 2 },
      },
    });
    renderApp('/rentals/favourites');
    const results = await screen.findByTestId('search-results');
    expect(queryOf(calls.find((c) => c.path === 'fav-listings')!.url)).toEqual({ ids: '3,1,99' });
    expect(
      within(results)
        .getAllByTestId('listing-card')
        .map((c) => c.dataset.listingId),
    ).toEqual(['3', '1']);
    expect(screen.getByTestId('favourites-gone')).toHaveTextContent('Some saved rentals are no longer available.');
    expect(screen.getByRole('heading', { level: 1, name: 'My favourites' })).toBeInTheDocument();
    expect(await screen.findByTestId('favourites-map')).toBeInTheDocument();

    await user.click(
      within(results).getByRole('button', { name: 'Remove 2 Bed Apartment at 3 Main St from favourites' }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('search-results')).getAllByTestId('listing-card')).toHaveLength(1),
    );
    expect(useRenterStore.getState().favouriteListings).toEqual([1, 99]);
  });

  it('says favorite in the US region', async () => {
    stubFetch({
      'GET resolve': { body: resolveFavourites() },
      'GET site-settings': {
        body: {
          siteSettings: { siteName: 'Test Rentals', region: 'US', mapTileUrl: '', mapAttribution: '' },
          permaLinks: { listings: 'rentals' },
          menus: {},
          companyInfo: { logo: '', name: 'Test', socialMedia: {} },
        },
      },
    });
    renderApp('/rentals/favourites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
  });
});
