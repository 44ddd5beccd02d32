import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCard, makeMarker, resolveSearch, searchAnswer } from '../../../test/listings.ts';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

// The real Leaflet (happy-dom has no layout: the map's viewport is the whole world).
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>();
  const maps = await import('../../../lib/maps/maps-module.ts');
  return { ...actual, useMaps: () => ({ status: 'ready', maps }) };
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

function stubSearchWithMap() {
  return stubFetch({
    'GET resolve': { body: resolveSearch() },
    'GET listings': { body: searchAnswer(2) },
    'GET map-markers': {
      body: {
        markers: [
          makeMarker('l:1', { listingId: 1, lat: 43.651, lng: -79.38, minRent: 215_000 }),
          makeMarker('p:43.7:-79.4', { count: 3, lat: 43.7, lng: -79.4, minRent: 150_000 }),
        ],
        count: 4,
      },
    },
    'GET map-marker-info': ({ url }) => ({
      body:
        queryOf(url).key === 'p:43.7:-79.4'
          ? { listings: [makeCard(7), makeCard(8)], total: 2 }
          : { listings: [], total: 0 },
    }),
  });
}

describe('the search map', () => {
  it('asks for markers of the viewport under the same place and filters as the list', async () => {
    const { calls } = stubSearchWithMap();
    renderApp('/rentals/ontario/toronto?beds=2&sort=price-asc&p=2');
    expect(await screen.findByRole('button', { name: 'Rental for $2,150/month' })).toBeInTheDocument();
    const request = queryOf(calls.find((c) => c.path === 'map-markers')!.url);
    expect(request).toMatchObject({ cityId: '7', beds: '2', sort: 'price-asc' });
    expect(request.bounds?.split(',')).toHaveLength(4);
    expect(Number(request.zoom)).toBeGreaterThanOrEqual(1);
    expect(request).not.toHaveProperty('page');
  });

  it('highlights the marker of a hovered card, and the cards of a hovered marker', async () => {
    const user = userEvent.setup();
    stubSearchWithMap();
    renderApp('/rentals/ontario/toronto');
    const marker = await screen.findByRole('button', { name: 'Rental for $2,150/month' });
    const [first, second] = within(await screen.findByTestId('search-results')).getAllByTestId('listing-card');
    await user.hover(first!);
    await waitFor(() => expect(marker).toHaveAttribute('data-highlighted'));
    await user.unhover(first!);
    await waitFor(() => expect(marker).not.toHaveAttribute('data-highlighted'));
    await user.hover(marker);
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    expect(second).not.toHaveAttribute('data-highlighted');
  });

  it('lists the rentals at an address in a popup (GET map-marker-info)', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearchWithMap();
    renderApp('/rentals/ontario/toronto?furnished=1');
    await user.click(await screen.findByRole('button', { name: '3 rentals from $1,500' }));
    const popup = await screen.findByTestId('map-popup');
    expect(await within(popup).findAllByTestId('listing-card')).toHaveLength(2);
    expect(within(popup).getByText('2 rentals')).toBeInTheDocument();
    expect(queryOf(calls.find((c) => c.path === 'map-marker-info')!.url)).toEqual({
      cityId: '7',
      furnished: '1',
      key: 'p:43.7:-79.4',
    });
  });

  it('"Search as I move the map" puts the viewport in the URL, and taking it off removes it', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearchWithMap();
    const { router } = renderApp('/rentals/ontario/toronto?beds=1&p=2');
    await screen.findByRole('button', { name: 'Rental for $2,150/month' });
    const checkbox = screen.getByRole('checkbox', { name: 'Search as I move the map' });
    expect(checkbox).not.toBeChecked();
    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?beds=1&bounds=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+$/),
    );
    expect(screen.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === 'listings').at(-1)!.url)).toHaveProperty('bounds'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?beds=1'));
  });
});
