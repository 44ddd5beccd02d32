// The inbox's list declaration: newest first, unread rows in bold, the renter, an excerpt, the listing and
// the status; filters by listing and days (the status is the page's tabs, kept in the same URL).
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { LandlordLead, LeadStatus } from '@rentals/shared/resources/landlord-leads';
import type { ResourceListView } from '../../components/resource/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';
import { LEADS_PATH, useListingOptions } from './api.ts';

/** The dot's colour (the badge's text stays dark for contrast). */
export const LEAD_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'teal',
  'viewing-booked': 'violet',
  applied: 'green',
  closed: 'gray',
};

export function LeadStatusBadge({ status, t }: { status: LeadStatus; t: TFunction }) {
  return (
    <Badge variant="dot" color={LEAD_COLORS[status]}>
      {t(`portalLeads.statuses.${status}`)}
    </Badge>
  );
}

/** The URL parameters of the list besides page, sort and q (the export sends the same). */
export const LEAD_FILTERS = ['status', 'listingId', 'from', 'to'] as const;

function ListingFilter({ value, set, t }: { value: string; set: (c: Record<string, string>) => void; t: TFunction }) {
  const listings = useListingOptions();
  const options = (listings.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.title }));
  return (
    <Select
      label={t('portalLeads.listing')}
      placeholder={t('portalLeads.allStatuses')}
      data={options}
      value={value || null}
      onChange={(next) => set({ listingId: next ?? '' })}
      searchable
      clearable
      w={220}
      data-testid="filter-listingId"
    />
  );
}

export function leadsListView(t: TFunction, formatDate: (iso: string) => string): ResourceListView<LandlordLead> {
  const unreadWeight = (lead: LandlordLead) => (lead.read ? 400 : 700);
  return {
    apiPath: LEADS_PATH,
    defaultSort: '-createdAt',
    searchable: true,
    exportable: false,
    recordLabel: (l) => t('portalLeads.recordLabel', { name: l.name, listing: l.listing.title }),
    recordPath: (l) => `/portal/leads/${l.id}`,
    columns: [
      {
        key: 'renter',
        label: t('portalLeads.renter'),
        render: (l) => (
          <Group gap={6} wrap="nowrap" data-unread={!l.read || undefined}>
            {!l.read && (
              <Badge size="xs" color="blue" variant="filled" style={{ flexShrink: 0 }}>
                {t('portalLeads.unread')}
              </Badge>
            )}
            <Text span fw={unreadWeight(l)} size="sm">
              {l.name}
            </Text>
          </Group>
        ),
      },
      {
        key: 'message',
        label: t('portalLeads.message'),
        render: (l) => (
          <Stack gap={0} maw={360}>
            <Text size="sm" fw={unreadWeight(l)} truncate>
              {l.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {l.email}
              {l.phone ? ` · ${l.phone}` : ''}
            </Text>
          </Stack>
        ),
      },
      { key: 'listing', label: t('portalLeads.listing'), render: (l) => l.listing.title },
      { key: 'status', label: t('portalLeads.status'), render: (l) => <LeadStatusBadge status={l.status} t={t} /> },
      {
        key: 'createdAt',
        label: t('portalLeads.date'),
        sortable: true,
        render: (l) => formatDate(l.createdAt),
      },
    ],
    filters: [
      // The status is chosen with the page's tabs; declared here so the list sends it.
      { name: 'status', label: t('portalLeads.status'), type: 'custom', render: () => null },
      {
        name: 'listingId',
        label: t('portalLeads.listing'),
        type: 'custom',
        render: (value, set) => <ListingFilter value={value} set={set} t={t} />,
      },
      { name: 'from', label: t('portalLeads.from'), type: 'date' },
      { name: 'to', label: t('portalLeads.to'), type: 'date' },
    ],
  };
}
