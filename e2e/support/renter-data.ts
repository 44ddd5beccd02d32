// A new renter whose account holds something in every part of the renter area, given through the API routes
// the app itself calls (bearer token): favourites, an inquiry, a viewed listing, a saved search with an email
// alert, a point of interest and a filled-in profile. Favourites, the inquiry, the view and the alert are the
// seeds of the recommendations (apps/api/src/modules/renter-listings/recommendations.ts: active listings near a
// seed with bedrooms ±1 and rent ±25%, and the alert's newest matches), so the recommended page has cards too.
import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin, registerRenter, uniqueEmail } from './helpers.ts';
import { busyCity, type Suggestion } from './renter.ts';

export interface SeededListing {
  id: number;
  title: string;
  path: string;
  lat: number;
  lng: number;
}

export interface RenterWithData {
  email: string;
  password: string;
  city: Suggestion;
  /** The listings saved as favourites (hearts filled on their cards). */
  favourites: SeededListing[];
  /** The listing the renter wrote about. */
  inquiredAbout: SeededListing;
  inquiryId: number;
  /** The listing viewed while signed in (on Viewed Listings). */
  viewed: SeededListing;
  alertName: string;
  placeName: string;
}

/** Creates the renter and its data; answers what each page should show. */
export async function renterWithData(request: APIRequestContext): Promise<RenterWithData> {
  const email = uniqueEmail('a11y-data');
  const password = 'a11y-Password-8';
  await registerRenter(request, email, password);
  const token = await apiLogin(request, email, password);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const call = async (method: 'get' | 'post' | 'patch', url: string, data?: object) => {
    const res = await request[method](`/api/${url}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };

  // A busy demo city: neighbours to recommend around each seed.
  const city = await busyCity(request);
  const { listings } = (await call('get', `listings?cityId=${city.id}&count=0`)) as { listings: SeededListing[] };
  expect(listings.length, `listings of ${city.label}`).toBeGreaterThanOrEqual(6);
  const [first, second, third, fourth, fifth] = listings as [SeededListing, ...SeededListing[]];
  if (!second || !third || !fourth || !fifth) throw new Error('too few listings');

  const favourites = [first, second, third];
  for (const listing of favourites) await call('patch', 'favourite-listing', { listingId: listing.id, active: 1 });

  const inquiry = (await call('post', 'renter-inquire', {
    listingId: fourth.id,
    name: 'Ada Access',
    email,
    message: `Is it still available? Could I visit next week? (${Date.now()})`,
  })) as { inquiryId: number };

  // Viewed while signed in: GET listing/{id} records the view.
  await call('get', `listing/${fifth.id}`);

  const alertName = `${city.label} 2 beds`;
  await call('post', 'email-alerts', {
    name: alertName,
    criteria: { cityId: String(city.id), beds: '2' },
    searchPath: `${city.path}?beds=2`,
    frequency: 'weekly',
  });

  // A place near the first favourite: distances on every card and the listing page.
  const placeName = 'Work';
  await call('post', 'point-of-interest', {
    name: placeName,
    address: first.title,
    city: city.label,
    icon: 2,
    latitude: first.lat + 0.01,
    longitude: first.lng + 0.01,
  });

  // Move-in date, budget, household, pets and a preferred area: every part of the profile form filled.
  const moveIn = new Date(Date.now() + 45 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await call('patch', 'renter-profile', {
    moveInDate: moveIn,
    budgetMin: 1000,
    budgetMax: 6000,
    householdSize: 2,
    pets: ['cats-allowed'],
    preferredCityIds: [city.id],
    contactMethods: ['email', 'phone'],
  });

  return {
    email,
    password,
    city,
    favourites,
    inquiredAbout: fourth,
    inquiryId: inquiry.inquiryId,
    viewed: fifth,
    alertName,
    placeName,
  };
}
