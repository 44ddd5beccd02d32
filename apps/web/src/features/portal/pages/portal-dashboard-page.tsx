// /portal/dashboard: who is signed in, the account's figures (its credits first), the getting-started
// checklist for a new landlord (spec 9), shortcuts, the activity feed and the portal's sections as cards
// (from the panel).
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconHome, IconInbox, IconPlus, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccountStats, useWallet } from '../api.ts';
import { AccountStatsCards } from '../components/account-stats-cards.tsx';
import { ActivityFeed } from '../components/activity-feed.tsx';
import { GettingStarted } from '../components/getting-started.tsx';
import '../i18n/index.ts';
import '../../portal-leads/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function Shortcuts() {
  const { t } = useTranslation();
  const links = [
    { to: '/portal/listings/create', label: t('portal.links.createListing'), icon: IconPlus },
    { to: '/portal/listings', label: t('portal.links.listings'), icon: IconHome },
    { to: '/portal/leads', label: t('portal.links.leads'), icon: IconInbox },
    { to: '/portal/account-details', label: t('portal.links.accountDetails'), icon: IconUserCircle },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portal.links.title')}
        </Title>
        <Group gap="xs">
          {links.map(({ to, label, icon: Icon }) => (
            <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** `heading` and `sections`: the panel's own parts (who is signed in, the section cards), given by pages.tsx. */
export function PortalDashboardPage({ heading, sections }: { heading: ReactNode; sections: ReactNode }) {
  const { t } = useTranslation();
  const stats = useAccountStats();
  const wallet = useWallet();
  return (
    <Stack gap="lg" data-testid="portal-dashboard">
      {heading}
      <Title order={2} size="h4">
        {t('portal.stats.title')}
      </Title>
      <AccountStatsCards
        stats={stats.data}
        error={stats.isError}
        onRetry={() => void stats.refetch()}
        wallet={wallet.data}
        walletError={wallet.isError}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          {stats.data?.isNewLandlord && <GettingStarted checklist={stats.data.checklist} />}
          <Shortcuts />
        </Stack>
        <ActivityFeed />
      </SimpleGrid>
      {sections}
    </Stack>
  );
}
