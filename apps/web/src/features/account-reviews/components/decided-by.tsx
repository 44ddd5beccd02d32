import { Text } from '@mantine/core';
import type { AccountReviewDetail } from '@rentals/shared/resources/account-reviews';
import { formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function DecidedBy({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!review.decidedAt) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="decided-by">
      {t('accountReviews.decidedBy', {
        decision: t(`accountReviews.statuses.${review.status}`),
        name: review.decidedBy ? review.decidedBy.name || review.decidedBy.email : t('accountReviews.decidedBySystem'),
        date: formatDateTime(review.decidedAt, language),
      })}
      {review.decisionNote ? ` · ${review.decisionNote}` : ''}
    </Text>
  );
}
