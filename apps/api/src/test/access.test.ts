// Runs the authorization matrix against the real app: every route x anonymous and the five roles.
import { ROLES } from '@rentals/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../lib/tokens.ts';
import { ACCESS_MATRIX, type Caller, type Outcome } from './access-matrix.ts';
import { buildTestApp, type TestApp } from './build-app.ts';

let t: TestApp;
const userIds = new Map<Caller, number>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) {
    const user = await t.createUser({ roles: [role], companyName: role === 'Landlord' ? 'Matrix Co' : undefined });
    userIds.set(role, user.id);
  }
});
afterAll(() => t.close());

/** The guard's verdict for a status: 401 and 403 are refusals, anything else got past the guard. */
const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : 'ok');

function concretePath(pattern: string) {
  return pattern.replace(/:[a-zA-Z_]+\??/g, '999999').replace(/\*$/, 'x');
}

describe('authorization matrix', () => {
  it('lists every registered API route, and only those', () => {
    const registered = [...t.app.routeAccess.keys()].sort();
    expect(registered).toEqual(Object.keys(ACCESS_MATRIX).sort());
  });

  const callers: Caller[] = ['anonymous', ...ROLES];
  for (const [route, expected] of Object.entries(ACCESS_MATRIX)) {
    it(route, async () => {
      const [method, pattern] = route.split(' ') as [string, string];
      const csrf = await t.csrf();
      const actual: Record<string, Outcome> = {};
      for (const caller of callers) {
        const headers: Record<string, string> = { ...csrf };
        const userId = userIds.get(caller);
        if (userId) {
          // A fresh token per call: routes such as logout revoke the token they are called with.
          headers.authorization = `Bearer ${(await issueToken(t.db, userId, 1)).access_token}`;
        }
        const res = await t.app.inject({
          method: method as 'GET',
          url: concretePath(pattern),
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        actual[caller] = outcomeOf(res.statusCode);
      }
      expect(actual).toEqual(expected);
    });
  }
});
