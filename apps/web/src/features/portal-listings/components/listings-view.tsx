// The listings list's declaration: photo and title, status, rent with the total monthly cost, photos, leads,
// created; the status filter; bulk pause, resume and delete (each confirmed by the list).
import { Badge, Group, Image, Text } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { LandlordListing } from '@rentals/shared/resources/landlord-listings';
import { LISTING_STATUSES, type ListingStatus } from '@rentals/shared/resources/listing-vocabularies';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { LISTINGS_PATH } from '../api.ts';

export const STATUS_COLORS: Record<ListingStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  expired: 'orange',
  removed: 'red',
};

export function StatusBadge({ status, t }: { status: ListingStatus; t: TFunction }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="listing-status">
      {t(`portalListings.statusLabel.${status}`)}
    </Badge>
  );
}

export const listingName = (t: TFunction, l: Pick<LandlordListing, 'title'>) =>
  l.title.trim() || t('portalListings.untitled');

export function listingsListView(t: TFunction): ResourceListView<LandlordListing> {
  return {
    apiPath: LISTINGS_PATH,
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (l) => listingName(t, l),
    recordPath: (l) => `/portal/listings/${l.id}`,
    columns: [
      {
        key: 'title',
        label: t('portalListings.columns.title'),
        sortable: true,
        render: (l) => (
          <Group gap="sm" wrap="nowrap" component="span">
            {l.photo ? (
              <Image src={l.photo.url} alt="" w={48} h={36} fit="cover" radius="sm" />
            ) : (
              <IconPhotoOff size={24} aria-hidden style={{ width: 48 }} />
            )}
            <span>
              <span>{listingName(t, l)}</span>
              <Text component="span" display="block" size="xs" c="dimmed">
                {[l.streetAddress, l.unit, l.cityName].filter(Boolean).join(', ')}
              </Text>
            </span>
          </Group>
        ),
      },
      {
        key: 'status',
        label: t('portalListings.columns.status'),
        sortable: true,
        render: (l) => <StatusBadge status={l.status} t={t} />,
      },
      {
        key: 'rent',
        label: t('portalListings.columns.rent'),
        sortable: true,
        render: (l) => (l.rent > 0 ? formatMoney(l.totalMonthlyCost) : '—'),
      },
      { key: 'photoCount', label: t('portalListings.columns.photos') },
      { key: 'inquiryCount', label: t('portalListings.columns.leads') },
      {
        key: 'createdAt',
        label: t('portalListings.columns.createdAt'),
        sortable: true,
        render: (l) => new Date(l.createdAt).toLocaleDateString(),
      },
    ],
    filters: [
      {
        name: 'status',
        label: t('portalListings.columns.status'),
        type: 'select',
        options: LISTING_STATUSES.map((s) => ({ value: s, label: t(`portalListings.statusLabel.${s}`) })),
      },
    ],
    bulkActions: [
      { action: 'pause', label: t('portalListings.bulk.pause') },
      { action: 'resume', label: t('portalListings.bulk.resume') },
      { action: 'delete', label: t('portalListings.bulk.delete'), color: 'red' },
    ],
  };
}
