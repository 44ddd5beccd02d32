// /portal/listings: the landlord's listings (search, status, sort, pages, bulk pause/resume/delete), or the
// first-listing invitation when there is none at all.
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconHomePlus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import '../i18n/index.ts';
import { ResourceList } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNewListingStats } from '../api.ts';
import { listingsListView } from '../components/listings-view.tsx';

export function PortalListingsPage() {
  const { t } = useTranslation();
  const stats = useNewListingStats();
  const createButton = (label: string) => (
    <Button
      component={Link}
      to="/portal/listings/create"
      leftSection={<IconPlus size={16} aria-hidden />}
      data-testid="create-listing"
    >
      {label}
    </Button>
  );
  let content: React.ReactNode;
  if (stats.isPending) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('resource.loading')}</Text>
      </Group>
    );
  } else if (stats.isError) {
    content = <RetryAlert message={t('portalListings.loadFailed')} onRetry={() => void stats.refetch()} />;
  } else if (stats.data.total === 0) {
    content = (
      <EmptyState
        icon={<IconHomePlus size={32} aria-hidden />}
        title={t('portalListings.emptyTitle')}
        testId="listings-empty"
      >
        <Text>{t('portalListings.emptyBody')}</Text>
        {createButton(t('portalListings.createFirst'))}
      </EmptyState>
    );
  } else {
    content = (
      <ResourceList
        view={listingsListView(t)}
        actions={createButton(t('portalListings.create'))}
        allowedBulkActions={['pause', 'resume', 'delete']}
        testId="portal-listings"
      />
    );
  }
  return <PageFrame title={t('routes.portalListings')}>{content}</PageFrame>;
}
