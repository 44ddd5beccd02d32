// The fees beside the rent: the monthly ones with the rent and the total monthly cost, and the one-time ones
// (application, move-in, deposit...) apart. Optional fees are listed but not counted in the total, as the
// API counts it (mandatoryMonthlyFees). Nothing when the listing records no fees.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { ListingFee } from '@rentals/shared/resources/listing-fees';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import type { ReactNode } from 'react';
import classes from './listing-page.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function FeeRow({
  label,
  amount,
  note,
  strong = false,
}: {
  label: string;
  amount: number;
  note?: string;
  strong?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <div className={strong ? classes.feeTotal : classes.feeRow}>
      <dt>
        {label}
        {note && (
          <Text component="span" size="xs" c="dimmed" ml={6}>
            {note}
          </Text>
        )}
      </dt>
      <dd>{formatMoney(amount, i18n.language)}</dd>
    </div>
  );
}

function FeeBlock({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <dl className={classes.fees} data-testid={testId}>
        {children}
      </dl>
    </Stack>
  );
}

export function ListingFees({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  if (listing.fees.length === 0) return null;
  const monthly = listing.fees.filter((fee) => fee.frequency === 'monthly');
  const oneTime = listing.fees.filter((fee) => fee.frequency === 'one-time');
  const row = (fee: ListingFee, index: number) => (
    <FeeRow
      key={`${fee.type}-${index}`}
      label={fee.label || t(`listing.fees.types.${fee.type}`)}
      amount={fee.amount}
      note={fee.requirement === 'optional' ? t('listing.fees.optional') : undefined}
    />
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="listing-fees" data-testid="listing-fees">
      <Title order={2} size="h3" id="listing-fees">
        {t('listing.fees.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {monthly.length > 0 && (
          <FeeBlock title={t('listing.fees.monthly')} testId="listing-monthly-fees">
            <FeeRow label={t('listing.fees.rent')} amount={listing.rent} />
            {monthly.map(row)}
            <FeeRow label={t('listing.fees.totalMonthly')} amount={listing.totalMonthlyCost} strong />
          </FeeBlock>
        )}
        {oneTime.length > 0 && (
          <FeeBlock title={t('listing.fees.oneTime')} testId="listing-one-time-fees">
            {oneTime.map(row)}
          </FeeBlock>
        )}
      </SimpleGrid>
    </Stack>
  );
}
