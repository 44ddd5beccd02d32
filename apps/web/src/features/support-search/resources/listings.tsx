// Support's listings: the results list's columns and the detail page's sections.
import { Anchor, Badge, Text } from '@mantine/core';
import { formatMoney, fullName } from '@rentals/shared/format';
import type { SupportListing, SupportListingDetail } from '@rentals/shared/resources/support-search';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DetailSection, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { RelatedTable } from '../components/related-table.tsx';
import { day, listFilters, moment, orDash, RecordLink, StatusBadge } from './common.tsx';

const address = (l: SupportListing) => (l.unit ? `${l.streetAddress}, ${l.unit}` : l.streetAddress);

export function supportListingsListView(t: TFunction, preset: string): ResourceListView<SupportListing> {
  const p = 'supportSearch.listings';
  return {
    apiPath: 'support/listings',
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (l) => `#${l.id} ${l.title}`,
    recordPath: (l) => `/support/listing/${l.id}`,
    fixedQuery: preset ? { filter: preset } : undefined,
    columns: [
      { key: 'id', label: t(`${p}.id`), sortable: true, render: (l) => `#${l.id}` },
      { key: 'title', label: t(`${p}.title`) },
      { key: 'address', label: t(`${p}.address`), render: (l) => `${address(l)}, ${l.cityName}` },
      { key: 'postalCode', label: t(`${p}.postalCode`), render: (l) => orDash(l.postalCode) },
      { key: 'rent', label: t(`${p}.rent`), sortable: true, render: (l) => formatMoney(l.rent) },
      {
        key: 'status',
        label: t('supportSearch.status'),
        render: (l) => <StatusBadge kind="listings" status={l.status} t={t} />,
      },
      {
        key: 'landlord',
        label: t(`${p}.landlord`),
        render: (l) =>
          l.ownerId ? (
            <RecordLink kind="users" id={l.ownerId}>
              {l.ownerEmail}
            </RecordLink>
          ) : (
            '—'
          ),
      },
      { key: 'externalFeedId', label: t(`${p}.feedId`), render: (l) => orDash(l.externalFeedId) },
      {
        key: 'openReports',
        label: t(`${p}.openReports`),
        render: (l) => (l.openReports > 0 ? <Badge color="red">{l.openReports}</Badge> : '0'),
      },
      { key: 'createdAt', label: t(`${p}.created`), sortable: true, render: (l) => day(l.createdAt) },
    ],
    filters: listFilters(t, 'listings'),
  };
}

