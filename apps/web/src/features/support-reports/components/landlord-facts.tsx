import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReportedListingDetail } from '@rentals/shared/resources/support-reports';
import { Link } from 'react-router';
import { Fact, formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function LandlordFacts({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { landlord, company } = file;
  return (
    <Stack gap="sm" component="section" aria-labelledby="landlord-title">
      <Title order={2} size="h4" id="landlord-title">
        {t('supportReports.landlord')}
      </Title>
      {landlord ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('supportReports.landlord')}>
            <Anchor component={Link} to={`/support/user/${landlord.id}`} size="sm" data-testid="landlord-link">
              {landlord.name || landlord.email}
            </Anchor>
          </Fact>
          <Fact label={t('supportReports.email')}>{landlord.email}</Fact>
          <Fact label={t('supportReports.phone')}>{landlord.phone ?? t('supportReports.noOne')}</Fact>
          <Fact label={t('supportReports.accountStatus')}>{landlord.status}</Fact>
          <Fact label={t('supportReports.joined')}>{formatDateTime(landlord.createdAt, language)}</Fact>
          <Fact label={t('supportReports.company')}>
            {company ? (
              <Anchor component={Link} to={`/support/company/${company.id}`} size="sm">
                {company.name}
              </Anchor>
            ) : (
              t('supportReports.noOne')
            )}
          </Fact>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('supportReports.noLandlord')}
        </Text>
      )}
    </Stack>
  );
}
