// My Inquiries (/admin/my-inquiries, viewMyInquiries): the messages the renter sent to landlords, newest
// first and paged (?page=), each with the listing's card (or what it was, once no longer active) and a link
// to the message in full; the listings they contacted on a map (GET inquiry-listings-map-markers).
import { Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { InquirySummary } from '@rentals/shared/resources/inquiries';
import type { MapMarker } from '@rentals/shared/resources/listings';
import { IconMessages } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ListMapFrame,
  ListMapToggle,
  type ListMapView,
  MobileMap,
  markersArea,
  useDesktopLayout,
} from '../../../components/list-map-frame/list-map-frame.tsx';
import {
  type HoveredListing,
  markerContains,
  markerForListing,
} from '../../../components/list-map-frame/marker-match.ts';
import { formatIsoDate, formatTimestamp } from '../../../components/listing-card/format.ts';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';
import { LazyListingsMap } from '../../../components/map/lazy-listings-map.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { EmptyList } from '../../renter/components/page-parts.tsx';
import { useRenterStore } from '../../renter/index.ts';
import { useInquiryListings, useInquiryMarkers, useRecentInquiries } from '../api.ts';
import classes from '../inquiries.module.css';
import '../i18n/index.ts';

interface InquiryItemProps {
  inquiry: InquirySummary;
  /** Its listing's marker is hovered on the map. */
  highlighted: boolean;
  /** Pointer or keyboard focus enters (true) or leaves (false) the item: its marker is highlighted. */
  onHoverChange: (on: boolean) => void;
}

function InquiryItem({ inquiry, highlighted, onHoverChange }: InquiryItemProps) {
  const { t, i18n } = useTranslation();
  const titleId = `inquiry-${inquiry.id}-listing`;
  return (
    <Paper
      component="li"
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
              <Title order={2} size="h5" id={titleId}>
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

/** The contacted listings that are still active, on the map; popups show their cards. */
function useInquiriesMap(onMarkerHover: (marker: MapMarker | null) => void, hovered: HoveredListing | null) {
  const { t } = useTranslation();
  const markers = useInquiryMarkers();
  const listings = useInquiryListings();
  const cards = useMemo(
    () => (listings.data?.data ?? []).flatMap((item) => (item.listing ? [item.listing] : [])),
    [listings.data],
  );
  const area = useMemo(() => markersArea(markers.data?.markers ?? []), [markers.data]);

  if (markers.isError) {
    return <RetryAlert compact message={t('inquiries.mapError')} onRetry={() => void markers.refetch()} />;
  }
  if (markers.isPending) return <Skeleton height="100%" mih={280} />;
  if (markers.data.markers.length === 0 || !area) {
    return (
      <Text size="sm" c="dimmed" p="md" data-testid="inquiries-map-empty">
        {t('inquiries.mapEmpty')}
      </Text>
    );
  }
  const all = markers.data.markers;
  return (
    <LazyListingsMap
      testId="inquiries-map"
      markers={all}
      area={area}
      highlightedKey={markerForListing(all, hovered)}
      onMarkerHover={onMarkerHover}
      renderPopup={(marker) => (
        <Stack gap="xs">
          {cards
            .filter((card) => markerContains(marker, card))
            .map((card) => (
              <ListingCard key={card.id} listing={card} variant="compact" headingLevel={3} />
            ))}
        </Stack>
      )}
    />
  );
}

export function MyInquiriesPage() {
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const recent = useRecentInquiries(page);
  const desktop = useDesktopLayout();
  const [view, setView] = useState<ListMapView>('list');
  const [hovered, setHovered] = useState<HoveredListing | null>(null);
  const [hoveredMarker, setHoveredMarker] = useState<MapMarker | null>(null);
  const total = recent.data?.meta.total;
  const nothing = total === 0;
  const map = useInquiriesMap(setHoveredMarker, hovered);

  // The renter state's inquiry count (spec 3) follows what the server says.
  useEffect(() => {
    if (total !== undefined) useRenterStore.setState({ inquiryCount: total });
  }, [total]);

  let content: ReactNode;
  if (recent.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {t('inquiries.loading')}
        </Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </Stack>
    );
  } else if (recent.isError) {
    content = (
      <RetryAlert message={t('inquiries.loadError')} onRetry={() => void recent.refetch()} testId="inquiries-error" />
    );
  } else if (nothing) {
    content = (
      <EmptyList
        icon={<IconMessages size={32} aria-hidden />}
        title={t('inquiries.emptyTitle')}
        body={t('inquiries.emptyBody')}
        browse={t('inquiries.browse')}
        testId="inquiries-empty"
      />
    );
  } else {
    const { data, meta } = recent.data;
    content = (
      <>
        {!desktop && view === 'map' && <MobileMap>{map}</MobileMap>}
        {(desktop || view === 'list') && (
          <ul className={classes.list} aria-busy={recent.isPlaceholderData || undefined} data-testid="inquiries-list">
            {data.map((inquiry) => (
              <InquiryItem
                key={inquiry.id}
                inquiry={inquiry}
                highlighted={!!hoveredMarker && !!inquiry.listing && markerContains(hoveredMarker, inquiry.listing)}
                onHoverChange={(on) => setHovered(on && inquiry.listing ? inquiry.listing : null)}
              />
            ))}
          </ul>
        )}
        {meta.lastPage > 1 && (
          <nav aria-label={t('inquiries.pages')}>
            <Pagination
              total={meta.lastPage}
              value={meta.currentPage}
              onChange={goTo}
              getControlProps={(control) => ({ 'aria-label': t(`inquiries.pageControls.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('inquiries.pageControls.page', { page: item }) })}
            />
          </nav>
        )}
      </>
    );
  }

  return (
    <ListMapFrame variant="panel" desktop={desktop} map={nothing ? null : map} testId="my-inquiries">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('inquiries.title')}
            </Title>
            {/* Always rendered, so screen readers announce the count when it arrives or changes. */}
            <Text c="dimmed" aria-live="polite" data-testid="inquiries-count">
              {total ? t('inquiries.intro', { count: total, formatted: formatNumber(total) }) : null}
            </Text>
          </Stack>
          {!desktop && !nothing && recent.data && <ListMapToggle view={view} onChange={setView} />}
        </Group>
        {content}
      </Stack>
    </ListMapFrame>
  );
}
