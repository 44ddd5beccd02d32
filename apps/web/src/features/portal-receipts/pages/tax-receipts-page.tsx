// /portal/tax-receipts: the company's tax receipts and credit notes, newest first, each with its PDF; before the
// first purchase, an invitation to buy credits (receipts come with purchases).
import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceList } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useAnyReceipt } from '../api.ts';
import { receiptsListView } from '../receipts-view.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function TaxReceiptsPage() {
  const { t, i18n } = useTranslation();
  const any = useAnyReceipt();
  const view = useMemo(() => receiptsListView(t, i18n.language), [t, i18n.language]);

  let content: React.ReactNode;
  if (any.isPending) {
    content = (
      <Group gap="xs" role="status" data-testid="receipts-loading">
        <Loader size="sm" />
        <Text size="sm">{t('portalReceipts.loading')}</Text>
      </Group>
    );
  } else if (any.isError) {
    content = (
      <RetryAlert message={t('portalReceipts.loadFailed')} onRetry={() => void any.refetch()} testId="receipts-error" />
    );
  } else if (any.data.meta.total === 0) {
    content = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('portalReceipts.emptyTitle')}
        testId="receipts-empty"
      >
        <Text>{t('portalReceipts.emptyBody')}</Text>
        <Button component={Link} to="/portal/billing" data-testid="receipts-buy">
          {t('portalReceipts.buyCredits')}
        </Button>
      </EmptyState>
    );
  } else {
    content = <ResourceList view={view} testId="receipts" />;
  }

  return (
    <PageFrame title={t('routes.portalTaxReceipts')}>
      <Text c="dimmed">
        {t('portalReceipts.intro')}{' '}
        <Anchor component={Link} to="/portal/account-details">
          {t('portalReceipts.taxInfoLink')}
        </Anchor>
      </Text>
      {content}
    </PageFrame>
  );
}
