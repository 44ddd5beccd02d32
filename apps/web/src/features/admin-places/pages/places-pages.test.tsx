// The places screens: the cities list with the provinces on a second tab, "New city", the city form (only what changed
// is sent, numbers as numbers, empty intro as null, the server's slug 422 under the slug), the province form,
// and the metro area forms (province, member cities, a delete refused with the server's reason).
import type { City, MetroArea, MetroAreaDetail, Province } from '@rentals/shared/resources/places';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

vi.setConfig({ testTimeout: 15_000 });

// Leaflet stays out of these tests: the map shows its placeholder; coordinates come from the inputs.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
}));

const ALL = { viewCities: true, modifyCities: true, modifyProvinces: true, createCities: true };
const meta = (total: number) => ({ currentPage: 1, perPage: 20, total, lastPage: 1 });

const ONTARIO: Province = {
  id: 7,
  country: 'CA',
  code: 'ON',
  name: 'Ontario',
  nameFr: 'Ontario',
  slug: 'ontario',
  kind: 'province',
  cityCount: 2,
  path: '/rentals/ontario',
};

const city = (id: number, overrides: Partial<City> = {}): City => ({
  id,
  name: `City ${id}`,
  nameFr: null,
  slug: `city-${id}`,
  provinceId: 7,
  provinceCode: 'ON',
  provinceName: 'Ontario',
  country: 'CA',
  metroAreaId: null,
  metroAreaName: null,
  lat: 43.65,
  lng: -79.38,
  population: 2_700_000,
  introEn: null,
  introFr: null,
  path: `/rentals/ontario/city-${id}`,
  ...overrides,
});

const metro = (id: number, overrides: Partial<MetroArea> = {}): MetroAreaDetail => ({
  id,
  name: 'Greater Toronto',
  nameFr: 'Grand Toronto',
  slug: 'greater-toronto',
  provinceId: 7,
  provinceCode: 'ON',
  provinceName: 'Ontario',
  country: 'CA',
  lat: 43.7,
  lng: -79.4,
  population: 6_000_000,
  cityCount: 1,
  path: '/rentals/area/greater-toronto',
  cities: [{ id: 1, name: 'Toronto' }],
  ...overrides,
});

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, ALL);
  return stubFetch({
    ...sessionHandlers(me, ALL),
    'GET admin/provinces': { body: { data: [ONTARIO], meta: meta(1) } },
    'GET admin/provinces/7': { body: ONTARIO },
    'GET admin/cities': {
      body: { data: [city(1, { name: 'Toronto', metroAreaName: 'Greater Toronto' }), city(2)], meta: meta(2) },
    },
    'GET admin/cities/1': { body: city(1, { name: 'Toronto', slug: 'toronto', introEn: 'Big city.' }) },
    'GET admin/metro-areas': { body: { data: [metro(3)], meta: meta(1) } },
    'GET admin/metro-areas/3': { body: metro(3) },
    'GET admin/places/city-options': {
      body: {
        data: [
          { id: 1, name: 'Toronto', population: 2_700_000, metroAreaId: 3 },
          { id: 2, name: 'Mississauga', population: 700_000, metroAreaId: null },
        ],
      },
    },
    ...extra,
  });
}

const sent = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.body);

