// The reported listing as renters see it: address, rent, status, dates, photos and description.
import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { ReportedListingDetail } from '@rentals/shared/resources/support-reports';
import { IconExternalLink } from '@tabler/icons-react';
import { Fact, formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function ListingFacts({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { listing } = file;
  const address = [listing.streetAddress, listing.unit, listing.cityName, listing.provinceCode, listing.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="sm" component="section" aria-labelledby="listing-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="listing-title">
          {t('supportReports.listing')}
        </Title>
        <Anchor href={listing.publicPath} target="_blank" rel="noopener" size="sm" data-testid="public-page">
          <Group gap={4} component="span">
            {t('supportReports.openPublicPage')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('supportReports.address')}>{address}</Fact>
        <Fact label={t('supportReports.rent')}>{formatMoney(listing.rent)}</Fact>
        <Fact label={t('supportReports.bedsBaths')}>
          {listing.beds} / {listing.baths}
        </Fact>
        <Fact label={t('supportReports.status')}>{t(`supportReports.listingStatuses.${listing.status}`)}</Fact>
        <Fact label={t('supportReports.created')}>{formatDateTime(listing.createdAt, language)}</Fact>
        <Fact label={t('supportReports.listed')}>
          {listing.enabledAt ? formatDateTime(listing.enabledAt, language) : t('supportReports.noOne')}
        </Fact>
      </SimpleGrid>
      <Fact label={t('supportReports.photos')}>
        {listing.photos.length === 0 ? (
          t('supportReports.noPhotos')
        ) : (
          <Group gap="xs" mt={4}>
            {listing.photos.map((photo) => (
              <Image key={photo.id} src={photo.url} alt={photo.alt} w={120} h={80} radius="sm" fit="cover" />
            ))}
          </Group>
        )}
      </Fact>
      <Fact label={t('supportReports.description')}>
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
          {listing.description || t('supportReports.noOne')}
        </Text>
      </Fact>
    </Stack>
  );
}
