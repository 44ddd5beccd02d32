// The search page with points of interest: "My places", distances on the cards, and the sort by distance.

import { EMPTY_FILTERS } from '@rentals/shared/search-filters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSearch, searchAnswer } from '../../test/listings.ts';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../test/utils.tsx';
import { useLoginModal } from '../auth/index.ts';
import { distanceSortOptions, sortPatch, sortValue } from './sort-options.ts';
import { makePoint, WORK } from './test-data.ts';
import { useTravelMode } from './travel-mode.ts';

// These tests type into forms and render the app: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

vi.mock('../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

const GYM = makePoint(12, { name: 'Gym', icon: 4, latitude: 43.66, longitude: -79.39 });
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

beforeEach(() => {
  useTravelMode.setState({ mode: 'transit' });
});

function stubSearch(points = [WORK, GYM]) {
  const user = makeUser();
  return stubFetch({
    ...sessionHandlers(user),
    'GET resolve': { body: resolveSearch() },
    'GET listings': { body: searchAnswer(45, 1) },
    'GET map-markers': { body: { markers: [], count: 0 } },
    'GET points-of-interest': { body: { pointsOfInterest: points } },
  });
}

describe('sort by distance: options', () => {
  const t = ((key: string, values?: { name?: string }) => (values?.name ? `${key}(${values.name})` : key)) as never;

  it('offers one option per point (one per position), and one for a near that is none of them', () => {
    const twin = makePoint(13, { name: 'Twin', latitude: WORK.latitude, longitude: WORK.longitude });
    expect(distanceSortOptions(t, [WORK, GYM, twin], EMPTY_FILTERS)).toEqual([
      { value: 'near:43.6426,-79.3871', label: 'poi.sortBy(Work)' },
      { value: 'near:43.66,-79.39', label: 'poi.sortBy(Gym)' },
    ]);
    expect(distanceSortOptions(t, [WORK], { sort: 'distance', near: { lat: 45, lng: -75 } })).toEqual([
      { value: 'near:43.6426,-79.3871', label: 'poi.sortBy(Work)' },
      { value: 'near:45,-75', label: 'poi.sortByChosen' },
    ]);
    expect(distanceSortOptions(t, null, EMPTY_FILTERS)).toEqual([]);
  });

  it('maps options to the search and back', () => {
    expect(sortPatch('near:43.6426,-79.3871')).toEqual({ sort: 'distance', near: { lat: 43.6426, lng: -79.3871 } });
    expect(sortPatch('price-asc')).toEqual({ sort: 'price-asc', near: null });
    expect(sortPatch('near:nonsense')).toEqual({ sort: 'newest', near: null });
    expect(sortValue({ sort: 'distance', near: { lat: 43.6426, lng: -79.3871 } })).toBe('near:43.6426,-79.3871');
    expect(sortValue({ sort: 'price-desc', near: null })).toBe('price-desc');
  });
});

describe('the search page with points of interest', () => {
  it('sorts by distance to a chosen point: sort=distance&near=lat,lng in the URL and the API call, page 1', async () => {
    const user = userEvent.setup();
    signIn();
    const { calls } = stubSearch();
    const { router } = renderApp('/rentals/ontario/toronto?beds=2&p=3');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    await within(select).findByRole('option', { name: 'Distance to Work' });
    expect(within(select).getByRole('option', { name: 'Distance to Gym' })).toBeInTheDocument();

    await user.selectOptions(select, 'Distance to Work');
    await waitFor(() => expect(router.state.location.search).toBe('?beds=2&sort=distance&near=43.6426,-79.3871'));
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === 'listings').at(-1)!.url)).toEqual({
        cityId: '7',
        beds: '2',
        sort: 'distance',
        near: '43.6426,-79.3871',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('near:43.6426,-79.3871');
    // Back to a plain sort: near leaves the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toBe('?beds=2&sort=price-asc'));
  });

  it('shows the distances on every card and the number of places on "My places"', async () => {
    signIn();
    stubSearch();
    renderApp('/rentals/ontario/toronto');
    const cards = await screen.findAllByTestId('listing-card');
    await waitFor(() => expect(within(cards[0]!).getByTestId('listing-distances')).toBeInTheDocument());
    for (const card of await screen.findAllByTestId('listing-card')) {
      expect(within(card).getAllByText(/^(Work|Gym): .* min by transit$/)).toHaveLength(2);
    }
    expect(screen.getByTestId('my-places-button')).toHaveTextContent('My places (2)');
  });

  it('"My places" opens the modal for a renter and the login modal for a visitor', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearch();
    renderApp('/rentals/ontario/toronto');
    await user.click(await screen.findByTestId('my-places-button'));
    expect(useLoginModal.getState().opened).toBe(true);
    expect(calls.some((c) => c.path === 'points-of-interest')).toBe(false);
    // No distance options while signed out.
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option')).toHaveLength(3);
  });

  it('a signed-in renter gets the list of places', async () => {
    const user = userEvent.setup();
    signIn();
    stubSearch();
    renderApp('/rentals/ontario/toronto');
    await user.click(await screen.findByTestId('my-places-button'));
    const dialog = await screen.findByRole('dialog', { name: 'My places' });
    expect(await within(dialog).findAllByTestId('poi-item')).toHaveLength(2);
  });
});
