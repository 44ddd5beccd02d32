import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AccountReviewDetail } from '@rentals/shared/resources/account-reviews';
import { Link } from 'react-router';
import { Fact, formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function ReviewAccount({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = review;
  return (
    <Stack gap="sm" component="section" aria-labelledby="account-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="account-title">
          {t('accountReviews.accountTitle')}
        </Title>
        <Anchor component={Link} to={`/support/user/${user.id}`} size="sm">
          {t('accountReviews.viewAccount')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('accountReviews.email')}>{user.email}</Fact>
        <Fact label={t('accountReviews.phone')}>{user.phone ?? t('accountReviews.none')}</Fact>
        <Fact label={t('accountReviews.company')}>
          {user.companyId ? (
            <Anchor component={Link} to={`/support/company/${user.companyId}`} size="sm">
              {user.companyName ?? `#${user.companyId}`}
            </Anchor>
          ) : (
            t('accountReviews.none')
          )}
        </Fact>
        <Fact label={t('accountReviews.accountStatus')}>{user.status}</Fact>
        <Fact label={t('accountReviews.joined')}>{formatDateTime(user.createdAt, language)}</Fact>
        <Fact label={t('accountReviews.lastLogin')}>
          {user.lastLoginAt ? formatDateTime(user.lastLoginAt, language) : t('accountReviews.never')}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
