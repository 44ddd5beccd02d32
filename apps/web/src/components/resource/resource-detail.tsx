// The generic detail screen: the record's sections (label and value pairs, or a section's own rendering)
// and a History tab with its audit events; the page's own buttons (Edit, Delete) come from the caller.
import { Group, Loader, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { RetryAlert } from '../retry-alert.tsx';
import { useResourceRecord } from './api.ts';
import { HistoryTab } from './history-tab.tsx';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { DetailSection } from './types.ts';

interface ResourceDetailProps<E> {
  apiPath: string;
  id: string;
  sections: DetailSection<E>[];
  actions?: (record: E) => ReactNode;
  testId?: string;
}

export function ResourceDetail<E>({
  apiPath,
  id,
  sections,
  actions,
  testId = 'resource-detail',
}: ResourceDetailProps<E>) {
  const { t } = useTranslation();
  const record = useResourceRecord<E>(apiPath, id);

  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return missing ? (
      <Text data-testid={`${testId}-missing`}>{t('resource.notFound')}</Text>
    ) : (
      <RetryAlert message={t('resource.recordLoadFailed')} onRetry={() => void record.refetch()} />
    );
  }
  if (record.isPending) return <Loader size="sm" role="status" aria-label={t('resource.loading')} />;
  const data = record.data;

  return (
    <Stack gap="md" data-testid={testId}>
      {actions && <Group gap="sm">{actions(data)}</Group>}
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('resource.details')}</Tabs.Tab>
          <Tabs.Tab value="history" data-testid="history-tab">
            {t('resource.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            {sections.map((section) => (
              <Paper key={section.title} withBorder p="lg" radius="md">
                <Title order={2} size="h4" mb="sm">
                  {section.title}
                </Title>
                {section.fields && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
                    {section.fields.map((field) => (
                      <div key={field.label}>
                        <Text component="dt" size="sm" c="dimmed">
                          {field.label}
                        </Text>
                        <Text component="dd" m={0}>
                          {field.value(data) ?? t('resource.none')}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                )}
                {section.render?.(data)}
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTab apiPath={apiPath} id={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
