// A block of listing cards (featured or newest), in the grid the search results use.
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import grid from '../../../components/listing-card/card-grid.module.css';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card/listing-card.tsx';
import classes from './home.module.css';

interface HomeListingsProps {
  listings: readonly ListingCardData[];
  /** How many of the first cards load their photos at once. */
  eager?: number;
  testId?: string;
}

export function HomeListings({ listings, eager = 0, testId }: HomeListingsProps) {
  return (
    <ul className={`${grid.grid} ${classes.cards}`} data-testid={testId}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={index < eager} priority={eager > 0 && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function HomeListingsSkeleton({ count }: { count: number }) {
  return (
    <ul className={`${grid.grid} ${classes.cards}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i}>
          <ListingCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
