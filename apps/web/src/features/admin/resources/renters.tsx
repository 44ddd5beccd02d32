// The renters screens' declarations (read only): list columns and the status filter, and the detail page's
// sections: the account, activity counts, the renter profile, the latest inquiries and the email alerts.
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import { PET_POLICIES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { AdminRenter, AdminRenterDetail } from '@rentals/shared/resources/renters';
import { USER_STATUSES } from '@rentals/shared/resources/user-management';
import { Link } from 'react-router';
import type { DetailSection, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { LeadBadge } from './inquiries.tsx';

export const RENTERS_PATH = 'admin/renters';

const when = (value: string | null, t: TFunction) =>
  value ? new Date(value).toLocaleString() : t('admin.users.never');
const name = (r: AdminRenter) => `${r.firstName} ${r.lastName}`.trim();
const yesNo = (value: boolean, t: TFunction) => (value ? t('resource.yes') : t('resource.no'));

const statusBadge = (status: AdminRenter['status'], t: TFunction) => (
  <Badge color={status === 'active' ? 'green' : status === 'suspended' ? 'red' : 'yellow'} variant="dot">
    {t(`admin.users.statuses.${status}`)}
  </Badge>
);

export function rentersListView(t: TFunction): ResourceListView<AdminRenter> {
  return {
    apiPath: RENTERS_PATH,
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: name,
    recordPath: (r) => `/admin/renters/${r.id}`,
    columns: [
      { key: 'name', label: t('admin.renters.name'), sortable: true, render: name },
      { key: 'email', label: t('admin.renters.email'), sortable: true },
      { key: 'status', label: t('admin.renters.status'), render: (r) => statusBadge(r.status, t) },
      { key: 'favouriteCount', label: t('admin.renters.favourites') },
      { key: 'inquiryCount', label: t('admin.renters.inquiries') },
      { key: 'alertCount', label: t('admin.renters.alerts') },
      {
        key: 'lastLoginAt',
        label: t('admin.renters.lastLogin'),
        sortable: true,
        render: (r) => when(r.lastLoginAt, t),
      },
      {
        key: 'createdAt',
        label: t('admin.renters.created'),
        sortable: true,
        render: (r) => new Date(r.createdAt).toLocaleDateString(),
      },
    ],
    filters: [
      {
        name: 'status',
        label: t('admin.renters.status'),
        type: 'select',
        options: USER_STATUSES.map((s) => ({ value: s, label: t(`admin.users.statuses.${s}`) })),
      },
    ],
  };
}

const money = (value: number | null) => (value === null ? null : `$${formatNumber(value)}`);

function budget({ budgetMin, budgetMax }: AdminRenterDetail['profile'], t: TFunction) {
  if (budgetMin === null && budgetMax === null) return null;
  if (budgetMin === null) return t('admin.renters.budgetUpTo', { max: money(budgetMax) });
  if (budgetMax === null) return t('admin.renters.budgetFrom', { min: money(budgetMin) });
  return `${money(budgetMin)} – ${money(budgetMax)}`;
}

const list = (items: string[]) => (items.length ? items.join(', ') : null);

/** `mayOpenInquiries`: viewInquiries, the dates link to the inquiry's back-office page. */
export function renterDetailSections(t: TFunction, locale: 'en' | 'fr', mayOpenInquiries: boolean) {
  const sections: DetailSection<AdminRenterDetail>[] = [
    {
      title: t('admin.renters.account'),
      fields: [
        { label: t('admin.renters.name'), value: name },
        { label: t('admin.renters.email'), value: (r) => r.email },
        { label: t('admin.renters.phone'), value: (r) => r.phone },
        { label: t('admin.renters.status'), value: (r) => statusBadge(r.status, t) },
        { label: t('admin.renters.created'), value: (r) => new Date(r.createdAt).toLocaleString() },
        { label: t('admin.renters.lastLogin'), value: (r) => when(r.lastLoginAt, t) },
        { label: t('admin.renters.lastSeen'), value: (r) => when(r.lastSeenAt, t) },
      ],
    },
    {
      title: t('admin.renters.activity'),
      fields: [
        { label: t('admin.renters.favourites'), value: (r) => r.favouriteCount },
        { label: t('admin.renters.inquiries'), value: (r) => r.inquiryCount },
        { label: t('admin.renters.alerts'), value: (r) => r.alertCount },
      ],
    },
    {
      title: t('admin.renters.profile'),
      fields: [
        { label: t('admin.renters.moveInDate'), value: (r) => r.profile.moveInDate },
        { label: t('admin.renters.budget'), value: (r) => budget(r.profile, t) },
        { label: t('admin.renters.householdSize'), value: (r) => r.profile.householdSize },
        {
          label: t('admin.renters.pets'),
          value: (r) => list(r.profile.pets.map((p) => termLabel(PET_POLICIES, p, locale))),
        },
        { label: t('admin.renters.preferredAreas'), value: (r) => list(r.profile.preferredAreas.map((a) => a.label)) },
        {
          label: t('admin.renters.contactMethods'),
          value: (r) => list(r.profile.contactMethods.map((m) => t(`admin.renters.contactMethodNames.${m}`))),
        },
        { label: t('admin.renters.priceDropAlerts'), value: (r) => yesNo(r.profile.priceDropAlerts, t) },
        { label: t('admin.renters.emailAlertsEnabled'), value: (r) => yesNo(r.profile.emailAlertsEnabled, t) },
        {
          label: t('admin.renters.profileUpdated'),
          value: (r) =>
            r.profile.updatedAt ? new Date(r.profile.updatedAt).toLocaleString() : t('admin.renters.neverSaved'),
        },
      ],
    },
    {
      title: t('admin.renters.latestInquiries'),
      render: (r) => <RenterInquiries renter={r} t={t} mayOpen={mayOpenInquiries} />,
    },
    { title: t('admin.renters.emailAlerts'), render: (r) => <RenterAlerts renter={r} t={t} /> },
  ];
  return sections;
}

function RenterInquiries({ renter, t, mayOpen }: { renter: AdminRenterDetail; t: TFunction; mayOpen: boolean }) {
  if (renter.inquiries.length === 0) return <Text c="dimmed">{t('admin.renters.noInquiries')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="renter-inquiries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.inquiries.date')}</Table.Th>
              <Table.Th>{t('admin.inquiries.listing')}</Table.Th>
              <Table.Th>{t('admin.inquiries.message')}</Table.Th>
              <Table.Th>{t('admin.inquiries.leadStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {renter.inquiries.map((inquiry) => {
              const date = new Date(inquiry.createdAt).toLocaleString();
              return (
                <Table.Tr key={inquiry.id}>
                  <Table.Td>
                    {mayOpen ? (
                      <Anchor component={Link} to={`/admin/inquiries/${inquiry.id}`}>
                        {date}
                      </Anchor>
                    ) : (
                      date
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={inquiry.listing.path}>
                      {inquiry.listing.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{inquiry.message}</Table.Td>
                  <Table.Td>
                    <LeadBadge status={inquiry.leadStatus} t={t} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {renter.inquiryCount > renter.inquiries.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('admin.renters.inquiriesShown', { shown: renter.inquiries.length, count: renter.inquiryCount })}
        </Text>
      )}
    </>
  );
}

function RenterAlerts({ renter, t }: { renter: AdminRenterDetail; t: TFunction }) {
  if (renter.alerts.length === 0) return <Text c="dimmed">{t('admin.renters.noAlerts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="renter-alerts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.renters.alertName')}</Table.Th>
            <Table.Th>{t('admin.renters.alertSearch')}</Table.Th>
            <Table.Th>{t('admin.renters.frequency')}</Table.Th>
            <Table.Th>{t('admin.renters.lastSent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {renter.alerts.map((alert) => (
            <Table.Tr key={alert.id}>
              <Table.Td>{alert.name}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={alert.searchPath}>
                  {alert.summary}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {t(`admin.renters.frequencies.${alert.frequency}`)}
                  {alert.paused && (
                    <Badge color="gray" variant="dot">
                      {t('admin.renters.paused')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{when(alert.lastSentAt, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
