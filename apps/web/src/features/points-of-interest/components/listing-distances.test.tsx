import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListingCard, type ListingCardProps } from '../../../components/listing-card/listing-card.tsx';
import { setLanguage, setRegion } from '../../../lib/i18n/index.ts';
import { makeCard } from '../../../test/listings.ts';
import { renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../../renter/index.ts';
import { makePoint, WORK } from '../test-data.ts';
import { useTravelMode } from '../travel-mode.ts';

// The card at (43.6532, -79.3832): Work is 1.22 km away (walk 20 min, bike 6, transit 10, car 3).
const LISTING = makeCard(42, { lat: 43.6532, lng: -79.3832 });
const GYM = makePoint(12, { name: 'Gym', icon: 4, latitude: 43.6532, longitude: -79.3832 });
const SCHOOL = makePoint(13, { name: 'School', icon: 3, latitude: 43.7532, longitude: -79.3832 });
const MOM = makePoint(14, { name: 'Mom', icon: 6, latitude: 45.4215, longitude: -75.6972 });

beforeEach(() => {
  useTravelMode.setState({ mode: 'transit' });
});

function renderCard(props: Partial<ListingCardProps> = {}) {
  const element = <ListingCard listing={LISTING} {...props} />;
  return renderWithProviders(<MemoryRouter initialEntries={['/rentals']}>{element}</MemoryRouter>);
}

const lines = async () =>
  within(await screen.findByTestId('listing-distances'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('distances on listing cards', () => {
  it('shows nothing and asks nothing while signed out', async () => {
    const { calls } = stubFetch();
    renderCard();
    expect(screen.getByTestId('listing-card')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-distances')).toBeNull();
    expect(calls.some((c) => c.path === 'points-of-interest')).toBe(false);
  });

  it('loads the signed-in renter’s points once into the renter store and shows the distance and travel time', async () => {
    signIn();
    const { calls } = stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK, GYM] } } });
    renderCard();
    expect(await lines()).toEqual(['Work: 1.2 km · 10 min by transit', 'Gym: 10 m · 5 min by transit']);
    expect(useRenterStore.getState().pointsOfInterest).toEqual([WORK, GYM]);
    expect(screen.getByRole('list', { name: 'Distances to your places' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'points-of-interest')).toHaveLength(1);
  });

  it('shows at most 3 points and "+N more", and 1 in a map popup', async () => {
    signIn();
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK, GYM, SCHOOL, MOM] } } });
    renderCard();
    expect(await lines()).toEqual([
      'Work: 1.2 km · 10 min by transit',
      'Gym: 10 m · 5 min by transit',
      'School: 11 km · 48 min by transit',
      '+1 more',
    ]);
  });

  it('compact cards (map popups) show one point', async () => {
    signIn();
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK, GYM, SCHOOL, MOM] } } });
    renderCard({ variant: 'compact' });
    expect(await lines()).toEqual(['Work: 1.2 km · 10 min by transit', '+3 more']);
  });

  it('follows the chosen travel mode, hours past 60 minutes, miles in the US region and French', async () => {
    signIn();
    stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK, MOM] } } });
    useTravelMode.getState().setMode('bike');
    renderCard();
    expect(await lines()).toEqual(['Work: 1.2 km · 6 min by bike', 'Mom: 352 km · 30 h 31 min by bike']);
    useTravelMode.getState().setMode('drive');
    await waitFor(async () =>
      expect(await lines()).toEqual(['Work: 1.2 km · 3 min by car', 'Mom: 352 km · 15 h 15 min by car']),
    );
    setRegion('US');
    await waitFor(async () => expect((await lines())[0]).toBe('Work: 0.8 mi · 3 min by car'));
    setRegion('CA');
    await setLanguage('fr');
    await waitFor(async () => expect((await lines())[0]).toBe('Work : 1.2 km · 3 min en auto'));
  });

  it('after a failed load shows nothing and the store list is null (spec 8)', async () => {
    signIn();
    useRenterStore.setState({ pointsOfInterest: [WORK] });
    const { calls } = stubFetch({ 'GET points-of-interest': { status: 500, body: { message: 'Server Error' } } });
    renderCard();
    await waitFor(() => expect(calls.some((c) => c.path === 'points-of-interest')).toBe(true));
    await waitFor(() => expect(useRenterStore.getState().pointsOfInterest).toBeNull());
    expect(screen.queryByTestId('listing-distances')).toBeNull();
  });

  it('shows no places while signed out, and never keeps them on the device', async () => {
    useRenterStore.setState({ pointsOfInterest: [WORK] });
    stubFetch();
    renderCard();
    expect(await screen.findByTestId('listing-card')).toBeVisible();
    expect(screen.queryByTestId('listing-distances')).toBeNull();
    const stored = localStorage.getItem('rentals:renter');
    expect(stored).toContain('favouriteListings');
    expect(stored).not.toContain('pointsOfInterest');
  });
});
