// My Inquiries (/admin/my-inquiries, viewMyInquiries): the messages the renter sent to landlords, newest
// first and paged (?page=), each with the listing's card (or what it was, once no longer active) and a link
// to the message in full; the listings they contacted on a map (GET inquiry-listings-map-markers), whose
// popups show the page's cards or fetch one by id. The frame is the renter area's lists'.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { InquirySummary } from '@rentals/shared/resources/inquiries';
import { IconMessages } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import { formatIsoDate, formatTimestamp } from '../../../components/listing-card/format.ts';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';
import { type ItemHover, RenterListingsView } from '../../../components/renter-listings-view/renter-listings-view.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useRenterStore } from '../../renter/index.ts';
import { useInquiryMarkers, useRecentInquiries } from '../api.ts';
import classes from '../inquiries.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface InquiryItemProps extends ItemHover {
  inquiry: InquirySummary;
}

function InquiryItem({ inquiry, highlighted, onHoverChange }: InquiryItemProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="inquiry-item"
      data-inquiry-id={inquiry.id}
      data-highlighted={highlighted || undefined}
      className={classes.item}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      onFocus={() => onHoverChange(true)}
      onBlur={() => onHoverChange(false)}
    >
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('inquiries.sentOn', { date: formatTimestamp(inquiry.createdAt, i18n.language, true) })}
          </Text>
          <Text size="sm" c="dimmed">
            {inquiry.moveInDate
              ? t('inquiries.moveIn', { date: formatIsoDate(inquiry.moveInDate, i18n.language) })
              : t('inquiries.moveInNotSure')}
          </Text>
        </Group>
        {inquiry.listing ? (
          <ListingCard listing={inquiry.listing} variant="compact" headingLevel={2} />
        ) : (
          <Stack gap={4} data-testid="inquiry-listing-gone">
            <Group gap="xs">
              <Title order={2} size="h5">
                {inquiry.listingTitle}
              </Title>
              <Badge color="gray" variant="light">
                {t('inquiries.noLongerAvailable')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {inquiry.listingAddress}
            </Text>
          </Stack>
        )}
        <Text size="sm" className={classes.message} lineClamp={3}>
          {inquiry.message}
        </Text>
        <Button
          component={Link}
          to={`/admin/my-inquiries/${inquiry.id}`}
          variant="light"
          size="compact-md"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('inquiries.readAbout', { title: inquiry.listingTitle })}
          data-testid="inquiry-open"
        >
          {t('inquiries.read')}
        </Button>
      </Stack>
    </Paper>
  );
}

const listingOf = (inquiry: InquirySummary) => inquiry.listing;
const inquiryKey = (inquiry: InquirySummary) => inquiry.id;

export function MyInquiriesPage() {
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const recent = useRecentInquiries(page);
  const markers = useInquiryMarkers();
  const total = recent.data?.meta.total;

  // The renter state's inquiry count (spec 3) follows what the server says.
  useEffect(() => {
    if (total !== undefined) useRenterStore.setState({ inquiryCount: total });
  }, [total]);

  return (
    <RenterListingsView
      testId="inquiries"
      title={t('inquiries.title')}
      countKey="inquiries.intro"
      countTestId="inquiries-count"
      errorTestId="inquiries-error"
      labels={{
        list: t('inquiries.title'),
        loading: t('inquiries.loading'),
        loadError: t('inquiries.loadError'),
        pages: t('inquiries.pages'),
      }}
      list={recent}
      markers={markers}
      listingOf={listingOf}
      itemKey={inquiryKey}
      renderItem={(inquiry, hover) => <InquiryItem inquiry={inquiry} {...hover} />}
      page={page}
      onPageChange={goTo}
      mapEmpty={t('inquiries.mapEmpty')}
      empty={
        <BrowseRentalsEmptyState
          icon={<IconMessages size={32} aria-hidden />}
          title={t('inquiries.emptyTitle')}
          body={t('inquiries.emptyBody')}
          browse={t('inquiries.browse')}
          testId="inquiries-empty"
        />
      }
    />
  );
}
