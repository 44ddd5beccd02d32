// The building blocks of the authorization matrix (access-matrix.ts), shared with the rows each support
// module keeps beside its routes (modules/<name>/access-rows.ts).
import type { RoleName } from '@rentals/shared';

export type Outcome = 'ok' | 401 | 403;
export type Caller = 'anonymous' | RoleName;
export type Row = Record<Caller, Outcome>;

export const row = (anonymous: Outcome, others: Outcome, except: Partial<Record<RoleName, Outcome>> = {}): Row => ({
  anonymous,
  Landlord: others,
  Support: others,
  Renter: others,
  'Site Owner': others,
  'Site Administrator': others,
  ...except,
});

export const PUBLIC = row('ok', 'ok');
export const SIGNED_IN = row(401, 'ok');
/** Only the listed roles get through. */
export const only = (...roles: RoleName[]) =>
  row(401, 403, Object.fromEntries(roles.map((r) => [r, 'ok' as const])) as Partial<Record<RoleName, Outcome>>);

/** The support area's routes: the Support role and the two admin roles (STAFF_ROLES). */
export const STAFF = only('Support', 'Site Owner', 'Site Administrator');
