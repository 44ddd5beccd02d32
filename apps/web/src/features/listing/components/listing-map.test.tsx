// The listing's map below the fold: its place held by a placeholder of its size (in the server's HTML too),
// Leaflet asked for only once the reader comes near.
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { renderWithProviders } from '../../../test/utils.tsx';
import { stubIntersectionObserver } from '../test/intersection.ts';
import { ListingMap } from './listing-map.tsx';

const maps = vi.hoisted(() => ({ asked: 0 }));
vi.mock('../../../lib/maps/maps-loader.ts', () => ({
  useMaps: () => {
    maps.asked++;
    return { status: 'error', error: new Error('offline') };
  },
}));

const PLACE = { lat: 43.65, lng: -79.38, title: '2 Bed Apartment' };

describe('listing map', () => {
  it('is a placeholder with the directions link in the server’s HTML', () => {
    maps.asked = 0;
    const html = renderToString(
      <Providers env="test">
        <ListingMap listing={PLACE} />
      </Providers>,
    );
    expect(html).toContain('aria-label="Loading the map…"');
    expect(html).toContain('Get directions');
    expect(html).not.toContain('leaflet');
    expect(maps.asked).toBe(0);
  });

  it('asks for Leaflet only when it comes near the viewport', () => {
    maps.asked = 0;
    const io = stubIntersectionObserver({ near: false });
    renderWithProviders(<ListingMap listing={PLACE} />);
    const map = within(screen.getByTestId('listing-map'));
    expect(map.getByRole('status', { name: 'Loading the map…' })).toBeInTheDocument();
    expect(io.watched()).toEqual([screen.getByTestId('listing-map')]);
    expect(maps.asked).toBe(0);

    io.reveal();
    expect(maps.asked).toBeGreaterThan(0);
    expect(map.getByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(io.watched()).toEqual([]);
  });
});