export function supportListingSections(t: TFunction): DetailSection<SupportListingDetail>[] {
  const p = 'supportSearch.listings';
  return [
    {
      title: t(`${p}.facts`),
      fields: [
        { label: t(`${p}.id`), value: (l) => `#${l.id}` },
        { label: t(`${p}.title`), value: (l) => l.title },
        { label: t(`${p}.address`), value: (l) => address(l) },
        { label: t(`${p}.city`), value: (l) => `${l.cityName}, ${l.provinceName}` },
        { label: t(`${p}.postalCode`), value: (l) => orDash(l.postalCode) },
        { label: t(`${p}.rent`), value: (l) => formatMoney(l.rent) },
        { label: t(`${p}.beds`), value: (l) => l.beds },
        { label: t(`${p}.baths`), value: (l) => l.baths },
        { label: t(`${p}.sqft`), value: (l) => orDash(l.sqft) },
        { label: t(`${p}.type`), value: (l) => l.rentalType },
        { label: t(`${p}.available`), value: (l) => orDash(l.availableDate) },
        { label: t(`${p}.photos`), value: (l) => l.photoCount },
        {
          label: t(`${p}.contact`),
          value: (l) => [l.contactName, l.contactPhone, l.contactEmail].filter(Boolean).join(' · ') || '—',
        },
        {
          label: t(`${p}.publicLink`),
          value: (l) => (
            <Anchor href={l.publicPath} target="_blank" rel="noopener" data-testid="listing-public-link">
              {t(`${p}.openPublic`)} <IconExternalLink size={14} aria-hidden />
            </Anchor>
          ),
        },
      ],
      render: (l) =>
        l.description ? (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
            {l.description}
          </Text>
        ) : null,
    },
    {
      title: `${t(`${p}.landlord`)} · ${t(`${p}.company`)}`,
      fields: [
        {
          label: t(`${p}.landlord`),
          value: (l) =>
            l.owner ? (
              <RecordLink kind="users" id={l.owner.id}>
                {fullName(l.owner)} &lt;{l.owner.email}&gt;
              </RecordLink>
            ) : (
              '—'
            ),
        },
        {
          label: t('supportSearch.status'),
          value: (l) => (l.owner ? <StatusBadge kind="users" status={l.owner.status} t={t} /> : '—'),
        },
        {
          label: t(`${p}.company`),
          value: (l) =>
            l.companyId ? (
              <RecordLink kind="companies" id={l.companyId}>
                {l.companyName}
              </RecordLink>
            ) : (
              '—'
            ),
        },
      ],
    },
    {
      title: t(`${p}.moderation`),
      fields: [
        { label: t('supportSearch.status'), value: (l) => <StatusBadge kind="listings" status={l.status} t={t} /> },
        { label: t(`${p}.openReports`), value: (l) => l.openReports },
        { label: t(`${p}.created`), value: (l) => moment(l.createdAt) },
        { label: t(`${p}.firstListedAt`), value: (l) => moment(l.firstListedAt) },
        { label: t(`${p}.enabledAt`), value: (l) => moment(l.enabledAt) },
        { label: t(`${p}.removedAt`), value: (l) => moment(l.removedAt) },
        { label: t(`${p}.featuredUntil`), value: (l) => day(l.featuredUntil) },
        { label: t(`${p}.updatedAt`), value: (l) => moment(l.updatedAt) },
      ],
    },
    {
      title: t(`${p}.activity`),
      fields: [
        { label: t(`${p}.leads`), value: (l) => l.leadCount },
        { label: t(`${p}.inquiries`), value: (l) => l.inquiryCount },
        { label: t(`${p}.favourites`), value: (l) => l.favouriteCount },
        { label: t(`${p}.views`), value: (l) => l.viewCount },
      ],
    },
    {
      title: t(`${p}.reports`),
      render: (l) => (
        <RelatedTable
          label={t(`${p}.reports`)}
          rows={l.reports}
          rowKey={(r) => r.id}
          testId="listing-reports"
          columns={[
            { label: t(`${p}.reason`), render: (r) => (r.details ? `${r.reason}: ${r.details}` : r.reason) },
            {
              label: t(`${p}.reporter`),
              render: (r) =>
                r.reporterId ? (
                  <RecordLink kind="users" id={r.reporterId}>
                    {r.reporterEmail ?? `#${r.reporterId}`}
                  </RecordLink>
                ) : (
                  orDash(r.reporterEmail)
                ),
            },
            { label: t('supportSearch.status'), render: (r) => r.status },
            { label: t(`${p}.created`), render: (r) => day(r.createdAt) },
          ]}
        />
      ),
    },
    {
      title: t(`${p}.feed`),
      render: (l) =>
        l.feed ? (
          <Text size="sm">
            {t(`${p}.externalId`)}: <strong>{l.feed.externalId}</strong>
            {l.feed.feedName && (
              <>
                {' · '}
                {t(`${p}.feedName`)}:{' '}
                {l.feed.feedId ? (
                  <Anchor component={Link} to={`/support/feed-logs/${l.feed.feedId}`}>
                    {l.feed.feedName}
                  </Anchor>
                ) : (
                  l.feed.feedName
                )}
              </>
            )}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`${p}.notFromFeed`)}
          </Text>
        ),
    },
  ];
}
