// The fraud signals of a review, each explained in plain words with its evidence, and the score as their sum.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AccountReviewDetail, AccountSignal } from '@rentals/shared/resources/account-reviews';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { scoreColor } from '../resources/account-reviews.tsx';
import { SignalEvidence } from './signal-evidence.tsx';

function explanation(signal: AccountSignal, t: ReturnType<typeof useTranslation>['t']) {
  switch (signal.kind) {
    case 'lowRent':
      return t('accountReviews.explain.lowRent', { threshold: signal.evidence.threshold });
    case 'firstHourBurst':
      return t('accountReviews.explain.firstHourBurst', signal.evidence);
    case 'disposableEmail':
      return t('accountReviews.explain.disposableEmail', signal.evidence);
    default:
      return t(`accountReviews.explain.${signal.kind}`);
  }
}

export function ReviewSignals({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="signals-title" data-testid="review-signals">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="signals-title">
          {t('accountReviews.signalsTitle')}
        </Title>
        <Badge size="xl" autoContrast color={scoreColor(review.score)} data-testid="review-score">
          {review.score}
        </Badge>
      </Group>
      {review.signals.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-signals">
          {t('accountReviews.noSignals')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('accountReviews.scoreParts', { score: review.score })}{' '}
            {review.signals.map((s) => `${t(`accountReviews.signals.${s.kind}`)} +${s.weight}`).join(' · ')}
          </Text>
          {review.signals.map((signal) => (
            <Card key={signal.kind} withBorder padding="sm" data-testid={`signal-${signal.kind}`}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t(`accountReviews.signals.${signal.kind}`)}
                  </Text>
                  <Badge color="red.9" variant="outline">
                    {t('accountReviews.weight', { weight: signal.weight })}
                  </Badge>
                </Group>
                <Text size="sm">{explanation(signal, t)}</Text>
                <SignalEvidence signal={signal} />
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
