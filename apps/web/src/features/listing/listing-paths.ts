// Where the listing page's links lead: every rental, the province and city pages, and back to the search.
import { listingsPaths } from '@rentals/shared/listing-paths';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import { useBackToSearchPath } from '../search/index.ts';
import { selectListingsPermalink, useSiteStore } from '../site/index.ts';

export function useListingPaths(listing: Pick<ListingDetail, 'province' | 'city'> | null) {
  const localePath = useLocalePath();
  const permalink = useSiteStore(selectListingsPermalink);
  const all = localePath(listingsPaths.all(permalink));
  const city = listing ? localePath(listingsPaths.city(permalink, listing.province.slug, listing.city.slug)) : all;
  const province = listing ? localePath(listingsPaths.province(permalink, listing.province.slug)) : all;
  return { all, province, city, back: useBackToSearchPath(city, localePath) };
}
