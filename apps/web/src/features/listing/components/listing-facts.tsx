// The listing's key facts as a description list: beds, baths, size, type, furnished, availability, lease
// term and parking, each labelled, in the page's language.
import { SimpleGrid, Text } from '@mantine/core';
import { LEASE_TERMS, PARKING_TYPES, RENTAL_TYPES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { availabilityLabel, bathsLabel, bedsLabel, sqftLabel } from '../../../components/listing-card/format.ts';
import classes from './listing-page.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const facts: [label: string, value: string, testId: string][] = [
    [t('listing.facts.bedrooms'), bedsLabel(t, listing.beds), 'fact-beds'],
    [t('listing.facts.bathrooms'), bathsLabel(t, listing.baths, language), 'fact-baths'],
    [
      t('listing.facts.size'),
      listing.sqft ? sqftLabel(t, listing.sqft, language) : t('listing.facts.notGiven'),
      'fact-size',
    ],
    [t('listing.facts.rentalType'), termLabel(RENTAL_TYPES, listing.rentalType, language), 'fact-type'],
    [
      t('listing.facts.furnishing'),
      listing.furnished ? t('listing.facts.furnished') : t('listing.facts.unfurnished'),
      'fact-furnished',
    ],
    [t('listing.facts.availability'), availabilityLabel(t, listing.availableDate, language), 'fact-available'],
    [
      t('listing.facts.leaseTerm'),
      listing.leaseTerm ? termLabel(LEASE_TERMS, listing.leaseTerm, language) : t('listing.facts.notGiven'),
      'fact-lease',
    ],
    [t('listing.facts.parking'), termLabel(PARKING_TYPES, listing.parking, language), 'fact-parking'],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" className={classes.facts}>
      {facts.map(([label, value, testId]) => (
        <div key={testId} data-testid={testId}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
