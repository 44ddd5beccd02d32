// The landlord's other listings, with their open reports.
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { ReportedListingDetail } from '@rentals/shared/resources/support-reports';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function OtherListings({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  if (file.otherListings.length === 0) {
    return (
      <Stack gap="xs" component="section" aria-labelledby="others-title">
        <Title order={2} size="h4" id="others-title">
          {t('supportReports.otherListings')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('supportReports.noOtherListings')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="others-title">
      <Title order={2} size="h4" id="others-title">
        {t('supportReports.otherListings')}
      </Title>
      <ScrollTable minWidth={520} label={t('supportReports.otherListings')}>
        <Table withTableBorder striped fz="sm" data-testid="other-listings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('supportReports.listing')}</Table.Th>
              <Table.Th>{t('supportReports.status')}</Table.Th>
              <Table.Th>{t('supportReports.rent')}</Table.Th>
              <Table.Th>{t('supportReports.city')}</Table.Th>
              <Table.Th>{t('supportReports.openReports')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {file.otherListings.map((other) => (
              <Table.Tr key={other.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/support/listing/${other.id}`} size="sm">
                    {other.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {t(`supportReports.listingStatuses.${other.status}`)}
                  {other.onHold && (
                    <Badge ml={4} size="xs" color="red.9">
                      {t('supportReports.onHold')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatMoney(other.rent)}</Table.Td>
                <Table.Td>{other.cityName}</Table.Td>
                <Table.Td>
                  {other.openReports > 0 ? (
                    <Anchor component={Link} to={`/support/reported-listings/${other.id}`} size="sm">
                      {other.openReports}
                    </Anchor>
                  ) : (
                    0
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {file.otherListingsTotal > file.otherListings.length && (
        <Text size="xs" c="dimmed">
          {t('supportReports.otherListingsMore', { shown: file.otherListings.length, total: file.otherListingsTotal })}
        </Text>
      )}
    </Stack>
  );
}
