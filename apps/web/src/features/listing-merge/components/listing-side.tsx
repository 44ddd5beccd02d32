// One listing of a pair, side by side with the other: what is kept and what is merged into it.
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { MergeListingFacts } from '@rentals/shared/resources/listing-merge';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { day } from './merge-format.ts';

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ListingSide({ listing, side: role }: { listing: MergeListingFacts; side: 'kept' | 'merged' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const none = t('listingMerge.none');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`merge-${role}`}
      style={role === 'kept' ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge color={role === 'kept' ? 'teal.9' : 'gray'} variant={role === 'kept' ? 'filled' : 'light'}>
            {t(`listingMerge.${role}`)}
          </Badge>
          <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
            {t('listingMerge.listingNumber', { id: listing.id })}
          </Anchor>
        </Group>
        <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Title>
        <Text size="xs" c="dimmed">
          {t(`listingMerge.${role}Hint`)}
        </Text>
        {listing.photos.length > 0 ? (
          <Group gap={4}>
            {listing.photos.map((photo) => (
              <Image
                key={photo.id}
                src={photo.url}
                alt={photo.alt}
                w={72}
                h={54}
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('listingMerge.noPhotos')}
          </Text>
        )}
        <Fact label={t('listingMerge.facts.address')}>{listing.streetAddress}</Fact>
        <Fact label={t('listingMerge.facts.unit')}>{listing.unit || none}</Fact>
        <Fact label={t('listingMerge.facts.city')}>{listing.city}</Fact>
        <Fact label={t('listingMerge.facts.rent')}>{formatMoney(listing.rent, 'CAD', language)}</Fact>
        <Fact label={t('listingMerge.facts.rooms')}>
          {listing.beds === 0
            ? t('listingMerge.studio', { baths: listing.baths })
            : t('listingMerge.rooms', { beds: listing.beds, baths: listing.baths })}
        </Fact>
        <Fact label={t('listingMerge.facts.sqft')}>
          {listing.sqft ? t('listingMerge.sqftValue', { sqft: listing.sqft }) : none}
        </Fact>
        <Fact label={t('listingMerge.facts.status')}>
          {t(`listingMerge.statuses.${listing.status}`, { defaultValue: listing.status })}
        </Fact>
        <Fact label={t('listingMerge.facts.listed')}>
          {day(listing.firstListedAt, language) ?? t('listingMerge.never')}
        </Fact>
        <Fact label={t('listingMerge.facts.created')}>{day(listing.createdAt, language)}</Fact>
        <Fact label={t('listingMerge.facts.updated')}>{day(listing.updatedAt, language)}</Fact>
        {listing.externalFeedId && <Fact label={t('listingMerge.facts.feedId')}>{listing.externalFeedId}</Fact>}
        <Fact label={t('listingMerge.facts.photos')}>{listing.photoCount}</Fact>
        <Fact label={t('listingMerge.facts.leads')}>{listing.leads}</Fact>
        <Fact label={t('listingMerge.facts.favourites')}>{listing.favourites}</Fact>
        <Fact label={t('listingMerge.facts.views')}>{listing.views}</Fact>
      </Stack>
    </Paper>
  );
}
