import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../lib/query-client.ts';
import { makeCard, makeMarker } from '../../test/listings.ts';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import { MarkerPopup } from './marker-popup.tsx';

const here = makeCard(1, { title: 'On this page', lat: 43.7, lng: -79.4 });

function renderPopup(marker: ReturnType<typeof makeMarker>) {
  const relayout = vi.fn();
  const element = <MarkerPopup marker={marker} pageListings={[here]} relayout={relayout} />;
  renderWithProviders(
    <QueryClientProvider client={sharedQueryClient()}>
      <MemoryRouter initialEntries={['/admin/my-inquiries']}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return relayout;
}

describe('MarkerPopup', () => {
  it('shows the card of a listing on this page without asking the server', () => {
    const { calls } = stubFetch();
    renderPopup(makeMarker('l:1', { listingId: 1, lat: 43.7, lng: -79.4 }));
    expect(screen.getByRole('heading', { name: 'On this page' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'fav-listings')).toBe(false);
  });

  it('fetches the card of a listing on another page by id', async () => {
    const { calls } = stubFetch({
      'GET fav-listings': { body: { listings: [makeCard(9, { title: 'On page 3' })], total: 1 } },
    });
    const relayout = renderPopup(makeMarker('l:9', { listingId: 9, lat: 43.6, lng: -79.5 }));
    expect(await screen.findByRole('heading', { name: 'On page 3' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'fav-listings')?.url).toContain('ids=9');
    await waitFor(() => expect(relayout.mock.calls.length).toBeGreaterThan(1));
  });

  it('says how many listings of a group are on other pages', () => {
    stubFetch();
    renderPopup(makeMarker('g:1', { count: 3, lat: 43.7, lng: -79.4 }));
    expect(screen.getByRole('heading', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByText('2 more on other pages')).toBeInTheDocument();
  });
});
