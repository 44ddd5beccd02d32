// The dashboards of the three areas: the user's name and role, and the sections they may open as
// cards linking to the routes their permissions allow (spec 2 and 6). The admin dashboard adds the admin
// feature's counts around these two parts (see router.tsx).
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fullName } from '@rentals/shared/format';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import type { Area } from '../routes/route-table.ts';
import classes from './panel.module.css';
import { RouteIcon } from './route-icons.tsx';
import { navPath, useAreaNav, useRegion } from './use-area-nav.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const DASHBOARD_IDS = new Set(['adminDashboard', 'portalDashboard', 'supportDashboard']);

/** The dashboard's heading: who is signed in, their roles and company. */
export function DashboardHeading() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const roles = user.roles.map((r) => r.name);
  return (
    <Stack gap={4}>
      <Title order={1} size="h2" data-testid="dashboard-heading">
        {t('dashboard.welcome', { name: fullName(user) })}
      </Title>
      <Group gap="xs" data-testid="dashboard-roles">
        <Text c="dimmed">{t('dashboard.role', { roles: roles.join(', ') || t('dashboard.noRole') })}</Text>
        {user.company && (
          <Text c="dimmed" data-testid="dashboard-company">
            · {user.company.name}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The sections the user may open, as cards grouped as in the sidebar. */
export function DashboardSections({ area }: { area: Area }) {
  const { t } = useTranslation();
  const sections = useAreaNav(area)
    .map((s) => ({ ...s, routes: s.routes.filter((r) => !DASHBOARD_IDS.has(r.id)) }))
    .filter((s) => s.routes.length > 0);
  const region = useRegion();

  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t('dashboard.sectionsTitle')}
      </Title>
      {sections.length === 0 && <Text c="dimmed">{t('dashboard.noSections')}</Text>}
      {sections.map(({ group, routes }) => (
        <Stack
          gap="xs"
          key={group}
          component="section"
          aria-labelledby={sections.length > 1 ? `group-${group}` : undefined}
        >
          {sections.length > 1 && (
            <Title order={3} size="h5" id={`group-${group}`}>
              {t(`groups.${group}`)}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" data-testid={`dashboard-group-${group}`}>
            {routes.map((route) => (
              <Card
                key={route.id}
                component={Link}
                to={navPath(route, region)}
                withBorder
                radius="md"
                padding="md"
                className={classes.card}
                data-testid={`dashboard-card-${route.id}`}
              >
                <Group gap="sm" wrap="nowrap">
                  <RouteIcon id={route.id} size={24} />
                  <Text fw={600}>{t(`routes.${route.id}`)}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function AreaDashboard({ area }: { area: Area }) {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <DashboardHeading />
      <DashboardSections area={area} />
    </Stack>
  );
}

// The admin dashboard is the admin feature's page (features/admin/pages/admin-dashboard-page.tsx): the router
// hands it this heading and these sections.

export function SupportDashboardPage() {
  return <AreaDashboard area="support" />;
}
