// A signed-in renter's view of a listing is recorded by GET listing/{id} carrying the bearer token (the API's
// listings.routes.ts). The server renders the page without the token and puts the listing in the cache: the
// page must still ask for it, signed in, once it runs in the browser.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { sharedQueryClient } from '../../../lib/query-client.ts';
import { SITE_SETTINGS, stubFetch } from '../../../test/utils.tsx';
import { useAuthStore } from '../../auth/index.ts';
import { useSiteStore } from '../../site/index.ts';
import { listingKeys } from '../api.ts';
import { EMPTY_LISTING, useListingStore } from '../store.ts';
import { makeCard, makeListing, makeRentTrends } from '../test/fixtures.ts';
import { stubIntersectionObserver } from '../test/intersection.ts';
import { ListingPage } from './listing-page.tsx';

const LISTING_PATH = '/rentals/ontario/toronto/2-bed-apartment-at-120-queen-st-42';
const DETAIL = { listing: makeListing(), sharedLocationListings: [makeCard(43)] };

function handlers() {
  return {
    'GET listing/42': { body: DETAIL },
    'GET similar-listings/42': { body: { listings: [], total: 0 } },
    'GET similar-offerings/42': { body: { listings: [], total: 0 } },
    'GET listings/rent-trends/ontario/toronto': { body: makeRentTrends() },
  };
}

function renderListing() {
  return render(
    <Providers env="test">
      <MemoryRouter initialEntries={[LISTING_PATH]}>
        <ListingPage listingId={42} />
      </MemoryRouter>
    </Providers>,
  );
}

/** As entry-server.tsx does for a rendered listing page: the listing is in the cache, fresh. */
const renderedByServer = () => sharedQueryClient().setQueryData(listingKeys.detail(42), DETAIL);

const listingCalls = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.path === 'listing/42');

beforeEach(() => {
  stubIntersectionObserver({ near: false });
  useListingStore.setState(EMPTY_LISTING);
  useSiteStore.setState({ settings: SITE_SETTINGS.siteSettings as never, permaLinks: { listings: 'rentals' } });
});

describe('the listing page records a signed-in renter’s view', () => {
  it('asks for the server-rendered listing again, with the token', async () => {
    useAuthStore.setState({ token: 'renter-token' });
    renderedByServer();
    const { calls } = stubFetch(handlers());
    renderListing();
    expect(await screen.findByTestId('listing-title')).toHaveTextContent('2 Bed Apartment at 120 Queen St');
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(1));
    expect(listingCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer renter-token');
  });

  it('asks once when the page fetches the listing itself', async () => {
    useAuthStore.setState({ token: 'renter-token' });
    const { calls } = stubFetch(handlers());
    renderListing();
    await screen.findByTestId('listing-title');
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(1));
    expect(listingCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer renter-token');
  });

  it('asks again on signing in on the page; an anonymous visitor keeps the rendered listing', async () => {
    renderedByServer();
    const { calls } = stubFetch(handlers());
    renderListing();
    await screen.findByTestId('listing-title');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listingCalls(calls)).toHaveLength(0);

    useAuthStore.setState({ token: 'renter-token' });
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(1));
    expect(listingCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer renter-token');
  });
});