describe('/admin/cities', () => {
  it('lists the cities, and the provinces and states on a second tab', async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/admin/cities');
    const rows = await screen.findAllByTestId('cities-list-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Toronto');
    expect(rows[0]).toHaveTextContent('Greater Toronto');
    expect(rows[0]).toHaveTextContent('/rentals/ontario/city-1');

    await user.click(screen.getByTestId('tab-provinces'));
    const provinceRows = await screen.findAllByTestId('provinces-list-row');
    expect(provinceRows[0]).toHaveTextContent('Ontario');
    expect(provinceRows[0]).toHaveTextContent('ON');
  });

  it('links "New city" from the list and creates a city with its province and coordinates', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/cities': { status: 201, body: city(5, { name: 'Newfound' }) } });
    const { router } = renderApp('/admin/cities');
    await user.click(await screen.findByTestId('create-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cities/create'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New city' })).toBeInTheDocument();
    await user.type(await screen.findByTestId('field-name'), 'Newfound');
    await user.type(screen.getByTestId('field-slug'), 'newfound');
    await user.click(screen.getByTestId('city-form-submit'));
    expect(sent(calls, 'POST')).toHaveLength(0);
    await user.click(screen.getByTestId('field-provinceId'));
    await user.click(await screen.findByRole('option', { name: 'Ontario (ON)' }));
    await user.type(screen.getByTestId('field-lat'), '43.6');
    await user.type(screen.getByTestId('field-lng'), '-79.7');
    await user.click(screen.getByTestId('city-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cities'));
    expect(sent(calls, 'POST')).toEqual([
      {
        name: 'Newfound',
        nameFr: null,
        slug: 'newfound',
        provinceId: 7,
        lat: 43.6,
        lng: -79.7,
        population: 0,
        introEn: null,
        introFr: null,
      },
    ]);
  });

  it('sends only what changed, an emptied intro as null, and shows the server’s slug message under the slug', async () => {
    const user = userEvent.setup();
    const message = 'The URL slug has already been taken.';
    let answer: { status: number; body: unknown } = { status: 422, body: { message, errors: { slug: [message] } } };
    const { calls } = stub({ 'PATCH admin/cities/1': () => answer });
    const { router } = renderApp('/admin/cities/1/edit');
    const slug = await screen.findByTestId('field-slug');
    expect(slug).toHaveValue('toronto');
    expect(screen.getByTestId('field-lat')).toHaveValue('43.65');

    await user.clear(slug);
    await user.type(slug, 'Bad Slug');
    await user.click(screen.getByTestId('city-form-submit'));
    expect(await screen.findByText(/may contain only lowercase letters/)).toBeInTheDocument();
    expect(sent(calls, 'PATCH')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'old-toronto');
    await user.clear(screen.getByTestId('field-introEn'));
    await user.click(screen.getByTestId('city-form-submit'));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(message)));
    expect(sent(calls, 'PATCH')).toEqual([{ slug: 'old-toronto', introEn: null }]);

    answer = { status: 200, body: city(1, { slug: 'toronto-on' }) };
    await user.clear(slug);
    await user.type(slug, 'toronto-on');
    await user.type(screen.getByTestId('field-introFr'), 'Grande ville.');
    await user.click(screen.getByTestId('city-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cities'));
    expect(sent(calls, 'PATCH')[1]).toEqual({ slug: 'toronto-on', introEn: null, introFr: 'Grande ville.' });
  });
});

describe('/admin/provinces/{id}/edit', () => {
  it('saves the French name and goes back to the provinces tab', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'PATCH admin/provinces/7': { body: { ...ONTARIO, nameFr: "L'Ontario" } } });
    const { router } = renderApp('/admin/provinces/7/edit');
    const nameFr = await screen.findByTestId('field-nameFr');
    await user.clear(nameFr);
    await user.type(nameFr, "L'Ontario");
    await user.click(screen.getByTestId('province-form-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=provinces'));
    expect(sent(calls, 'PATCH')).toEqual([{ nameFr: "L'Ontario" }]);
  });
});

describe('/admin/metropolitan-areas', () => {
  it('lists the areas with their member count and offers Create', async () => {
    stub();
    renderApp('/admin/metropolitan-areas');
    const rows = await screen.findAllByTestId('metro-areas-list-row');
    expect(rows[0]).toHaveTextContent('Greater Toronto / Grand Toronto');
    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/metropolitan-areas/create');
  });

  it('creates an area with its province, coordinates and member cities', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/metro-areas': { status: 201, body: metro(4) } });
    const { router } = renderApp('/admin/metropolitan-areas/create');
    await user.type(await screen.findByTestId('field-name'), 'Peel');
    await user.type(screen.getByTestId('field-slug'), 'peel');
    await user.click(screen.getByTestId('field-provinceId'));
    await user.click(await screen.findByRole('option', { name: 'Ontario (ON)' }));
    await user.type(screen.getByTestId('field-lat'), '43.6');
    await user.type(screen.getByTestId('field-lng'), '-79.7');
    await user.click(screen.getByTestId('field-cityIds'));
    await user.click(await screen.findByRole('option', { name: 'Mississauga' }));
    await user.click(screen.getByTestId('metro-area-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/metropolitan-areas'));
    expect(sent(calls, 'POST')).toEqual([
      {
        name: 'Peel',
        nameFr: null,
        slug: 'peel',
        provinceId: 7,
        lat: 43.6,
        lng: -79.7,
        population: 0,
        cityIds: [2],
      },
    ]);
    const options = calls.find((c) => c.path === 'admin/places/city-options');
    expect(options?.url).toContain('provinceId=7');
  });

  it('shows the saved members, and the server’s reason when a delete is refused', async () => {
    const user = userEvent.setup();
    const reason = 'This metropolitan area still has 1 member city(ies). Remove them from it before deleting it.';
    stub({ 'DELETE admin/metro-areas/3': { status: 409, body: { message: reason } } });
    renderApp('/admin/metropolitanarea/3/edit');
    const field = await screen.findByTestId('field-cityIds');
    expect(field.closest('.mantine-MultiSelect-root') ?? document.body).toHaveTextContent('Toronto');
    expect(screen.getByTestId('field-provinceId')).toBeDisabled();
    await user.click(screen.getByTestId('delete-button'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('delete-confirm'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
