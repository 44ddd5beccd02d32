// The home page's blocks under the search box, from GET home (or the server's prefetch of it): popular
// cities, featured and newest listings, the rent-trend teaser and the provinces. While loading, each block
// shows a skeleton of its own size; a block without data is left out.
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { HomePageResponse } from '@rentals/shared/resources/home';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { selectListingsPermalink, useSiteStore } from '../../../lib/site/store.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { useHomePage } from '../api.ts';
import { HomeListings, HomeListingsSkeleton } from './home-listings.tsx';
import { HomeSection } from './home-section.tsx';
import { PopularCities, PopularCitiesSkeleton } from './popular-cities.tsx';
import { ProvinceLinks, ProvinceLinksSkeleton } from './province-links.tsx';
import { RentTrendTeaser, RentTrendTeaserSkeleton } from './rent-trend-teaser.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** What the API answers at most (HOME_LIMITS in apps/api/src/modules/home/home.service.ts). */
const SKELETON_COUNTS = { cities: 12, cards: 8 };
/** Photos loaded at once: the first cards of the first block of listings. */
const EAGER_CARDS = 2;

/** Under the newest listings: every rental, newest first (static, so it shows while loading too). */
function SeeAllLink() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const permalink = useSiteStore(selectListingsPermalink);
  return (
    <Anchor component={Link} to={localePath(`/${permalink}`)} mt="md" display="inline-block">
      {t('homePage.seeAll')}
    </Anchor>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="home-loading">
      <VisuallyHidden>{t('homePage.loading')}</VisuallyHidden>
      <HomeSection title={t('homePage.popularCities')}>
        <PopularCitiesSkeleton count={SKELETON_COUNTS.cities} />
      </HomeSection>
      <HomeSection title={t('homePage.featured')}>
        <HomeListingsSkeleton count={SKELETON_COUNTS.cards} />
      </HomeSection>
      <HomeSection title={t('homePage.newest')}>
        <HomeListingsSkeleton count={SKELETON_COUNTS.cards} />
        <SeeAllLink />
      </HomeSection>
      <HomeSection title={t('homePage.trendTitle', { city: '…' })}>
        <RentTrendTeaserSkeleton />
      </HomeSection>
      <HomeSection title={t('homePage.provinces')}>
        <ProvinceLinksSkeleton />
      </HomeSection>
    </div>
  );
}

function Blocks({ data }: { data: HomePageResponse }) {
  const { t } = useTranslation();
  const { popularCities, featured, newest, rentTrend, provinces } = data;
  if (!popularCities.length && !featured.length && !newest.length && !provinces.length) {
    return (
      <Text c="dimmed" py="lg" data-testid="home-empty">
        {t('homePage.empty')}
      </Text>
    );
  }
  return (
    <>
      {popularCities.length > 0 && (
        <HomeSection title={t('homePage.popularCities')} testId="home-popular-cities">
          <PopularCities cities={popularCities} />
        </HomeSection>
      )}
      {featured.length > 0 && (
        <HomeSection title={t('homePage.featured')} testId="home-featured">
          <HomeListings listings={featured} eager={EAGER_CARDS} />
        </HomeSection>
      )}
      {newest.length > 0 && (
        <HomeSection title={t('homePage.newest')} testId="home-newest">
          <HomeListings listings={newest} eager={featured.length > 0 ? 0 : EAGER_CARDS} />
          <SeeAllLink />
        </HomeSection>
      )}
      {rentTrend && (
        <HomeSection title={t('homePage.trendTitle', { city: rentTrend.city.name })} testId="home-rent-trend">
          <RentTrendTeaser trend={rentTrend} />
        </HomeSection>
      )}
      {provinces.length > 0 && (
        <HomeSection title={t('homePage.provinces')} testId="home-provinces">
          <ProvinceLinks provinces={provinces} />
        </HomeSection>
      )}
    </>
  );
}

export function HomeBlocks() {
  const { t } = useTranslation();
  const home = useHomePage();
  if (home.data) return <Blocks data={home.data} />;
  if (home.isError) {
    return (
      <RetryAlert
        title={t('homePage.errorTitle')}
        message={t('homePage.errorBody')}
        onRetry={() => void home.refetch()}
        testId="home-error"
      />
    );
  }
  return <Loading />;
}
