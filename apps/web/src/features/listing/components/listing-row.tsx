// A titled row of listing cards: other units at this address, similar listings, more from the landlord.
// Renders nothing until there is something to show (below the fold, so nothing jumps above the reader).
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import { useId } from 'react';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';

const ROW_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 100vw';

interface ListingRowProps {
  title: string;
  listings: ListingCardData[] | undefined;
  testId: string;
}

export function ListingRow({ title, listings, testId }: ListingRowProps) {
  const titleId = useId();
  if (!listings || listings.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId} data-testid={testId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} headingLevel={3} imageSizes={ROW_SIZES} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
