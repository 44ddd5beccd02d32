import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { setLanguage } from '../../../lib/i18n/index.ts';
import type { MapsState } from '../../../lib/maps/maps-loader.ts';
import { usePageTitleStore } from '../../../lib/page-title.ts';
import { sharedQueryClient } from '../../../lib/query-client.ts';
import { SITE_SETTINGS, stubFetch } from '../../../test/utils.tsx';
import { useLastSearchStore } from '../../search/index.ts';
import { useSiteStore } from '../../site/index.ts';
import { EMPTY_LISTING, useListingStore } from '../store.ts';
import { makeCard, makeListing, makeRentTrends } from '../test/fixtures.ts';
import { stubIntersectionObserver } from '../test/intersection.ts';
import { ListingPage } from './listing-page.tsx';

// Leaflet is not rendered here (the end-to-end tests draw the real map): each test says what the loader does,
// and `asked` counts the renders that asked for it (none until the map is near the viewport).
const maps = vi.hoisted(() => ({ state: { status: 'loading' } as MapsState, asked: 0 }));
vi.mock('../../../lib/maps/maps-loader.ts', () => ({
  useMaps: () => {
    maps.asked++;
    return maps.state;
  },
}));
// recharts draws nothing without layout (happy-dom): a stand-in shows when the chart is mounted.
vi.mock('../components/rent-trend-chart.tsx', () => ({
  RentTrendChart: () => <p data-testid="rent-trend-chart">chart</p>,
}));

const LISTING_PATH = '/rentals/ontario/toronto/2-bed-apartment-at-120-queen-st-42';

function renderListing(path = LISTING_PATH, listingId = 42) {
  return render(
    <Providers env="test">
      <MemoryRouter initialEntries={[path]}>
        <ListingPage listingId={listingId} />
      </MemoryRouter>
    </Providers>,
  );
}

function listingHandlers(overrides: Record<string, unknown> = {}) {
  return {
    'GET listing/42': { body: { listing: makeListing(), sharedLocationListings: [makeCard(43), makeCard(44)] } },
    'GET similar-listings/42': { body: { listings: [makeCard(50), makeCard(51), makeCard(52)], total: 3 } },
    'GET similar-offerings/42': { body: { listings: [], total: 0 } },
    'GET listings/rent-trends/ontario/toronto': { body: makeRentTrends() },
    ...overrides,
  };
}

beforeEach(() => {
  // Everything counts as near the viewport, but in "below the fold" (which scrolls by hand).
  stubIntersectionObserver({ near: true });
  maps.state = { status: 'loading' };
  maps.asked = 0;
  useListingStore.setState(EMPTY_LISTING);
  useSiteStore.setState({ settings: SITE_SETTINGS.siteSettings as never, permaLinks: { listings: 'rentals' } });
});

