// /support/dashboard: who is signed in, what needs attention (listings with open reports, accounts waiting for
// a review, failing feeds, memberships ending within 7 days), today's key figures, each linking to its screen,
// then the support area's sections as cards (the panel's parts, given by pages.tsx).
import { Anchor, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import { IconAlertTriangle, IconCalendarDue, IconFlag, IconPlugConnectedX, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useSupportDashboard } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const TODAY_SERIES = ['newListings', 'inquiries', 'newLandlords', 'newRenters', 'creditsSold'] as const;

interface Tile {
  key: 'openReports' | 'reviewsWaiting' | 'failingFeeds' | 'membershipsExpiring';
  to: string;
  icon: typeof IconFlag;
}

const TILES: Tile[] = [
  { key: 'openReports', to: '/support/reported-listings', icon: IconFlag },
  { key: 'reviewsWaiting', to: '/support/account-reviews', icon: IconUserSearch },
  { key: 'failingFeeds', to: '/support/feed-logs', icon: IconPlugConnectedX },
  { key: 'membershipsExpiring', to: '/support/membership-renewal?window=next7', icon: IconCalendarDue },
];

export function SupportDashboardPage({ heading, sections }: { heading: ReactNode; sections: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dashboard = useSupportDashboard();
  const number = new Intl.NumberFormat(i18n.language);

  let figures: ReactNode;
  if (dashboard.isPending) {
    figures = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('supportDashboard.loading')}</VisuallyHidden>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  } else if (dashboard.isError) {
    figures = (
      <RetryAlert
        message={t('supportDashboard.loadFailed')}
        onRetry={() => void dashboard.refetch()}
        testId="support-dashboard-error"
      />
    );
  } else {
    const data = dashboard.data;
    const today = data.today;
    const revenue = Object.entries(today.revenue)
      .map(([currency, cents]) => `${formatMoney(cents)} ${currency}`)
      .join(' · ');
    figures = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="support-dashboard-tiles">
          {TILES.filter((tile) => data[tile.key] !== null).map(({ key, to, icon: Icon }) => {
            const value = data[key] ?? 0;
            const alert = value > 0 && key !== 'membershipsExpiring';
            return (
              <Card
                key={key}
                component={Link}
                to={to}
                withBorder
                radius="md"
                padding="md"
                data-testid={`support-tile-${key}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2}>
                    <Text fw={600}>{t(`supportDashboard.${key}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`supportDashboard.${key}Hint`)}
                    </Text>
                  </Stack>
                  {alert ? (
                    <IconAlertTriangle size={22} color="var(--mantine-color-orange-8)" aria-hidden />
                  ) : (
                    <Icon size={22} aria-hidden />
                  )}
                </Group>
                <Text fz={32} fw={700} mt="xs" data-testid={`support-tile-${key}-value`}>
                  {number.format(value)}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="support-today-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="support-today-title">
              {t('supportDashboard.today')}
            </Title>
            <Anchor component={Link} to="/support/key-metrics" data-testid="support-today-link">
              {t('supportDashboard.todayLink')}
            </Anchor>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
            {TODAY_SERIES.map((key) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(`keyMetrics.series.${key}`)}
                </Text>
                <Text component="dd" m={0} fz={22} fw={700} data-testid={`support-today-${key}`}>
                  {number.format(today[key])}
                </Text>
              </div>
            ))}
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('keyMetrics.series.revenue')}
              </Text>
              <Text component="dd" m={0} fz={22} fw={700} data-testid="support-today-revenue">
                {revenue || formatMoney(0)}
              </Text>
            </div>
          </SimpleGrid>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="support-dashboard">
      {heading}
      <Title order={2} size="h4">
        {t('supportDashboard.title')}
      </Title>
      {figures}
      {sections}
    </Stack>
  );
}
