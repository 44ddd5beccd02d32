import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapsState } from '../../lib/maps/maps-loader.ts';
import { makeMarker } from '../../test/listings.ts';
import { renderWithProviders } from '../../test/utils.tsx';
import { ListingsMap } from './listings-map.tsx';

// The real Leaflet module, handed out by a loader whose state each test chooses.
const loader = vi.hoisted(() => ({ state: { status: 'loading' } as MapsState, calls: 0 }));
vi.mock('../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/maps/maps-loader.ts')>()),
  useMaps: () => {
    loader.calls++;
    return loader.state;
  },
}));

beforeEach(() => {
  loader.state = { status: 'loading' };
  loader.calls = 0;
});

const AREA = { north: 43.86, east: -79.11, south: 43.58, west: -79.64 };
const MARKERS = [
  makeMarker('l:5', { listingId: 5, lat: 43.7, lng: -79.4, minRent: 215_000 }),
  makeMarker('c:1', {
    count: 12,
    lat: 43.65,
    lng: -79.5,
    featured: true,
    bounds: { north: 43.7, east: -79.45, south: 43.6, west: -79.55 },
  }),
];

async function ready() {
  const maps = await import('../../lib/maps/maps-module.ts');
  loader.state = { status: 'ready', maps };
}

describe('ListingsMap', () => {
  it('shows a placeholder while Leaflet loads', () => {
    renderWithProviders(<ListingsMap markers={[]} area={AREA} renderPopup={() => null} />);
    expect(screen.getByRole('region', { name: 'Map of rentals' })).toBeInTheDocument();
    expect(screen.getByTestId('map-loading')).toHaveTextContent('Loading the map…');
  });

  it('says when the map could not be loaded and tries again on request', async () => {
    const user = userEvent.setup();
    loader.state = { status: 'error', error: new Error('offline') };
    renderWithProviders(<ListingsMap markers={[]} area={AREA} renderPopup={() => null} />);
    const error = screen.getByTestId('map-error');
    expect(error).toHaveTextContent('The map could not be loaded.');
    const before = loader.calls;
    loader.state = { status: 'loading' };
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(loader.calls).toBeGreaterThan(before);
    expect(screen.getByTestId('map-loading')).toBeInTheDocument();
  });

  it('draws focusable markers with spoken names, reports the viewport and opens popups', async () => {
    await ready();
    const onViewportChange = vi.fn();
    const onMarkerHover = vi.fn();
    const renderPopup = vi.fn((marker: { key: string }) => <p>Listings of {marker.key}</p>);
    renderWithProviders(
      <ListingsMap
        markers={MARKERS}
        area={AREA}
        highlightedKey="c:1"
        onViewportChange={onViewportChange}
        onMarkerHover={onMarkerHover}
        renderPopup={renderPopup}
        overlay={<span>Overlay</span>}
      />,
    );
    const pins = await screen.findAllByTestId('map-marker');
    expect(pins).toHaveLength(2);
    const single = screen.getByRole('button', { name: 'Rental for $2,150/month' });
    expect(single).toHaveTextContent('$2,150');
    expect(single).toHaveAttribute('tabindex', '0');
    const cluster = screen.getByRole('button', { name: '12 rentals from $1,800, featured' });
    expect(cluster).toHaveTextContent('12');
    expect(cluster).toHaveAttribute('data-highlighted');
    expect(single).not.toHaveAttribute('data-highlighted');
    expect(screen.getByText('Overlay')).toBeInTheDocument();
    await waitFor(() => expect(onViewportChange).toHaveBeenCalled());
    expect(onViewportChange.mock.calls[0]![0]).toMatchObject({ byUser: false });

    act(() => single.focus());
    expect(onMarkerHover).toHaveBeenLastCalledWith(MARKERS[0]);
    await userEvent.setup().keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Rental for $2,150/month' });
    expect(popup).toHaveTextContent('Listings of l:5');
  });
});
