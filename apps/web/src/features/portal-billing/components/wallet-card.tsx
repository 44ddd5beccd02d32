// The wallet on /portal/billing: credits, membership and its renewal by the saved card.
import { Anchor, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWallet } from '../../portal/index.ts';
import { useMembershipRenewal, usePaymentMethod } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function WalletCard() {
  const { t, i18n } = useTranslation();
  const wallet = useWallet();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="wallet-title">
          {t('billing.wallet.title')}
        </Title>
        {wallet.data ? (
          <>
            <Text size="xl" fw={700} data-testid="billing-credits">
              {t('billing.wallet.credits', { count: wallet.data.credits })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="billing-membership">
              {wallet.data.isMember && wallet.data.membershipExpiryDate
                ? t('billing.wallet.member', {
                    date: new Date(wallet.data.membershipExpiryDate).toLocaleDateString(i18n.language),
                  })
                : t('billing.wallet.notMember')}
            </Text>
          </>
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )}
        {wallet.data?.isMember && <AutoRenewSwitch on={wallet.data.membershipAutoRenew} />}
        <Anchor component={Link} to="/portal/billing/usage" size="sm">
          {t('billing.wallet.usage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function AutoRenewSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const card = usePaymentMethod();
  const renewal = useMembershipRenewal();
  const toggle = async (autoRenew: boolean) => {
    try {
      flash((await renewal.mutateAsync(autoRenew)).message, 'success');
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };
  return (
    <Switch
      checked={on}
      disabled={renewal.isPending || (!on && !card.data)}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      label={t('billing.wallet.autoRenew')}
      description={card.data ? undefined : t('billing.wallet.autoRenewNeedsCard')}
      data-testid="auto-renew"
    />
  );
}
