// Amenities, utilities included and pet policy: labelled lists from the shared vocabularies, localised.
// A key the vocabulary does not know (an old feed's) shows as itself rather than disappearing.
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AMENITIES,
  PET_POLICIES,
  type Term,
  termLabel,
  UTILITIES,
} from '@rentals/shared/resources/listing-vocabularies';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { IconCheck, IconPaw } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function TermList({
  keys,
  vocabulary,
  icon,
  testId,
}: {
  keys: string[];
  vocabulary: Record<string, Term>;
  icon: ReactNode;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <List spacing={6} icon={icon} data-testid={testId} center>
      {keys.map((key) => (
        <List.Item key={key}>{termLabel(vocabulary, key, language)}</List.Item>
      ))}
    </List>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function FeatureLists({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const check = <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />;
  const none = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Block title={t('listing.amenities')}>
        {listing.amenities.length > 0 ? (
          <TermList keys={listing.amenities} vocabulary={AMENITIES} icon={check} testId="listing-amenities" />
        ) : (
          none(t('listing.noAmenities'))
        )}
      </Block>
      <Block title={t('listing.utilities')}>
        {listing.utilities.length > 0 ? (
          <TermList keys={listing.utilities} vocabulary={UTILITIES} icon={check} testId="listing-utilities" />
        ) : (
          none(t('listing.noUtilities'))
        )}
      </Block>
      <Block title={t('listing.petPolicy')}>
        {listing.petPolicies.length > 0 ? (
          <TermList
            keys={listing.petPolicies}
            vocabulary={PET_POLICIES}
            icon={<IconPaw size={16} aria-hidden />}
            testId="listing-pet-policy"
          />
        ) : (
          none(t('listing.noPetPolicy'))
        )}
      </Block>
    </SimpleGrid>
  );
}
