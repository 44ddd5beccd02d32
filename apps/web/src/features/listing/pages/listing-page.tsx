// The listing page (issue 3), shown by the catch-all route for /rentals/{province}/{city}/{slug}-{id}: the
// gallery, the rent and total monthly cost, the facts, the fees, the description, features, a map, the contact card with the inquiry form, other units
// at the address, similar listings, more from the landlord and the city's rent trends. A failed fetch
// clears the listing store (spec 4) and shows not found (404) or an error with a retry.
// What lies below the fold and is not in the server's HTML (similar listings, more from the landlord, the rent
// trends) is fetched and drawn only when the reader comes near it, and the map and the chart load their code
// then too; below the title, the server's HTML (but the contact card's form) is hydrated in slices after the
// first screen (HydrateInSlices).
import { Anchor, Box, Breadcrumbs, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { ListingCard, ListingDetail } from '@rentals/shared/resources/listings';
import { IconArrowLeft, IconMessage } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { FavouriteButton } from '../../../components/listing-card/favourite-button.tsx';
import { rentPerMonth, streetLine, totalMonthly } from '../../../components/listing-card/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { PlaceDistances } from '../../points-of-interest/index.place-distances.ts';
import { useListingDetail, useSimilarListings, useSimilarOfferings } from '../api.ts';
import { ContactCard, preloadInquiryForm } from '../components/contact-card.tsx';
import { FeatureLists } from '../components/feature-lists.tsx';
import { HydrateInSlices } from '../components/hydrate-in-slices.tsx';
import { ListingDescription } from '../components/listing-description.tsx';
import { ListingFacts } from '../components/listing-facts.tsx';
import { ListingFees } from '../components/listing-fees.tsx';
import { ListingMap } from '../components/listing-map.tsx';
import classes from '../components/listing-page.module.css';
import { ListingLoadError, ListingNotFound, ListingSkeleton } from '../components/listing-page-states.tsx';
import { ListingRow } from '../components/listing-row.tsx';
import { PhotoGallery } from '../components/photo-gallery.tsx';
import { RentTrendsSection } from '../components/rent-trends-section.tsx';
import { ReportListing } from '../components/report-listing.tsx';
import { useListingPaths } from '../listing-paths.ts';
import { failedListingState, useListingStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

// With the page's code, not when the contact card first renders: a page the browser renders itself would
// otherwise show the card a moment without its form.
void preloadInquiryForm();

export function ListingPage({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const detail = useListingDetail(listingId);
  const failed = detail.isError && !detail.data ? failedListingState(detail.error) : null;
  const current = detail.data?.listing ?? null;

  // The listing store (spec 4) holds what the page shows.
  const { data, error } = detail;
  useEffect(() => {
    if (data) {
      const { listing, sharedLocationListings } = data;
      useListingStore.setState({
        listingId,
        activeListing: listing,
        sharedLocationListings,
        status: 'ready',
        error: null,
      });
    } else if (error) {
      useListingStore.setState({ listingId, ...failedListingState(error) });
    }
  }, [listingId, data, error]);

  usePageTitle(
    current
      ? t('listing.pageTitle', { title: current.title, city: current.city.name })
      : failed?.status === 'not-found'
        ? t('listing.notFound.title')
        : null,
  );

  // Keyed by listing: moving to a similar listing starts its gallery and forms afresh.
  if (current && detail.data) {
    return (
      <ListingView key={current.id} listing={current} sharedLocationListings={detail.data.sharedLocationListings} />
    );
  }
  if (failed?.status === 'not-found') return <ListingNotFound />;
  if (failed) return <ListingLoadError error={failed.error} onRetry={() => void detail.refetch()} />;
  return <ListingSkeleton />;
}

function BackToSearch({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="back-to-search">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('listing.backToSearch')}
      </Group>
    </Anchor>
  );
}

function ListingView({
  listing,
  sharedLocationListings,
}: {
  listing: ListingDetail;
  sharedLocationListings: ListingCard[];
}) {
  const { t, i18n } = useTranslation();
  const paths = useListingPaths(listing);
  const contactTitleId = useId();
  const below = useNearViewport();
  const address = [
    streetLine(t, listing.streetAddress, listing.unit),
    listing.city.name,
    [listing.province.code, listing.postalCode].filter(Boolean).join(' '),
  ].join(', ');

  const goToContact = () => {
    const heading = document.getElementById(contactTitleId);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.closest('section')?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({
      preventScroll: true,
    });
  };

  return (
    <Container size="xl" py="md" data-testid="listing-page" data-listing-id={listing.id}>
      <Stack gap="lg">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Breadcrumbs
            separator="›"
            separatorMargin={6}
            aria-label={t('listing.breadcrumbs')}
            component="nav"
            styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
          >
            <Anchor component={Link} to={paths.all} size="sm">
              {t('listing.rentals')}
            </Anchor>
            <Anchor component={Link} to={paths.province} size="sm">
              {listing.province.name}
            </Anchor>
            <Anchor component={Link} to={paths.city} size="sm">
              {listing.city.name}
            </Anchor>
            <Text size="sm" aria-current="page" lineClamp={1} maw={{ base: 220, sm: 420 }}>
              {listing.title}
            </Text>
          </Breadcrumbs>
          <BackToSearch to={paths.back} />
        </Group>

        <Grid gap="xl" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <PhotoGallery photos={listing.photos} title={listing.title} />

              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Title order={1} size="h2" data-testid="listing-title" style={{ overflowWrap: 'anywhere' }}>
                    {listing.title}
                  </Title>
                  <FavouriteButton listingId={listing.id} listingTitle={listing.title} size="xl" />
                </Group>
                <Text c="dimmed" data-testid="listing-address">
                  {address}
                </Text>
                <Group gap="md" align="baseline" wrap="wrap">
                  <Text fz={28} fw={700} data-testid="listing-rent">
                    {rentPerMonth(t, listing.rent, i18n.language)}
                  </Text>
                  {listing.monthlyFees > 0 && (
                    <Text fw={600} data-testid="listing-total-monthly">
                      {totalMonthly(t, listing.totalMonthlyCost, i18n.language)}
                    </Text>
                  )}
                  {listing.deposit != null && listing.deposit > 0 && (
                    <Text c="dimmed" data-testid="listing-deposit">
                      {t('listing.deposit', { amount: formatMoney(listing.deposit, i18n.language) })}
                    </Text>
                  )}
                </Group>
                <Box hiddenFrom="md">
                  <Button leftSection={<IconMessage size={18} aria-hidden />} onClick={goToContact} fullWidth>
                    {t('listing.contact.jump')}
                  </Button>
                </Box>
              </Stack>

              <HydrateInSlices>
                <ListingFacts listing={listing} />

                <ListingFees listing={listing} />

                <Stack component="section" gap="sm" aria-labelledby="listing-about">
                  <Title order={2} size="h3" id="listing-about">
                    {t('listing.about')}
                  </Title>
                  {listing.description.trim() ? (
                    <ListingDescription description={listing.description} />
                  ) : (
                    <Text c="dimmed">{t('listing.noDescription')}</Text>
                  )}
                </Stack>

                <Stack component="section" gap="sm" aria-labelledby="listing-features">
                  <Title order={2} size="h3" id="listing-features">
                    {t('listing.features')}
                  </Title>
                  <FeatureLists listing={listing} />
                </Stack>

                <Stack component="section" gap="sm" aria-labelledby="listing-location">
                  <Title order={2} size="h3" id="listing-location">
                    {t('listing.location')}
                  </Title>
                  <Text>{address}</Text>
                  <ListingMap listing={listing} />
                </Stack>

                <PlaceDistances listing={listing} />

                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {t('listing.listingNumber', { id: listing.id })}
                  </Text>
                  <ReportListing listingId={listing.id} />
                </Group>
              </HydrateInSlices>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }} className={classes.aside}>
            {/* Hydrated with the first screen: what is typed into its form before then would be lost. */}
            <ContactCard listing={listing} titleId={contactTitleId} />
          </Grid.Col>
        </Grid>

        <HydrateInSlices>
          <ListingRow
            title={t('listing.sharedLocation')}
            listings={sharedLocationListings}
            testId="shared-location-listings"
          />
          <Stack gap="lg" ref={below.ref} data-testid="listing-more">
            {below.near && <MoreAroundTheListing listing={listing} />}
          </Stack>
        </HydrateInSlices>
      </Stack>
    </Container>
  );
}

/** Similar listings, more from the landlord and the city's rent trends: fetched once the reader comes near. */
function MoreAroundTheListing({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const similar = useSimilarListings(listing.id);
  const offerings = useSimilarOfferings(listing.id);
  return (
    <>
      <ListingRow title={t('listing.similar')} listings={similar.data?.listings} testId="similar-listings" />
      <ListingRow
        title={listing.company ? t('listing.moreFrom', { name: listing.company.name }) : t('listing.moreFromLandlord')}
        listings={offerings.data?.listings}
        testId="similar-offerings"
      />
      <RentTrendsSection listing={listing} />
    </>
  );
}
