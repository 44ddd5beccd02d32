// The account figures of spec 3 as cards: the wallet's credits first, then the listings, the days of credit
// left (only while a listing is live) and the credits the live listings use a day.
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Wallet } from '@rentals/shared/resources/credits';
import type { AccountStats } from '@rentals/shared/resources/landlord-leads';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Props {
  stats: AccountStats | undefined;
  error: boolean;
  onRetry: () => void;
  wallet: Wallet | undefined;
  walletError: boolean;
}

export function AccountStatsCards({ stats, error, onRetry, wallet, walletError }: Props) {
  const { t, i18n } = useTranslation();
  if (error && !stats) return <RetryAlert message={t('portal.stats.loadError')} onRetry={onRetry} compact />;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  // value: undefined while loading, null when there is no figure (its dimmed text says why).
  const cards: { key: string; label: string; value: string | null | undefined; none?: string }[] = [
    {
      key: 'credits',
      label: t('portal.stats.credits'),
      value: wallet ? number(wallet.credits) : walletError ? null : undefined,
      none: t('portal.stats.creditsError'),
    },
    { key: 'listings', label: t('portal.stats.listings'), value: stats && number(stats.numOfListings) },
    { key: 'enabled', label: t('portal.stats.enabled'), value: stats && number(stats.numOfEnabledListings) },
    {
      key: 'daysLeft',
      label: t('portal.stats.daysLeft'),
      value: stats && (stats.numOfDaysLeft === null ? null : number(stats.numOfDaysLeft)),
      none: t('portal.stats.noneLive'),
    },
    { key: 'dailyUsage', label: t('portal.stats.dailyUsage'), value: stats && number(stats.dailyCreditUsage) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="account-stats">
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="md" data-testid={`stat-${card.key}`}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={28} mt={4} width="50%" />
          ) : card.value === null ? (
            <Text size="sm" c="dimmed" mt={4}>
              {card.none}
            </Text>
          ) : (
            <Text fz={28} fw={700}>
              {card.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