describe('listing page', () => {
  it('shows the listing: title, rent with commas, facts, features in words, description as text', async () => {
    stubFetch(listingHandlers());
    renderListing();
    expect(await screen.findByTestId('listing-title')).toHaveTextContent('2 Bed Apartment at 120 Queen St');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2 Bed Apartment at 120 Queen St');
    expect(screen.getByTestId('listing-rent')).toHaveTextContent('$2,150/month');
    expect(screen.getByTestId('listing-deposit')).toHaveTextContent('Deposit $1,075');
    expect(screen.getByTestId('listing-address')).toHaveTextContent('120 Queen St, unit 1204, Toronto, ON M5H 2N2');

    expect(screen.getByTestId('fact-beds')).toHaveTextContent('Bedrooms2 beds');
    expect(screen.getByTestId('fact-baths')).toHaveTextContent('1.5 baths');
    expect(screen.getByTestId('fact-size')).toHaveTextContent('1,150 sq ft');
    expect(screen.getByTestId('fact-type')).toHaveTextContent('Condo');
    expect(screen.getByTestId('fact-furnished')).toHaveTextContent('Furnished');
    expect(screen.getByTestId('fact-available')).toHaveTextContent('Available Mar 1, 2030');
    expect(screen.getByTestId('fact-lease')).toHaveTextContent('12 months');
    expect(screen.getByTestId('fact-parking')).toHaveTextContent('Underground parking');

    const amenities = within(screen.getByTestId('listing-amenities'));
    expect(amenities.getByText('Dishwasher')).toBeInTheDocument();
    expect(amenities.getByText('In-suite laundry')).toBeInTheDocument();
    expect(within(screen.getByTestId('listing-utilities')).getByText('Heat')).toBeInTheDocument();
    expect(within(screen.getByTestId('listing-pet-policy')).getByText('Small dogs allowed')).toBeInTheDocument();

    // Paragraphs from blank lines; markup is shown as text, never run.
    const description = screen.getByTestId('listing-description');
    expect(description.querySelectorAll('p')).toHaveLength(2);
    expect(description).toHaveTextContent('Steps from the subway.<script>alert(1)</script>');
    expect(description.querySelector('script')).toBeNull();

    // Headings go down one level at a time (h1, then h2 sections with h3 inside).
    await screen.findByTestId('similar-listings');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    const jumps = levels.filter((level, at) => level - (levels[at - 1] ?? 0) > 1);
    expect(jumps).toEqual([]);

    expect(screen.getByTestId('listing-phone')).toHaveAttribute('href', 'tel:4165550199');
    expect(screen.getByTestId('listing-landlord')).toHaveTextContent('Maple Homes');
    await waitFor(() => expect(usePageTitleStore.getState().override).toBe('2 Bed Apartment at 120 Queen St, Toronto'));
  });

  it('shows the total monthly cost beside the rent and the fees below the facts', async () => {
    const fees = [
      { type: 'parking', label: '', amount: 125_00, frequency: 'monthly', requirement: 'mandatory' },
      { type: 'application', label: '', amount: 50_00, frequency: 'one-time', requirement: 'mandatory' },
    ] as const;
    stubFetch(
      listingHandlers({
        'GET listing/42': { body: { listing: makeListing({ fees: [...fees] }), sharedLocationListings: [] } },
      }),
    );
    renderListing();
    expect(await screen.findByTestId('listing-total-monthly')).toHaveTextContent('$2,275 total monthly');
    expect(screen.getByTestId('listing-rent')).toHaveTextContent('$2,150/month');
    const monthly = screen.getByTestId('listing-monthly-fees');
    expect(within(monthly).getByText('Parking')).toBeInTheDocument();
    expect(within(monthly).getByText('$2,275')).toBeInTheDocument();
    expect(within(screen.getByTestId('listing-one-time-fees')).getByText('Application fee')).toBeInTheDocument();
  });

  it('shows neither the total nor the fees of a listing without fees', async () => {
    stubFetch(listingHandlers());
    renderListing();
    expect(await screen.findByTestId('listing-rent')).toHaveTextContent('$2,150/month');
    expect(screen.queryByTestId('listing-total-monthly')).toBeNull();
    expect(screen.queryByTestId('listing-fees')).toBeNull();
  });

  it('links the breadcrumbs and "Back to search", with /fr in French', async () => {
    stubFetch(listingHandlers());
    await setLanguage('fr');
    renderListing(`/fr${LISTING_PATH}`);
    const crumbs = within(await screen.findByRole('navigation', { name: 'Fil d’Ariane' }));
    expect(crumbs.getByRole('link', { name: 'Logements' })).toHaveAttribute('href', '/fr/rentals');
    expect(crumbs.getByRole('link', { name: 'Ontario' })).toHaveAttribute('href', '/fr/rentals/ontario');
    expect(crumbs.getByRole('link', { name: 'Toronto' })).toHaveAttribute('href', '/fr/rentals/ontario/toronto');
    // No search yet in this tab: back to the city.
    expect(screen.getByTestId('back-to-search')).toHaveAttribute('href', '/fr/rentals/ontario/toronto');
    expect(screen.getByTestId('listing-rent')).toHaveTextContent('2 150 $/mois');
    expect(within(screen.getByTestId('listing-amenities')).getByText('Lave-vaisselle')).toBeInTheDocument();
  });

  it('goes back to the last search when there was one', async () => {
    useLastSearchStore.setState({ lastSearchUrl: '/rentals/ontario/toronto?beds=2&p=3' });
    stubFetch(listingHandlers());
    renderListing();
    expect(await screen.findByTestId('back-to-search')).toHaveAttribute('href', '/rentals/ontario/toronto?beds=2&p=3');
    useLastSearchStore.setState({ lastSearchUrl: null });
  });

  it('moves through the photos with buttons, arrow keys and thumbnails, and opens them full screen', async () => {
    const user = userEvent.setup();
    stubFetch(listingHandlers());
    renderListing();
    const gallery = within(await screen.findByTestId('listing-gallery'));
    const counter = gallery.getByTestId('gallery-counter');
    expect(counter).toHaveTextContent('1 / 8');
    expect(gallery.getByRole('img', { name: 'Photo 1 of the apartment' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('-1600.webp 1600w'),
    );

    await user.click(gallery.getByRole('button', { name: 'Next photo' }));
    expect(counter).toHaveTextContent('2 / 8');
    await user.click(gallery.getByRole('button', { name: 'Previous photo' }));
    await user.click(gallery.getByRole('button', { name: 'Previous photo' }));
    expect(counter).toHaveTextContent('8 / 8');

    await user.click(gallery.getByRole('button', { name: 'Show photo 3 of 8' }));
    expect(counter).toHaveTextContent('3 / 8');
    expect(gallery.getByRole('button', { name: 'Show photo 3 of 8' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(counter).toHaveTextContent('4 / 8');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter).toHaveTextContent('2 / 8');

    const opener = gallery.getByRole('button', { name: 'View photo 2 of 8 full screen' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Photos of 2 Bed Apartment at 120 Queen St' }));
    expect(dialog.getByRole('img', { name: 'Photo 2 of the apartment' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next photo' }));
    expect(dialog.getByText('3 / 8')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter).toHaveTextContent('3 / 8');
  });

  it('shows a placeholder when there are no photos', async () => {
    stubFetch(
      listingHandlers({
        'GET listing/42': { body: { listing: makeListing({ photos: [], photoCount: 0 }), sharedLocationListings: [] } },
      }),
    );
    renderListing();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('shows other units, similar listings and hides empty sections', async () => {
    stubFetch(listingHandlers());
    renderListing();
    const shared = await screen.findByTestId('shared-location-listings');
    expect(within(shared).getByRole('heading', { level: 2, name: 'Other units at this address' })).toBeInTheDocument();
    expect(within(shared).getAllByTestId('listing-card')).toHaveLength(2);
    const similar = await screen.findByTestId('similar-listings');
    expect(within(similar).getAllByTestId('listing-card')).toHaveLength(3);
    expect(within(similar).getByRole('link', { name: 'Listing 50' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto/listing-50-50',
    );
    // More from the landlord answered nothing: no empty heading.
    expect(screen.queryByTestId('similar-offerings')).toBeNull();
    expect(screen.queryByText('More from Maple Homes')).toBeNull();
  });

  it('names the landlord company over its other listings', async () => {
    stubFetch(
      listingHandlers({
        'GET listing/42': { body: { listing: makeListing(), sharedLocationListings: [] } },
        'GET similar-offerings/42': { body: { listings: [makeCard(60)], total: 1 } },
      }),
    );
    renderListing();
    const offerings = await screen.findByTestId('similar-offerings');
    expect(within(offerings).getByRole('heading', { name: 'More from Maple Homes' })).toBeInTheDocument();
    expect(screen.queryByTestId('shared-location-listings')).toBeNull();
  });

  it('summarises the rent trends in words, and hides them without data', async () => {
    stubFetch(listingHandlers());
    const first = renderListing();
    const summary = await screen.findByTestId('rent-trends-summary');
    expect(summary).toHaveTextContent('Median studio rent in Toronto: $1,680 in September 2025');
    expect(summary).toHaveTextContent('Median 1-bedroom rent in Toronto: $2,100 in October 2025');
    expect(screen.getByRole('heading', { level: 2, name: 'Rent trends in Toronto' })).toBeInTheDocument();
    first.unmount();

    sharedQueryClient().clear();
    const { calls } = stubFetch(
      listingHandlers({
        'GET listings/rent-trends/ontario/toronto': {
          body: { ...makeRentTrends(), series: [{ beds: 1, medians: [null, null, null], counts: [0, 0, 0] }] },
        },
      }),
    );
    renderListing();
    await screen.findByTestId('listing-title');
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('listings/rent-trends'))).toBe(true));
    await screen.findByTestId('similar-listings');
    expect(screen.queryByTestId('rent-trends')).toBeNull();
  });

  it('a listing that is gone clears the store and says so, with a way back to search', async () => {
    useListingStore.setState({ activeListing: makeListing({ id: 7 }), sharedLocationListings: [makeCard(8)] });
    stubFetch({ 'GET listing/42': { status: 404, body: { message: 'Not Found.' } } });
    renderListing();
    const notFound = await screen.findByTestId('listing-not-found');
    expect(within(notFound).getByRole('heading', { name: 'This listing is no longer available' })).toBeInTheDocument();
    expect(within(notFound).getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/rentals');
    expect(useListingStore.getState().activeListing).toBeNull();
    expect(useListingStore.getState().sharedLocationListings).toEqual([]);
    expect(usePageTitleStore.getState().override).toBe('This listing is no longer available');
  });

  it('a server error offers a retry that loads the listing', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch(
      listingHandlers({
        'GET listing/42': () =>
          fail
            ? { status: 500, body: { message: 'Server Error' } }
            : { body: { listing: makeListing(), sharedLocationListings: [] } },
      }),
    );
    renderListing();
    const error = await screen.findByTestId('listing-error');
    expect(error).toHaveTextContent('This listing could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('listing-title')).toBeInTheDocument();
  });

  it('shows a placeholder while the map loads', async () => {
    stubFetch(listingHandlers());
    renderListing();
    const map = await screen.findByTestId('listing-map');
    expect(within(map).getByRole('status', { name: 'Loading the map…' })).toBeInTheDocument();
  });

  it('says when the map cannot load, and tries again on request', async () => {
    const user = userEvent.setup();
    maps.state = { status: 'error', error: new Error('offline') };
    stubFetch(listingHandlers());
    renderListing();
    const map = await screen.findByTestId('listing-map');
    expect(within(map).getByRole('alert')).toHaveTextContent('The map could not be loaded.');
    maps.state = { status: 'loading' };
    await user.click(within(map).getByRole('button', { name: 'Try again' }));
    expect(within(map).getByRole('status', { name: 'Loading the map…' })).toBeInTheDocument();
  });
});

describe('listing page below the fold', () => {
  it('fetches and draws the lists, the trends, the chart and the map only when the reader comes near', async () => {
    const io = stubIntersectionObserver({ near: false });
    maps.state = { status: 'error', error: new Error('offline') };
    const { calls } = stubFetch(listingHandlers());
    renderListing();
    await screen.findByTestId('listing-title');
    // Other units at the address come with the listing (and the server's HTML): shown at once.
    expect(screen.getByTestId('shared-location-listings')).toBeInTheDocument();

    // The map keeps its place, its code not asked for; nothing below the listing is fetched or drawn.
    const map = screen.getByTestId('listing-map');
    expect(within(map).getByRole('status', { name: 'Loading the map…' })).toBeInTheDocument();
    expect(maps.asked).toBe(0);
    expect(screen.getByTestId('listing-more')).toBeEmptyDOMElement();
    expect(calls.some((c) => /^(similar-|listings\/rent-trends)/.test(c.path))).toBe(false);
    // A few hundred pixels ahead of the viewport, vertically.
    expect(io.rootMargins()).toContain('400px 0px');

    io.reveal();
    expect(maps.asked).toBeGreaterThan(0);
    expect(within(map).getByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(await screen.findByTestId('similar-listings')).toBeInTheDocument();
    const trends = await screen.findByTestId('rent-trends');
    expect(within(trends).getByRole('heading', { level: 2, name: 'Rent trends in Toronto' })).toBeInTheDocument();
    expect(within(trends).getByTestId('rent-trends-summary')).toHaveTextContent('Median 1-bedroom rent in Toronto');
    // The chart's own placeholder, until it comes near too.
    expect(within(trends).getByTestId('rent-trends-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('rent-trend-chart')).toBeNull();

    io.reveal();
    expect(await within(trends).findByTestId('rent-trend-chart')).toBeInTheDocument();
    expect(within(trends).queryByTestId('rent-trends-placeholder')).toBeNull();
    // Observers stop once they have seen their element.
    expect(io.watched()).toEqual([]);
  });

  it('says when trend points rest on few listings', async () => {
    stubFetch(listingHandlers());
    renderListing();
    const trends = await screen.findByTestId('rent-trends');
    // The fixture's studios: 4 listings in August (few), 5 in September.
    expect(within(trends).getByTestId('rent-trends-few')).toHaveTextContent(
      'Hollow dots rest on fewer than 5 listings',
    );
    expect(within(trends).getByTestId('rent-trends-summary')).toHaveTextContent(
      'Median studio rent in Toronto: $1,680 in September 2025 (5 listings)',
    );
  });

  it('mounts everything at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    stubFetch(listingHandlers());
    renderListing();
    expect(await screen.findByTestId('rent-trend-chart')).toBeInTheDocument();
    expect(maps.asked).toBeGreaterThan(0);
  });
});
