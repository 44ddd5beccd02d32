import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/utils.tsx';
import { EMPTY_LISTING, useListingStore } from './store.ts';
import { makeCard, makeListing } from './test/fixtures.ts';

describe('listing store', () => {
  beforeEach(() => useListingStore.setState(EMPTY_LISTING));

  it('holds the listing and its shared-location listings, asking for the latter', async () => {
    const listing = makeListing();
    const { calls } = stubFetch({
      'GET listing/42': { body: { listing, sharedLocationListings: [makeCard(43)] } },
    });
    await useListingStore.getState().loadListing(42);
    const state = useListingStore.getState();
    expect(state.status).toBe('ready');
    expect(state.activeListing?.id).toBe(42);
    expect(state.sharedLocationListings.map((l) => l.id)).toEqual([43]);
    expect(calls[0]?.url).toBe('/api/listing/42?includeSharedLocationListings=1');
  });

  it('a failed fetch sets the active listing to none and shared-location listings to empty (spec 4)', async () => {
    useListingStore.setState({ activeListing: makeListing(), sharedLocationListings: [makeCard(43)], status: 'ready' });
    stubFetch({ 'GET listing/42': { status: 404, body: { message: 'Not Found.' } } });
    await useListingStore.getState().loadListing(42);
    expect(useListingStore.getState()).toMatchObject({
      activeListing: null,
      sharedLocationListings: [],
      status: 'not-found',
    });
  });

  it('a server or network failure is an error the page can retry, and clears the listing too', async () => {
    useListingStore.setState({ activeListing: makeListing(), sharedLocationListings: [makeCard(43)], status: 'ready' });
    stubFetch({ 'GET listing/42': { status: 503, body: { message: 'Service Unavailable' } } });
    await useListingStore.getState().loadListing(42);
    expect(useListingStore.getState()).toMatchObject({
      activeListing: null,
      sharedLocationListings: [],
      status: 'error',
      error: 'Service Unavailable',
    });
  });

  it('drops an answer for a listing the user has already left', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      'GET listing/1': { body: { listing: makeListing({ id: 1 }), sharedLocationListings: [] } },
      'GET listing/2': { body: { listing: makeListing({ id: 2 }), sharedLocationListings: [] } },
    });
    const fetchMock = globalThis.fetch as unknown as (...args: unknown[]) => Promise<Response>;
    const slow = (...args: unknown[]) => gate.then(() => fetchMock(...args));
    globalThis.fetch = slow as typeof fetch;
    const first = useListingStore.getState().loadListing(1);
    globalThis.fetch = fetchMock as typeof fetch;
    await useListingStore.getState().loadListing(2);
    release();
    await first;
    expect(useListingStore.getState().activeListing?.id).toBe(2);
  });
});
