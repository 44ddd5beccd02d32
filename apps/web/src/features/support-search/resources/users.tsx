// Support's users: the results list's columns and the detail page's sections.
import { Text } from '@mantine/core';
import { fullName } from '@rentals/shared/format';
import type { SupportUser, SupportUserDetail } from '@rentals/shared/resources/support-search';
import type { DetailSection, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { RelatedTable } from '../components/related-table.tsx';
import { day, listFilters, moment, orDash, RecordLink, StatusBadge } from './common.tsx';

export function supportUsersListView(t: TFunction, preset: string): ResourceListView<SupportUser> {
  return {
    apiPath: 'support/users',
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (u) => `${fullName(u)} <${u.email}>`,
    recordPath: (u) => `/support/user/${u.id}`,
    fixedQuery: preset ? { filter: preset } : undefined,
    columns: [
      { key: 'name', label: t('supportSearch.users.name'), sortable: true, render: (u) => fullName(u) },
      { key: 'email', label: t('supportSearch.users.email'), sortable: true },
      { key: 'phone', label: t('supportSearch.users.phone'), render: (u) => orDash(u.phone) },
      { key: 'roles', label: t('supportSearch.users.roles'), render: (u) => u.roles.join(', ') || '—' },
      {
        key: 'status',
        label: t('supportSearch.status'),
        render: (u) => <StatusBadge kind="users" status={u.status} t={t} />,
      },
      {
        key: 'company',
        label: t('supportSearch.users.company'),
        render: (u) =>
          u.companyId ? (
            <RecordLink kind="companies" id={u.companyId}>
              {u.companyName}
            </RecordLink>
          ) : (
            '—'
          ),
      },
      { key: 'createdAt', label: t('supportSearch.users.created'), sortable: true, render: (u) => day(u.createdAt) },
    ],
    filters: listFilters(t, 'users'),
  };
}

export function supportUserSections(t: TFunction): DetailSection<SupportUserDetail>[] {
  const p = 'supportSearch.users';
  const yesNo = (value: boolean) => t(value ? 'supportSearch.yes' : 'supportSearch.no');
  return [
    {
      title: t(`${p}.profile`),
      fields: [
        { label: t(`${p}.name`), value: (u) => fullName(u) },
        { label: t(`${p}.email`), value: (u) => u.email },
        { label: t(`${p}.phone`), value: (u) => orDash(u.phone) },
        { label: t(`${p}.roles`), value: (u) => u.roles.join(', ') || '—' },
        { label: t('supportSearch.status'), value: (u) => <StatusBadge kind="users" status={u.status} t={t} /> },
        {
          label: t(`${p}.company`),
          value: (u) =>
            u.companyId ? (
              <RecordLink kind="companies" id={u.companyId}>
                {u.companyName}
              </RecordLink>
            ) : (
              '—'
            ),
        },
        { label: t(`${p}.locale`), value: (u) => (u.locale === 'fr' ? 'Français' : 'English') },
        {
          label: t(`${p}.emailVerified`),
          value: (u) => (u.emailVerifiedAt ? day(u.emailVerifiedAt) : t('supportSearch.no')),
        },
        { label: t(`${p}.twoFactor`), value: (u) => yesNo(u.twoFactorEnabled) },
        { label: t(`${p}.created`), value: (u) => day(u.createdAt) },
      ],
    },
    {
      title: t(`${p}.listingsHeading`),
      render: (u) => (
        <>
          <Text size="sm" mb="xs">
            {t(`${p}.listings`, { count: u.listingCount })}
          </Text>
          <RelatedTable
            label={t(`${p}.listings`, { count: u.listingCount })}
            rows={u.listings}
            total={u.listingCount}
            rowKey={(l) => l.id}
            testId="user-listings"
            columns={[
              {
                label: t('supportSearch.listings.title'),
                render: (l) => (
                  <RecordLink kind="listings" id={l.id}>
                    {l.title}
                  </RecordLink>
                ),
              },
              { label: t('supportSearch.listings.address'), render: (l) => l.streetAddress },
              {
                label: t('supportSearch.status'),
                render: (l) => <StatusBadge kind="listings" status={l.status} t={t} />,
              },
              { label: t('supportSearch.listings.created'), render: (l) => day(l.createdAt) },
            ]}
          />
        </>
      ),
    },
    {
      title: t(`${p}.inquiriesHeading`),
      render: (u) => (
        <>
          <Text size="sm" mb="xs">
            {t(`${p}.inquiries`, { count: u.inquiryCount })}
          </Text>
          <RelatedTable
            label={t(`${p}.inquiries`, { count: u.inquiryCount })}
            rows={u.inquiries}
            total={u.inquiryCount}
            rowKey={(i) => i.id}
            columns={[
              {
                label: t('supportSearch.listings.title'),
                render: (i) => (
                  <RecordLink kind="listings" id={i.listingId}>
                    {i.listingTitle}
                  </RecordLink>
                ),
              },
              { label: t('supportSearch.listings.created'), render: (i) => moment(i.createdAt) },
            ]}
          />
        </>
      ),
    },
    ...(['reportsMade', 'reportsReceived'] as const).map(
      (key): DetailSection<SupportUserDetail> => ({
        title: t(`${p}.${key}`),
        render: (u) => (
          <RelatedTable
            label={t(`${p}.${key}`)}
            rows={u[key]}
            rowKey={(r) => r.id}
            columns={[
              {
                label: t('supportSearch.listings.title'),
                render: (r) => (
                  <RecordLink kind="listings" id={r.listingId}>
                    {r.listingTitle}
                  </RecordLink>
                ),
              },
              { label: t('supportSearch.listings.reason'), render: (r) => r.reason },
              { label: t('supportSearch.status'), render: (r) => r.status },
              { label: t('supportSearch.listings.created'), render: (r) => day(r.createdAt) },
            ]}
          />
        ),
      }),
    ),
    {
      title: t(`${p}.logins`),
      render: (u) => (
        <>
          <Text size="sm" mb="xs">
            {t(`${p}.lastLogin`)}: {moment(u.logins.lastLoginAt)}
          </Text>
          <RelatedTable
            label={t(`${p}.sessions`)}
            rows={u.logins.sessions}
            rowKey={(_s, index) => index}
            columns={[
              { label: t(`${p}.sessions`), render: (s) => t(`${p}.sessionKinds.${s.kind}`) },
              { label: t(`${p}.began`), render: (s) => moment(s.createdAt) },
              { label: t(`${p}.lastUsed`), render: (s) => moment(s.lastUsedAt) },
              { label: t(`${p}.expires`), render: (s) => day(s.expiresAt) },
            ]}
          />
        </>
      ),
    },
  ];
}
