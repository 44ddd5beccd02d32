// /portal/listings/create and /portal/listings/{id}: the editor, empty or with the saved listing (then its
// Performance section below it).
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { LandlordListingDetail } from '@rentals/shared/resources/landlord-listings';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import '../i18n/index.ts';
import { useResourceRecord } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { LISTINGS_PATH } from '../api.ts';
import { ListingEditor } from '../components/listing-editor.tsx';
import { ListingPerformance } from '../components/listing-performance.tsx';
import { listingName } from '../components/listings-view.tsx';

export function PortalListingCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.portalListingCreate')}>
      <ListingEditor />
    </PageFrame>
  );
}

export function PortalListingShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const listing = useResourceRecord<LandlordListingDetail>(LISTINGS_PATH, id);
  let content: React.ReactNode;
  if (listing.isPending) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('resource.loading')}</Text>
      </Group>
    );
  } else if (listing.isError) {
    const gone = isApiError(listing.error) && listing.error.status === 404;
    content = (
      <RetryAlert
        message={gone ? t('portalListings.notFound') : t('resource.recordLoadFailed')}
        onRetry={() => void listing.refetch()}
        testId="listing-error"
      />
    );
  } else {
    // Keyed by id: a duplicate opens with fresh form state.
    content = (
      <Stack gap="lg">
        <ListingEditor key={listing.data.id} listing={listing.data} />
        <ListingPerformance listingId={listing.data.id} />
      </Stack>
    );
  }
  return (
    <PageFrame title={listing.data ? listingName(t, listing.data) : t('routes.portalListingShow')}>{content}</PageFrame>
  );
}
