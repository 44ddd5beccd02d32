import { describe, expect, it } from 'vitest';
import { makeCard, makeMarker } from '../../test/listings.ts';
import { markerContains, markerForListing } from './hover-store.ts';

describe('list and map highlighting', () => {
  const listing = makeCard(5, { lat: 43.7, lng: -79.4 });
  const own = makeMarker('l:5', { listingId: 5, lat: 43.7, lng: -79.4 });
  const sameAddress = makeMarker('p:43.7:-79.4', { count: 3, lat: 43.7, lng: -79.4 });
  const cluster = makeMarker('c:9:1:2', {
    count: 40,
    lat: 43.6,
    lng: -79.5,
    bounds: { north: 43.8, east: -79.3, south: 43.5, west: -79.6 },
  });
  const elsewhere = makeMarker('c:9:9:9', {
    count: 12,
    bounds: { north: 45, east: -75, south: 44, west: -76 },
  });

  it('a marker holds a listing when it is its own, at its address or a cluster around it', () => {
    expect(markerContains(own, listing)).toBe(true);
    expect(markerContains(makeMarker('l:6', { listingId: 6, lat: 43.7, lng: -79.4 }), listing)).toBe(false);
    expect(markerContains(sameAddress, listing)).toBe(true);
    expect(markerContains(cluster, listing)).toBe(true);
    expect(markerContains(elsewhere, listing)).toBe(false);
  });

  it('a hovered card highlights its own marker first, else the group or cluster holding it', () => {
    expect(markerForListing([cluster, own], listing)).toBe('l:5');
    expect(markerForListing([elsewhere, cluster], listing)).toBe('c:9:1:2');
    expect(markerForListing([elsewhere], listing)).toBeNull();
    expect(markerForListing([own], null)).toBeNull();
  });
});
