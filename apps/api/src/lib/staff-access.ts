// The support area's routes that the spec leaves to sign-in only (membership renewals, account import, feed
// logs, key metrics, the dashboard): the server still limits them to the staff roles.
import { STAFF_ROLES } from '@rentals/shared/permissions';
import type { Access } from '../plugins/app/access.ts';

export const STAFF_ACCESS: Access = { anyRole: STAFF_ROLES };
