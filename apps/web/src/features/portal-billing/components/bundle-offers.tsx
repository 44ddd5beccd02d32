// The bundles on sale, each with its credits, bonus, membership months, price and a Buy link to the checkout.
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CreditBundleOffer } from '@rentals/shared/resources/credit-bundles';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreditBundles } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function BundleCard({ bundle }: { bundle: CreditBundleOffer }) {
  const { t, i18n } = useTranslation();
  const total = bundle.credits + bundle.bonusCredits;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`bundle-${bundle.id}`}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h5">
          {bundle.name}
        </Title>
        <Group gap={6} align="baseline">
          <Text fw={700} size="lg">
            {t('billing.bundles.credits', { count: bundle.credits })}
          </Text>
          {bundle.bonusCredits > 0 && (
            <Badge color="green" variant="light">
              {t('billing.bundles.bonus', { count: bundle.bonusCredits })}
            </Badge>
          )}
        </Group>
        {bundle.membershipMonths > 0 && (
          <Text size="sm">{t('billing.bundles.membership', { count: bundle.membershipMonths })}</Text>
        )}
        <Text fw={600}>{formatMoney(bundle.price, bundle.currency, i18n.language)}</Text>
        <Text size="xs" c="dimmed">
          {t('billing.bundles.perCredit', {
            price: formatMoney(Math.round(bundle.price / total), bundle.currency, i18n.language),
          })}{' '}
          · {t('billing.bundles.plusTax')}
        </Text>
        <Button
          component={Link}
          to={`/portal/billing/checkout?bundle=${bundle.id}`}
          mt="auto"
          aria-label={t('billing.bundles.buyNamed', { name: bundle.name })}
          data-testid={`buy-${bundle.id}`}
        >
          {t('billing.bundles.buy')}
        </Button>
      </Stack>
    </Card>
  );
}

export function Bundles() {
  const { t } = useTranslation();
  const bundles = useCreditBundles();
  return (
    <Stack gap="sm" component="section" aria-labelledby="bundles-title">
      <Title order={2} size="h4" id="bundles-title">
        {t('billing.bundles.title')}
      </Title>
      {bundles.isPending ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : bundles.isError ? (
        <Alert color="red">{errorMessage(bundles.error)}</Alert>
      ) : bundles.data.data.length === 0 ? (
        <Text c="dimmed">{t('billing.bundles.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {bundles.data.data.map((bundle) => (
            <BundleCard key={bundle.id} bundle={bundle} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
