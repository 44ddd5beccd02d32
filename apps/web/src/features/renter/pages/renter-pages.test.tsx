import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage, setRegion } from '../../../lib/i18n/index.ts';
import { pageMeta as meta } from '../../../test/listings.ts';
import { makeUser, renderApp, SITE_SETTINGS, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../store.ts';
import { card, markersOf } from '../test-data.ts';

const renter = makeUser({ id: 7 });
const PERMISSIONS = {
  viewMyInquiries: true,
  viewFavouriteListings: true,
  viewRecommendedListings: true,
  viewViewedListings: true,
};

function session(extra: Parameters<typeof stubFetch>[0] = {}) {
  signIn(renter, PERMISSIONS);
  return stubFetch({ ...sessionHandlers(renter, PERMISSIONS), ...extra });
}

describe('My Favourites (/admin/favourite-listings)', () => {
  it('lists the account’s favourites with the date saved and a price drop, and a heart takes one off', async () => {
    const user = userEvent.setup();
    const a = card(1, { rent: 190_000 });
    const b = card(2);
    useRenterStore.setState({ favouriteListings: [2], favouriteCount: 1 });
    const { calls } = session({
      'PATCH audit-favourite-listings': { body: { favouriteListings: [1, 2] } },
      'GET favourite-listings': {
        body: {
          data: [
            { listing: a, savedAt: '2025-03-02T15:00:00.000Z', rentWhenSaved: 200_000 },
            { listing: b, savedAt: '2025-03-01T15:00:00.000Z', rentWhenSaved: 200_000 },
          ],
          meta: meta(2),
        },
      },
      'GET favourite-listings-map-markers': { body: markersOf([a, b]) },
      'PATCH favourite-listing': { body: { favouriteListings: [2] } },
    });
    renderApp('/admin/favourite-listings');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Favourites' })).toBeInTheDocument();
    const results = await screen.findByTestId('favourite-listings-results');
    expect(within(results).getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByTestId('renter-count')).toHaveTextContent('2 saved rentals');
    expect(within(results).getByTestId('price-drop')).toHaveTextContent('Price dropped $100');
    expect(within(results).getByText('Saved Mar 2, 2025')).toBeInTheDocument();
    // Opening the page merged this browser's favourites with the account's: the header count follows.
    expect(calls.find((c) => c.path === 'audit-favourite-listings')?.body).toEqual({ favouriteListings: [2] });
    await waitFor(() => expect(useRenterStore.getState().favouriteCount).toBe(2));

    await user.click(await within(results).findByRole('button', { name: 'Remove Apartment 1 from favourites' }));
    await waitFor(() => expect(within(results).getAllByTestId('listing-card')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'favourite-listing')?.body).toMatchObject({ listingId: 1, active: 0 });
  });

  it('fetches the list and the map once per visit, after the merge, and again when the server accepts a change', async () => {
    const user = userEvent.setup();
    const a = card(1);
    const b = card(2);
    useRenterStore.setState({ favouriteListings: [1], favouriteCount: 1 });
    let saved = [a, b];
    const { calls } = session({
      'PATCH audit-favourite-listings': { body: { favouriteListings: [1, 2] } },
      'GET favourite-listings': () => ({
        body: {
          data: saved.map((listing) => ({ listing, savedAt: '2025-03-02T15:00:00.000Z', rentWhenSaved: listing.rent })),
          meta: meta(saved.length),
        },
      }),
      'GET favourite-listings-map-markers': () => ({ body: markersOf(saved) }),
      'PATCH favourite-listing': () => {
        saved = [b];
        return { body: { favouriteListings: [2] } };
      },
    });
    const asked = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;
    renderApp('/admin/favourite-listings');

    const results = await screen.findByTestId('favourite-listings-results');
    expect(within(results).getAllByTestId('listing-card')).toHaveLength(2);
    await waitFor(() => expect(useRenterStore.getState().favouriteCount).toBe(2));
    // Time for a refetch the merge would set off.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked('favourite-listings')).toBe(1);
    expect(asked('favourite-listings-map-markers')).toBe(1);
    const merge = calls.findIndex((c) => c.path === 'audit-favourite-listings');
    expect(calls.findIndex((c) => c.path === 'favourite-listings')).toBeGreaterThan(merge);

    await user.click(within(results).getByRole('button', { name: 'Remove Apartment 1 from favourites' }));
    await waitFor(() => expect(asked('favourite-listings')).toBe(2));
    await waitFor(() => expect(asked('favourite-listings-map-markers')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('renter-count')).toHaveTextContent('1 saved rental'));
  });

  it('links its empty state to the French search when the renter reads French', async () => {
    const french = makeUser({ id: 7, locale: 'fr' });
    signIn(french, PERMISSIONS);
    stubFetch({
      ...sessionHandlers(french, PERMISSIONS),
      'PATCH audit-favourite-listings': { body: { favouriteListings: [] } },
      'GET favourite-listings': { body: { data: [], meta: meta(0) } },
      'GET favourite-listings-map-markers': { body: { markers: [], count: 0 } },
    });
    await setLanguage('fr');
    renderApp('/admin/favourite-listings');
    const empty = await screen.findByTestId('favourites-empty');
    expect(within(empty).getByRole('link', { name: 'Parcourir les logements' })).toHaveAttribute('href', '/fr/rentals');
  });

  it('is titled My Favorites in the US region, also at /admin/favorite-listings, and says when it is empty', async () => {
    session({
      'GET site-settings': {
        body: { ...SITE_SETTINGS, siteSettings: { ...SITE_SETTINGS.siteSettings, region: 'US' } },
      },
      'PATCH audit-favourite-listings': { body: { favouriteListings: [] } },
      'GET favourite-listings': { body: { data: [], meta: meta(0) } },
      'GET favourite-listings-map-markers': { body: { markers: [], count: 0 } },
    });
    setRegion('US');
    renderApp('/admin/favorite-listings');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    const empty = await screen.findByTestId('favourites-empty');
    expect(within(empty).getByText('No favorites yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Browse rentals' })).toHaveAttribute('href', '/rentals');
    // No empty grey map panel beside the empty state.
    expect(document.querySelector('aside')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    session({
      'PATCH audit-favourite-listings': { body: { favouriteListings: [] } },
      'GET favourite-listings': () =>
        fail ? { status: 500, body: { message: 'Down' } } : { body: { data: [], meta: meta(0) } },
      'GET favourite-listings-map-markers': { body: { markers: [], count: 0 } },
    });
    renderApp('/admin/favourite-listings');
    const error = await screen.findByTestId('list-error', {}, { timeout: 8000 });
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('favourites-empty')).toBeInTheDocument();
  });
});

