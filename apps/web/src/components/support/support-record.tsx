import { Loader, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { HistoryTab } from '../resource/index.ts';
import { RetryAlert } from '../retry-alert.tsx';

interface SupportRecordProps<T> {
  record: UseQueryResult<T>;
  /** data-testid of the "not found" text shown on a 404. */
  missingTestId: string;
  children: (data: T) => React.ReactNode;
}

/** A support detail page's record: not found, a retry on failure, a loader, then the page itself. */
export function SupportRecord<T>({ record, missingTestId, children }: SupportRecordProps<T>) {
  const { t } = useTranslation();
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return missing ? (
      <Text data-testid={missingTestId}>{t('resource.notFound')}</Text>
    ) : (
      <RetryAlert message={t('resource.recordLoadFailed')} onRetry={() => void record.refetch()} />
    );
  }
  if (record.isPending) return <Loader size="sm" role="status" aria-label={t('resource.loading')} />;
  return <>{children(record.data)}</>;
}

/** The Details and History tabs under a support record's decision form. */
export function SupportDetailTabs({
  apiPath,
  id,
  children,
}: {
  apiPath: string;
  id: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">{t('resource.details')}</Tabs.Tab>
        <Tabs.Tab value="history" data-testid="history-tab">
          {t('resource.history')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        {children}
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <HistoryTab apiPath={apiPath} id={id} />
      </Tabs.Panel>
    </Tabs>
  );
}
