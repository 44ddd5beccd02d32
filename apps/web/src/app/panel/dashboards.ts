import { DASHBOARD_PATHS } from '@rentals/shared/permissions';
import type { Area } from '../routes/route-table.ts';

export const DASHBOARD_OF_AREA: Record<Area, string> = {
  admin: DASHBOARD_PATHS.admin,
  portal: DASHBOARD_PATHS.landlord,
  support: DASHBOARD_PATHS.support,
};