describe('Recommended Listings (/admin/recommended-listings)', () => {
  it('shows the intro once, marks new ones, says why, and hides one for good after a confirmation', async () => {
    const user = userEvent.setup();
    const a = card(1);
    const b = card(2);
    useRenterStore.setState({ seenRecommendedListings: [2] });
    const recommendations = [
      { listing: a, reason: { kind: 'favourite', basedOn: '123 Main St' } },
      { listing: b, reason: { kind: 'alert', basedOn: 'Toronto 2 beds' } },
    ];
    const { calls } = session({
      'GET new-recommended-listings': { body: { listings: [recommendations[0]] } },
      'GET recommended-listings': ({ url }) => {
        const removed = new URL(url, 'http://x').searchParams.get('removedIds') ?? '';
        const data = recommendations.filter((r) => !removed.split(',').includes(String(r.listing.id)));
        return { body: { data, meta: meta(data.length) } };
      },
      'GET recommended-listings-map-markers': { body: markersOf([a, b]) },
      'GET recommended-listings-stats': {
        body: { total: 2, basedOn: { favourites: 1, inquiries: 0, views: 0, alerts: 1 } },
      },
      'DELETE recommended-listings/1': { status: 204 },
    });
    const { unmount } = renderApp('/admin/recommended-listings');

    expect(await screen.findByTestId('recommended-intro')).toBeInTheDocument();
    const results = await screen.findByTestId('recommended-listings-results');
    const reasons = within(results)
      .getAllByTestId('recommendation-reason')
      .map((r) => r.textContent);
    expect(reasons).toEqual(['Similar to 123 Main St you saved', 'Matches your alert “Toronto 2 beds”']);
    expect(within(results).getAllByTestId('new-badge')).toHaveLength(1);
    expect(screen.getByTestId('new-count')).toHaveTextContent('1 new');
    expect(screen.getByTestId('recommended-stats')).toHaveTextContent('From your favourites: 1');
    // Seen now: it leaves the new list (spec 4).
    await waitFor(() => expect(useRenterStore.getState().seenRecommendedListings).toEqual([2, 1]));
    expect(useRenterStore.getState()).toMatchObject({ newRecommendedListings: [], recommendedCount: 0 });

    await user.click(within(results).getByRole('button', { name: 'Not interested in Apartment 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide this rental?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide it' }));
    await waitFor(() => expect(within(results).getAllByTestId('listing-card')).toHaveLength(1));
    expect(useRenterStore.getState().removedRecommendedListings).toEqual([1]);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'recommended-listings' && c.url.includes('removedIds=1'))).toBe(true),
    );

    // The intro is not shown again.
    unmount();
    renderApp('/admin/recommended-listings');
    expect(await screen.findByTestId('recommended-listings-results')).toBeInTheDocument();
    expect(screen.queryByTestId('recommended-intro')).not.toBeInTheDocument();
  });
});

describe('Viewed Listings (/admin/viewed-listings)', () => {
  it('lists what the renter viewed, how often, page by page', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 12 }, (_, i) => card(i + 1));
    const { calls } = session({
      'GET viewed-listings': ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
        const cards = page === 1 ? first : [card(13)];
        return {
          body: {
            data: cards.map((c) => ({
              listing: c,
              lastViewedAt: '2025-05-04T12:00:00.000Z',
              views: c.id === 1 ? 3 : 1,
            })),
            meta: meta(13, page),
          },
        };
      },
      'GET viewed-listings-map-markers': { body: markersOf([...first, card(13)]) },
    });
    const { router } = renderApp('/admin/viewed-listings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewed Listings' })).toBeInTheDocument();
    const results = await screen.findByTestId('viewed-listings-results');
    expect(within(results).getAllByTestId('listing-card')).toHaveLength(12);
    expect(within(results).getByText('Viewed 3 times · last May 4, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('renter-count')).toHaveTextContent('13 rentals viewed');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(results).getAllByTestId('listing-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((c) => c.path === 'viewed-listings' && c.url.includes('page=2'))).toBe(true);
  });
});
