// Support's companies: the results list's columns and the detail page's sections.
import { Anchor, Group, Text } from '@mantine/core';
import { formatNumber, fullName } from '@rentals/shared/format';
import { LISTING_STATUSES } from '@rentals/shared/resources/listing-vocabularies';
import type { SupportCompany, SupportCompanyDetail } from '@rentals/shared/resources/support-search';
import { Link } from 'react-router';
import type { DetailSection, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { RelatedTable } from '../components/related-table.tsx';
import { day, listFilters, orDash, RecordLink, StatusBadge } from './common.tsx';

export function supportCompaniesListView(t: TFunction, preset: string): ResourceListView<SupportCompany> {
  const p = 'supportSearch.companies';
  return {
    apiPath: 'support/companies',
    defaultSort: 'name',
    searchable: true,
    exportable: true,
    recordLabel: (c) => c.name,
    recordPath: (c) => `/support/company/${c.id}`,
    fixedQuery: preset ? { filter: preset } : undefined,
    columns: [
      { key: 'name', label: t(`${p}.name`), sortable: true },
      { key: 'phone', label: t(`${p}.phone`), render: (c) => orDash(c.phone) },
      {
        key: 'address',
        label: t(`${p}.address`),
        render: (c) => [c.address, c.city, c.postalCode].filter(Boolean).join(', ') || '—',
      },
      { key: 'userCount', label: t(`${p}.users`) },
      { key: 'listingCount', label: t(`${p}.listings`) },
      { key: 'membershipExpiresAt', label: t(`${p}.membership`), render: (c) => day(c.membershipExpiresAt) },
      { key: 'createdAt', label: t(`${p}.created`), sortable: true, render: (c) => day(c.createdAt) },
    ],
    filters: listFilters(t, 'companies'),
  };
}

export function supportCompanySections(t: TFunction): DetailSection<SupportCompanyDetail>[] {
  const p = 'supportSearch.companies';
  return [
    {
      title: t(`${p}.company`),
      fields: [
        { label: t(`${p}.name`), value: (c) => c.name },
        { label: t(`${p}.phone`), value: (c) => orDash(c.phone) },
        {
          label: t(`${p}.address`),
          value: (c) => [c.address, c.addressCont, c.city, c.province].filter(Boolean).join(', ') || '—',
        },
        { label: t(`${p}.postalCode`), value: (c) => orDash(c.postalCode) },
        { label: t(`${p}.website`), value: (c) => orDash(c.website) },
        { label: t(`${p}.created`), value: (c) => day(c.createdAt) },
      ],
    },
    {
      title: t(`${p}.users`),
      render: (c) => (
        <RelatedTable
          label={t(`${p}.users`)}
          rows={c.users}
          rowKey={(u) => u.id}
          testId="company-users"
          columns={[
            {
              label: t('supportSearch.users.name'),
              render: (u) => (
                <RecordLink kind="users" id={u.id}>
                  {fullName(u)}
                </RecordLink>
              ),
            },
            { label: t('supportSearch.users.email'), render: (u) => u.email },
            { label: t('supportSearch.users.roles'), render: (u) => u.roles.join(', ') || '—' },
            { label: t('supportSearch.status'), render: (u) => <StatusBadge kind="users" status={u.status} t={t} /> },
          ]}
        />
      ),
    },
    {
      title: t(`${p}.listingsByStatus`),
      render: (c) => (
        <Group gap="lg" data-testid="company-listings-by-status">
          {LISTING_STATUSES.map((status) => (
            <div key={status}>
              <Text size="sm" c="dimmed">
                {t(`supportSearch.listings.statuses.${status}`)}
              </Text>
              <Text fw={600}>{formatNumber(c.listingsByStatus[status] ?? 0)}</Text>
            </div>
          ))}
        </Group>
      ),
    },
    {
      title: t(`${p}.wallet`),
      render: (c) =>
        c.wallet ? (
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {t(`${p}.balance`)}
              </Text>
              <Text fw={600}>{formatNumber(c.wallet.balance)}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t(`${p}.membership`)}
              </Text>
              <Text fw={600}>{day(c.wallet.membershipExpiresAt)}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t(`${p}.autoRenew`)}
              </Text>
              <Text fw={600}>{t(c.wallet.membershipAutoRenew ? 'supportSearch.yes' : 'supportSearch.no')}</Text>
            </div>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`${p}.noWallet`)}
          </Text>
        ),
    },
    {
      title: t(`${p}.feeds`),
      render: (c) => (
        <RelatedTable
          label={t(`${p}.feeds`)}
          rows={c.feeds}
          rowKey={(f) => f.id}
          columns={[
            {
              label: t(`${p}.name`),
              render: (f) => (
                <Anchor component={Link} to={`/support/feed-logs/${f.id}`}>
                  {f.name}
                </Anchor>
              ),
            },
            { label: t(`${p}.format`), render: (f) => f.format },
            { label: 'URL', render: (f) => orDash(f.url) },
          ]}
        />
      ),
    },
  ];
}
