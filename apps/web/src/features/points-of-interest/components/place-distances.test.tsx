import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { useLoginModal } from '../../auth/index.ts';
import { makePoint, WORK } from '../test-data.ts';
import { PlaceDistances } from './place-distances.tsx';

vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
}));

const LISTING = { lat: 43.6532, lng: -79.3832 };

describe("the listing page's distances to the renter's places", () => {
  it('shows every place by every way of travelling, with how it is estimated', async () => {
    signIn();
    const mom = makePoint(14, { name: 'Mom', icon: 6, latitude: 45.4215, longitude: -75.6972 });
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK, mom] } } });
    renderWithProviders(<PlaceDistances listing={LISTING} />);
    const table = await screen.findByTestId('poi-distance-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Place', 'Distance', 'Walk', 'Bike', 'Transit', 'Car'],
      ['Work', '1.2 km', '20 min', '6 min', '10 min', '3 min'],
      ['Mom', '352 km', '95 h 22 min', '30 h 31 min', '22 h 58 min', '15 h 15 min'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Work' })).toBeInTheDocument();
    expect(screen.getByText(/walking 4\.8 km\/h, cycling 15 km\/h/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Distances to your places' })).toBeInTheDocument();
  });

  it('invites a visitor to sign in, then shows the distances here (not the "My places" modal)', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK] } } });
    renderWithProviders(<PlaceDistances listing={LISTING} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useLoginModal.getState().opened).toBe(true);
    expect(screen.queryByTestId('poi-distance-table')).toBeNull();
    act(() => {
      signIn();
      useLoginModal.getState().close();
    });
    expect(await screen.findByTestId('poi-distance-table')).toBeInTheDocument();
    // The modal is a lazy chunk: given time to come, it still does not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'My places' })).toBeNull();
  });

  it('offers to add a first place, opening the form', async () => {
    const user = userEvent.setup();
    signIn();
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [] } } });
    renderWithProviders(<PlaceDistances listing={LISTING} />);
    const empty = await screen.findByTestId('poi-section-empty');
    await user.click(within(empty).getByRole('button', { name: 'Add a place' }));
    expect(await screen.findByRole('dialog', { name: 'Add a place' })).toBeInTheDocument();
    expect(await screen.findByTestId('poi-form')).toHaveAttribute('data-mode', 'create');
  });

  it('says when the places could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    stubFetch({
      'GET points-of-interest': () =>
        fail ? { status: 503, body: { message: 'Unavailable' } } : { body: { pointsOfInterest: [WORK] } },
    });
    renderWithProviders(<PlaceDistances listing={LISTING} />);
    const error = await screen.findByTestId('poi-load-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('poi-distance-table')).toBeInTheDocument();
  });
});
