// /support/account-reviews/{id}: one account under review. The decision first (while the review is open),
// then the fraud signals, each explained in plain words with its evidence (numbers, links to the other
// accounts and listings), the score as the sum of its parts, the account, its listings, why it is in the
// queue, and the History tab. Every decision asks for confirmation before it is applied.
import { Alert, Badge, Group, Stack } from '@mantine/core';
import { type AccountReviewDetail, OPEN_REVIEW_STATUSES } from '@rentals/shared/resources/account-reviews';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useResourceRecord } from '../../../components/resource/index.ts';
import { SupportDetailTabs, SupportRecord } from '../../../components/support/index.ts';
import { ACCOUNT_REVIEWS_PATH } from '../api.ts';
import { accountName } from '../components/account-name.ts';
import { DecidedBy } from '../components/decided-by.tsx';
import { ReviewAccount } from '../components/review-account.tsx';
import { ReviewDecisionCard } from '../components/review-decision-card.tsx';
import { ReviewListings, ReviewReasons } from '../components/review-listings.tsx';
import { ReviewSignals } from '../components/review-signals.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { STATUS_COLORS } from '../resources/account-reviews.tsx';

function AccountReview({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const open = OPEN_REVIEW_STATUSES.includes(review.status);
  return (
    <Stack gap="lg" data-testid="account-review">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[review.status]} variant="light" size="lg" data-testid="review-status">
          {t(`accountReviews.statuses.${review.status}`)}
        </Badge>
        <Badge variant="outline" color="gray">
          {t(`accountReviews.origins.${review.origin}`)}
        </Badge>
      </Group>
      <DecidedBy review={review} />
      {open ? (
        <ReviewDecisionCard review={review} />
      ) : (
        <Alert color="gray" data-testid="review-closed">
          {t('accountReviews.alreadyDecided', { decision: t(`accountReviews.statuses.${review.status}`) })}
        </Alert>
      )}
      <SupportDetailTabs apiPath={ACCOUNT_REVIEWS_PATH} id={review.id}>
        <Stack gap="xl">
          <ReviewSignals review={review} />
          <ReviewAccount review={review} />
          <ReviewListings review={review} />
          <ReviewReasons review={review} />
        </Stack>
      </SupportDetailTabs>
    </Stack>
  );
}

export function AccountReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useResourceRecord<AccountReviewDetail>(ACCOUNT_REVIEWS_PATH, id);
  const title = record.data
    ? t('accountReviews.reviewFor', { name: accountName(record.data) })
    : t('routes.accountReviewShow');
  return (
    <PageFrame title={title}>
      <SupportRecord record={record} missingTestId="account-review-missing">
        {(review) => <AccountReview review={review} />}
      </SupportRecord>
    </PageFrame>
  );
}
