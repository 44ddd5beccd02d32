// The inquiries screens' declarations (read only): list columns and filters (days, company, city), and the
// detail page's sections: the message, the sender, the listing, the landlord and company, the lead.
import { Anchor, Badge, Text } from '@mantine/core';
import type { AdminInquiry, AdminInquiryDetail, LeadStatus } from '@rentals/shared/resources/admin-inquiries';
import { Link } from 'react-router';
import type { DetailSection, ResourceFilter, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { CityFilter, CompanyFilter } from '../components/list-filters.tsx';

export const INQUIRIES_PATH = 'admin/inquiries';

/** The dot's colour (the badge's text stays dark: light green or yellow text fails WCAG contrast). */
const LEAD_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'teal',
  'viewing-booked': 'violet',
  applied: 'green',
  closed: 'gray',
};

export function LeadBadge({ status, t }: { status: LeadStatus | null; t: TFunction }) {
  if (!status) return <Text c="dimmed">{t('admin.inquiries.noLead')}</Text>;
  return (
    <Badge variant="dot" color={LEAD_COLORS[status]}>
      {t(`admin.inquiries.leadStatuses.${status}`)}
    </Badge>
  );
}

const listingLink = (listing: AdminInquiry['listing']) => (
  <Anchor component={Link} to={listing.path}>
    {listing.title}
  </Anchor>
);

const place = (listing: AdminInquiry['listing']) => `${listing.cityName}, ${listing.provinceCode}`;

/** `companyFilter`: viewCompanies, the company filter searches the companies. */
export function inquiriesListView(t: TFunction, companyFilter: boolean): ResourceListView<AdminInquiry> {
  const filters: ResourceFilter[] = [
    { name: 'from', label: t('admin.inquiries.from'), type: 'date' },
    { name: 'to', label: t('admin.inquiries.to'), type: 'date' },
    {
      name: 'cityId',
      label: t('admin.inquiries.city'),
      type: 'custom',
      render: (value, set) => <CityFilter name="cityId" label={t('admin.inquiries.city')} value={value} set={set} />,
    },
  ];
  if (companyFilter) {
    filters.push({
      name: 'companyId',
      label: t('admin.inquiries.company'),
      type: 'custom',
      render: (value, set) => (
        <CompanyFilter name="companyId" label={t('admin.inquiries.company')} value={value} set={set} />
      ),
    });
  }
  return {
    apiPath: INQUIRIES_PATH,
    defaultSort: '-createdAt',
    searchable: true,
    exportable: true,
    recordLabel: (i) => t('admin.inquiries.recordLabel', { name: i.name, listing: i.listing.title }),
    recordPath: (i) => `/admin/inquiries/${i.id}`,
    columns: [
      {
        key: 'createdAt',
        label: t('admin.inquiries.date'),
        sortable: true,
        render: (i) => new Date(i.createdAt).toLocaleString(),
      },
      {
        key: 'sender',
        label: t('admin.inquiries.sender'),
        render: (i) => (
          <>
            <Text size="sm">{i.name}</Text>
            <Text size="xs" c="dimmed">
              {i.email}
            </Text>
          </>
        ),
      },
      {
        key: 'listing',
        label: t('admin.inquiries.listing'),
        render: (i) => (
          <>
            {listingLink(i.listing)}
            <Text size="xs" c="dimmed">
              {place(i.listing)}
            </Text>
          </>
        ),
      },
      { key: 'company', label: t('admin.inquiries.company'), render: (i) => i.company?.name ?? '—' },
      {
        key: 'leadStatus',
        label: t('admin.inquiries.leadStatus'),
        render: (i) => <LeadBadge status={i.leadStatus} t={t} />,
      },
    ],
    filters,
  };
}

/** `links`: what the user may open (a sender's account is a renter's page or a user's). */
export function inquiryDetailSections(
  t: TFunction,
  links: { renters: boolean; users: boolean; companies: boolean },
): DetailSection<AdminInquiryDetail>[] {
  const account = (i: AdminInquiryDetail) => {
    if (i.userId === null) return t('admin.inquiries.noAccount');
    const path = links.renters ? `/admin/renters/${i.userId}` : links.users ? `/admin/users/${i.userId}` : null;
    const label = t('admin.inquiries.accountNumber', { id: i.userId });
    return path ? (
      <Anchor component={Link} to={path}>
        {label}
      </Anchor>
    ) : (
      label
    );
  };
  return [
    {
      title: t('admin.inquiries.message'),
      render: (i) => (
        <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="inquiry-message">
          {i.message}
        </Text>
      ),
    },
    {
      title: t('admin.inquiries.sender'),
      fields: [
        { label: t('admin.inquiries.name'), value: (i) => i.name },
        { label: t('admin.inquiries.email'), value: (i) => <Anchor href={`mailto:${i.email}`}>{i.email}</Anchor> },
        { label: t('admin.inquiries.phone'), value: (i) => i.phone },
        { label: t('admin.inquiries.account'), value: account },
        { label: t('admin.inquiries.date'), value: (i) => new Date(i.createdAt).toLocaleString() },
        { label: t('admin.inquiries.moveInDate'), value: (i) => i.moveInDate },
      ],
    },
    {
      title: t('admin.inquiries.listing'),
      fields: [
        { label: t('admin.inquiries.listing'), value: (i) => listingLink(i.listing) },
        { label: t('admin.inquiries.city'), value: (i) => place(i.listing) },
      ],
    },
    {
      title: t('admin.inquiries.recipient'),
      fields: [
        { label: t('admin.inquiries.landlord'), value: (i) => i.landlord?.name || null },
        {
          label: t('admin.inquiries.company'),
          value: (i) =>
            i.company && links.companies ? (
              <Anchor component={Link} to={`/admin/companies/${i.company.id}`}>
                {i.company.name}
              </Anchor>
            ) : (
              (i.company?.name ?? null)
            ),
        },
      ],
    },
    {
      title: t('admin.inquiries.lead'),
      fields: [
        { label: t('admin.inquiries.leadStatus'), value: (i) => <LeadBadge status={i.lead?.status ?? null} t={t} /> },
        {
          label: t('admin.inquiries.leadUpdated'),
          value: (i) => (i.lead ? new Date(i.lead.updatedAt).toLocaleString() : null),
        },
        {
          label: t('admin.inquiries.leadDeleted'),
          value: (i) => (i.lead?.deletedAt ? new Date(i.lead.deletedAt).toLocaleString() : null),
        },
      ],
    },
  ];
}
