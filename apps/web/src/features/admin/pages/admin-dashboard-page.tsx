// /admin/dashboard: the page an administrator opens every morning: who is signed in, what waits for someone,
// the counts of the last 7 and 30 days, the latest audit events, then the sections they may open. Renters land
// here too: without a permission that opens a count (nor the Site Owner role) the API is not asked, and the
// page is the heading and the sections, as before. The app hands in the heading and the sections (built from
// its route table: app/panel/area-dashboard.tsx).
import { Stack } from '@mantine/core';
import { hasRole, type PermissionName } from '@rentals/shared/permissions';
import type { ReactNode } from 'react';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { DashboardOverview } from '../components/dashboard-overview.tsx';
import '../i18n/index.ts';

/** The permissions that open a part of GET admin/dashboard (the latest audit events: the Site Owner role). */
const OVERVIEW_PERMISSIONS: readonly PermissionName[] = [
  'showListings',
  'viewUsers',
  'viewRenters',
  'viewInquiries',
  'showReportedListings',
];

export function AdminDashboardPage({ heading, sections }: { heading?: ReactNode; sections?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const permissions = useAuthStore((s) => s.permissions);
  if (!user) return null;
  const overview = hasRole(user, 'Site Owner') || OVERVIEW_PERMISSIONS.some((p) => can(permissions, p));
  return (
    <Stack gap="xl">
      {heading}
      {overview && <DashboardOverview />}
      {sections}
    </Stack>
  );
}
