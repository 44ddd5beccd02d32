// The admin dashboard's own parts (GET admin/dashboard): what waits for someone, the counts of the last 7
// and 30 days, and the latest audit events. The API answers null for a part the user may not see, and such a
// part is not shown at all.
import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { AdminDashboard, RecentCount } from '@rentals/shared/resources/admin-dashboard';
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';

export const DASHBOARD_PATH = 'admin/dashboard';

export function useAdminDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_PATH],
    queryFn: ({ signal }) => api.get<AdminDashboard>(DASHBOARD_PATH, { signal }),
    // The server keeps its counts a minute.
    staleTime: 60_000,
  });
}

/** The record pages an audit event can link to. */
const RECORD_PAGES: Record<string, string> = {
  users: '/admin/users',
  roles: '/admin/roles',
  companies: '/admin/companies',
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function StatCard({ title, value, to }: { title: string; value: RecentCount | number; to?: string }) {
  const { t } = useTranslation();
  const rows: [number, string][] =
    typeof value === 'number'
      ? [[value, t('admin.dashboard.now')]]
      : [
          [value.d7, t('admin.dashboard.last7')],
          [value.d30, t('admin.dashboard.last30')],
        ];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Text fw={600} mb={4}>
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Text>
      <Group gap="lg" align="flex-start" wrap="nowrap">
        {rows.map(([count, label]) => (
          <Stack key={label} gap={0}>
            <Text fz={26} fw={700} lh={1.25}>
              {formatNumber(count)}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

export function DashboardOverview() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  const dashboard = useAdminDashboard();

  if (dashboard.isError) {
    return (
      <RetryAlert
        message={t('admin.dashboard.loadFailed')}
        onRetry={() => void dashboard.refetch()}
        testId="dashboard-error"
      />
    );
  }
  if (dashboard.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('admin.dashboard.loading')}</Text>
      </Group>
    );
  }

  const { counts, waiting, latestAudit, countedAt } = dashboard.data;
  const may = (permission: string) => can(permissions, permission);
  const cards = [
    counts.newListings && { key: 'newListings', value: counts.newListings },
    counts.activeListings !== null && { key: 'activeListings', value: counts.activeListings },
    counts.newLandlords && {
      key: 'newLandlords',
      value: counts.newLandlords,
      to: may('viewUsers') ? '/admin/user-management' : undefined,
    },
    counts.newRenters && {
      key: 'newRenters',
      value: counts.newRenters,
      to: may('viewRenters') ? '/admin/renters' : undefined,
    },
    counts.inquiries && {
      key: 'inquiries',
      value: counts.inquiries,
      to: may('viewInquiries') ? '/admin/inquiries' : undefined,
    },
  ].filter((card) => !!card);

  return (
    <Stack gap="xl">
      {waiting.reportedListings !== null && (
        <Section title={t('admin.dashboard.waiting')} testId="dashboard-waiting">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" gap="sm">
              <Text data-testid="dashboard-reported">
                {waiting.reportedListings === 0
                  ? t('admin.dashboard.nothingWaiting')
                  : t('admin.dashboard.reportedListings', { count: waiting.reportedListings })}
              </Text>
              {may('showReportedListings') && (
                <Button
                  component={Link}
                  to="/support/reported-listings"
                  variant="light"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {t('admin.dashboard.openReports')}
                </Button>
              )}
            </Group>
          </Paper>
        </Section>
      )}

      {cards.length > 0 && (
        <Section title={t('admin.dashboard.counts')} testId="dashboard-counts">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
            {cards.map((card) => (
              <StatCard key={card.key} title={t(`admin.dashboard.${card.key}`)} value={card.value} to={card.to} />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('admin.dashboard.countedAt', { time: new Date(countedAt).toLocaleTimeString() })}
          </Text>
        </Section>
      )}

      {latestAudit !== null && (
        <Section title={t('admin.dashboard.latestAudit')} testId="dashboard-audit">
          <LatestAudit events={latestAudit} />
        </Section>
      )}
    </Stack>
  );
}

function LatestAudit({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation();
  const record = (event: AuditEvent) => {
    const label = event.recordId ? `${event.resource} #${event.recordId}` : event.resource;
    const page = RECORD_PAGES[event.resource];
    return page && event.recordId && event.action !== 'delete' ? (
      <Anchor component={Link} to={`${page}/${event.recordId}`}>
        {label}
      </Anchor>
    ) : (
      label
    );
  };
  return (
    <Stack gap="xs">
      {events.length === 0 ? (
        <Text c="dimmed">{t('admin.dashboard.noAudit')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.when')}</Table.Th>
                <Table.Th>{t('admin.audit.actor')}</Table.Th>
                <Table.Th>{t('admin.audit.action')}</Table.Th>
                <Table.Th>{t('admin.audit.record')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id} data-testid="dashboard-audit-event">
                  <Table.Td>{new Date(event.occurredAt).toLocaleString()}</Table.Td>
                  <Table.Td>{event.actorEmail ?? t('resource.system')}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{event.action}</Badge>
                  </Table.Td>
                  <Table.Td>{record(event)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Anchor component={Link} to="/admin/audit-log" size="sm">
        {t('admin.dashboard.openAuditLog')}
      </Anchor>
    </Stack>
  );
}
