// The reviewed account's listings and the reasons it entered the queue.
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { AccountReviewDetail } from '@rentals/shared/resources/account-reviews';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function ReviewListings({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="listings-title">
      <Title order={2} size="h4" id="listings-title">
        {t('accountReviews.listingsTitle')} ({review.listingCount})
      </Title>
      {review.listings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountReviews.noListings')}
        </Text>
      ) : (
        <ScrollTable minWidth={560} label={t('accountReviews.listingsTitle')}>
          <Table withTableBorder striped fz="sm" data-testid="review-listings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accountReviews.title')}</Table.Th>
                <Table.Th>{t('accountReviews.status')}</Table.Th>
                <Table.Th>{t('accountReviews.rent')}</Table.Th>
                <Table.Th>{t('accountReviews.city')}</Table.Th>
                <Table.Th>{t('accountReviews.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.listings.map((listing) => (
                <Table.Tr key={listing.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
                      {listing.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{listing.status}</Table.Td>
                  <Table.Td>{formatMoney(listing.rent)}</Table.Td>
                  <Table.Td>{listing.city}</Table.Td>
                  <Table.Td>{formatDateTime(listing.createdAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

export function ReviewReasons({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="reasons-title">
      <Title order={2} size="h4" id="reasons-title">
        {t('accountReviews.reasonsTitle')}
      </Title>
      {review.reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountReviews.noReasons')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {review.reasons.map((reason) => (
            <List.Item key={`${reason.at}-${reason.reason}`}>
              {reason.reason} · {formatDateTime(reason.at, language)}
              {reason.note ? ` · ${reason.note}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
