// Points of interest: GET points-of-interest (removedIds), POST point-of-interest, PATCH point-of-interest,
// DELETE points-of-interest/{id}. Validation, the limit of 10, and other users' points being unreachable.
import { MAX_POINTS_OF_INTEREST, type PointOfInterest } from '@rentals/shared/resources/points-of-interest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsOfInterest, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const WORK = {
  name: 'Work',
  address: '100 King St W',
  city: 'Toronto',
  icon: 2,
  latitude: 43.6487,
  longitude: -79.3817,
};

async function renter() {
  return (await t.loginAs('Renter')).headers;
}

async function create(headers: Headers, body: Record<string, unknown> = WORK) {
  const res = await t.call('POST', '/api/point-of-interest', { headers, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pointOfInterest as PointOfInterest;
}

async function list(headers: Headers, query = '') {
  const res = await t.call('GET', `/api/points-of-interest${query}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pointsOfInterest as PointOfInterest[];
}

describe('POST /api/point-of-interest', () => {
  it('creates a point and answers it with exactly the fields of spec 3', async () => {
    const headers = await renter();
    const res = await t.call('POST', '/api/point-of-interest', { headers, body: WORK });
    expect(res.statusCode).toBe(201);
    const point = res.json().pointOfInterest;
    expect(point).toEqual({ id: expect.any(Number), ...WORK });
    expect(Object.keys(point).sort()).toEqual(['address', 'city', 'icon', 'id', 'latitude', 'longitude', 'name']);
    expect(await list(headers)).toEqual([point]);
  });

  it('defaults the icon to 1 (spec 9) and the address and city to empty, and trims text', async () => {
    const headers = await renter();
    const point = await create(headers, { name: '  Gym  ', latitude: -33.5, longitude: 151.25 });
    expect(point).toMatchObject({ name: 'Gym', address: '', city: '', icon: 1, latitude: -33.5, longitude: 151.25 });
  });

  it('accepts the edges of every range', async () => {
    const headers = await renter();
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ]) {
      expect(await create(headers, { name: 'Edge', latitude, longitude, icon: 8 })).toMatchObject({
        latitude,
        longitude,
      });
    }
    await create(headers, {
      name: 'n'.repeat(100),
      address: 'a'.repeat(200),
      city: 'c'.repeat(100),
      latitude: 1,
      longitude: 1,
    });
  });

  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'no body fields',
      {},
      {
        name: ['The name field is required.'],
        latitude: ['The latitude field is required.'],
        longitude: ['The longitude field is required.'],
      },
    ],
    ['a blank name', { ...WORK, name: '   ' }, { name: ['The name field is required.'] }],
    [
      'a name over 100 characters',
      { ...WORK, name: 'x'.repeat(101) },
      {
        name: ['The name field must not be greater than 100 characters.'],
      },
    ],
    [
      'an address over 200 characters',
      { ...WORK, address: 'x'.repeat(201) },
      {
        address: ['The address field must not be greater than 200 characters.'],
      },
    ],
    [
      'a city over 100 characters',
      { ...WORK, city: 'x'.repeat(101) },
      {
        city: ['The city field must not be greater than 100 characters.'],
      },
    ],
    ['icon 0', { ...WORK, icon: 0 }, { icon: ['The icon field must be at least 1.'] }],
    ['icon 9 (there are 8)', { ...WORK, icon: 9 }, { icon: ['The icon field must not be greater than 8.'] }],
    ['an icon that is not an integer', { ...WORK, icon: 1.5 }, { icon: ['The icon field must be an integer.'] }],
    [
      'latitude above 90',
      { ...WORK, latitude: 90.01 },
      { latitude: ['The latitude field must not be greater than 90.'] },
    ],
    ['latitude below -90', { ...WORK, latitude: -91 }, { latitude: ['The latitude field must be at least -90.'] }],
    [
      'longitude above 180',
      { ...WORK, longitude: 180.5 },
      {
        longitude: ['The longitude field must not be greater than 180.'],
      },
    ],
    [
      'longitude below -180',
      { ...WORK, longitude: -181 },
      { longitude: ['The longitude field must be at least -180.'] },
    ],
    ['a latitude given as text', { ...WORK, latitude: '43.6' }, { latitude: ['The latitude field must be a number.'] }],
    ['an unknown field', { ...WORK, userId: 1 }, { userId: ['The user id field is not allowed.'] }],
    ['a NUL character', { ...WORK, name: 'Wo\u0000rk' }, { name: ['The name field format is invalid.'] }],
  ];
  for (const [what, body, errors] of invalid) {
    it(`refuses ${what} with a 422 naming the field`, async () => {
      const headers = await renter();
      const res = await t.call('POST', '/api/point-of-interest', { headers, body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });
  }

  it('says it in French too', async () => {
    const headers = { ...(await renter()), 'accept-language': 'fr' };
    const res = await t.call('POST', '/api/point-of-interest', { headers, body: { ...WORK, name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Le champ nom est obligatoire.']);
  });

  it(`keeps at most ${MAX_POINTS_OF_INTEREST} per renter, saying so, and frees a place when one is deleted`, async () => {
    const headers = await renter();
    const created = [];
    for (let i = 0; i < MAX_POINTS_OF_INTEREST; i++)
      created.push(await create(headers, { ...WORK, name: `Place ${i}` }));
    const refused = await t.call('POST', '/api/point-of-interest', { headers, body: { ...WORK, name: 'One more' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('You can save up to 10 points of interest. Delete one to add another.');
    const french = await t.call('POST', '/api/point-of-interest', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: WORK,
    });
    expect(french.json().message).toMatch(/jusqu’à 10 points d’intérêt/);
    expect(await list(headers)).toHaveLength(MAX_POINTS_OF_INTEREST);
    // Another renter's limit is their own.
    await create(await renter());
    const del = await t.call('DELETE', `/api/points-of-interest/${created[0]!.id}`, { headers });
    expect(del.statusCode).toBe(200);
    await create(headers, { ...WORK, name: 'Now it fits' });
  });

  it('never lets requests sent at once pass the limit', async () => {
    const headers = await renter();
    for (let i = 0; i < MAX_POINTS_OF_INTEREST - 2; i++) await create(headers);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/point-of-interest', { headers, body: WORK })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await list(headers)).toHaveLength(MAX_POINTS_OF_INTEREST);
  });
});

describe('GET /api/points-of-interest', () => {
  it("lists only the caller's points, oldest first", async () => {
    const ana = await renter();
    const ben = await renter();
    const a1 = await create(ana, { ...WORK, name: 'Home', icon: 1 });
    const b1 = await create(ben, { ...WORK, name: 'School', icon: 3 });
    const a2 = await create(ana);
    expect(await list(ana)).toEqual([a1, a2]);
    expect(await list(ben)).toEqual([b1]);
    expect(await list(await renter())).toEqual([]);
  });

  it('leaves out removedIds, comma-separated or repeated', async () => {
    const headers = await renter();
    const [a, b, c] = [await create(headers), await create(headers), await create(headers)];
    expect(await list(headers, `?removedIds=${a.id}`)).toEqual([b, c]);
    expect(await list(headers, `?removedIds=${a.id},${c.id}`)).toEqual([b]);
    expect(await list(headers, `?removedIds=${b.id}&removedIds=${c.id}`)).toEqual([a]);
    expect(await list(headers, '?removedIds=')).toEqual([a, b, c]);
    expect(await list(headers, '?removedIds=999999')).toEqual([a, b, c]);
    const bad = await t.call('GET', '/api/points-of-interest?removedIds=1,x', { headers });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['removedIds.1']);
  });

  it('needs sign-in, for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/points-of-interest'],
      ['POST', '/api/point-of-interest'],
      ['PATCH', '/api/point-of-interest'],
      ['DELETE', '/api/points-of-interest/1'],
    ] as const) {
      const res = await t.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : WORK });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('PATCH /api/point-of-interest', () => {
  it('changes only the given fields', async () => {
    const headers = await renter();
    const point = await create(headers);
    const res = await t.call('PATCH', '/api/point-of-interest', {
      headers,
      body: { id: point.id, name: 'Office', icon: 5, latitude: 43.7, longitude: -79.4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = { ...point, name: 'Office', icon: 5, latitude: 43.7, longitude: -79.4 };
    expect(res.json()).toEqual({ pointOfInterest: changed });
    expect(await list(headers)).toEqual([changed]);
    // Clearing the address and city is a change too; the id alone changes nothing.
    const cleared = await t.call('PATCH', '/api/point-of-interest', {
      headers,
      body: { id: point.id, address: '', city: '' },
    });
    expect(cleared.json().pointOfInterest).toEqual({ ...changed, address: '', city: '' });
    const same = await t.call('PATCH', '/api/point-of-interest', { headers, body: { id: point.id } });
    expect(same.statusCode).toBe(200);
    expect(same.json().pointOfInterest).toEqual({ ...changed, address: '', city: '' });
  });

  it('validates like create, and needs the id', async () => {
    const headers = await renter();
    const point = await create(headers);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'No id' }, 'id'],
      [{ id: 'abc', name: 'x' }, 'id'],
      [{ id: point.id, name: '' }, 'name'],
      [{ id: point.id, icon: 42 }, 'icon'],
      [{ id: point.id, latitude: 100 }, 'latitude'],
      [{ id: point.id, longitude: null }, 'longitude'],
      [{ id: point.id, owner: 3 }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('PATCH', '/api/point-of-interest', { headers, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(await list(headers)).toEqual([point]);
  });

  it("answers 404 for another renter's point and for one that does not exist, changing nothing", async () => {
    const owner = await renter();
    const point = await create(owner);
    const other = await renter();
    const res = await t.call('PATCH', '/api/point-of-interest', {
      headers: other,
      body: { id: point.id, name: 'Mine now' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found.' });
    expect(
      (await t.call('PATCH', '/api/point-of-interest', { headers: owner, body: { id: 2_000_000_000 } })).statusCode,
    ).toBe(404);
    expect(await list(owner)).toEqual([point]);
  });
});

describe('DELETE /api/points-of-interest/{id}', () => {
  it('deletes the point and says so, in French too', async () => {
    const headers = await renter();
    const [keep, gone] = [await create(headers), await create(headers)];
    const res = await t.call('DELETE', `/api/points-of-interest/${gone.id}`, { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The point of interest has been deleted.' });
    expect(await list(headers)).toEqual([keep]);
    // Deleting it again: it is not there any more.
    expect((await t.call('DELETE', `/api/points-of-interest/${gone.id}`, { headers })).statusCode).toBe(404);
    const fr = await t.call('DELETE', `/api/points-of-interest/${keep.id}`, {
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('Le point d’intérêt a été supprimé.');
  });

  it("answers 404 for another renter's point and leaves it alone", async () => {
    const owner = await renter();
    const point = await create(owner);
    const res = await t.call('DELETE', `/api/points-of-interest/${point.id}`, { headers: await renter() });
    expect(res.statusCode).toBe(404);
    expect(await list(owner)).toEqual([point]);
  });

  it('answers 422 for an id that is not one', async () => {
    const headers = await renter();
    for (const id of ['abc', '0', '1.5', '-3']) {
      const res = await t.call('DELETE', `/api/points-of-interest/${id}`, { headers });
      expect(res.statusCode, id).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
  });

  it("goes with its owner's account", async () => {
    const { user, headers } = await t.loginAs('Renter');
    await create(headers);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.userId, user.id))).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the four routes', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/points-of-interest', '/api/point-of-interest', '/api/points-of-interest/{id}']),
    );
  });
});
