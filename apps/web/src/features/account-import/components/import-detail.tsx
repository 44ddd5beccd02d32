// One import: its counts, its preview, the start after a confirmation, and its progress while the job runs.
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { AccountImport } from '@rentals/shared/resources/account-import';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAccountImport, useStartImport } from '../api.ts';
import { STATUS_COLORS } from './import-status.ts';
import { ProblemsTable, SampleTable } from './import-tables.tsx';

export function Counts({ items }: { items: { key: string; label: string; value: number }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: items.length }} spacing="sm" m={0}>
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} data-testid={`import-count-${item.key}`}>
            {item.value.toLocaleString()}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function ImportDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useAccountImport(id);
  const start = useStartImport();
  const [confirming, setConfirming] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  if (detail.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('accountImport.loading')}</VisuallyHidden>
        <Skeleton h={80} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (detail.isError) {
    return <RetryAlert message={t('accountImport.loadFailed')} onRetry={() => void detail.refetch()} />;
  }
  const item: AccountImport = detail.data;
  const { progress } = item;
  const begun = item.status !== 'previewed';

  const run = async () => {
    setStartError(null);
    try {
      await start.mutateAsync(item.id);
      setConfirming(false);
      flash(t('accountImport.started'), 'success');
    } catch (failure) {
      setConfirming(false);
      setStartError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="lg" data-testid="import-detail">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{item.fileName}</Text>
        <Badge variant="light" color={STATUS_COLORS[item.status]} data-testid="import-status">
          {t(`accountImport.status.${item.status}`)}
        </Badge>
      </Group>

      <Counts
        items={[
          { key: 'total', label: t('accountImport.counts.total'), value: item.totalRows },
          { key: 'create', label: t('accountImport.counts.create'), value: item.preview.create },
          { key: 'skip', label: t('accountImport.counts.skip'), value: item.preview.skip },
          { key: 'invalid', label: t('accountImport.counts.invalid'), value: item.preview.invalid },
        ]}
      />

      {begun && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Progress
              value={progress.total ? (progress.processed / progress.total) * 100 : 0}
              animated={item.status === 'running' || item.status === 'queued'}
              aria-hidden
            />
            <Text size="sm" role="status" data-testid="import-progress">
              {t('accountImport.progress', { processed: progress.processed, total: progress.total })}
            </Text>
            <Counts
              items={[
                { key: 'created', label: t('accountImport.result.created'), value: progress.created },
                { key: 'skipped', label: t('accountImport.result.skipped'), value: progress.skipped },
                { key: 'failed', label: t('accountImport.result.failed'), value: progress.failed },
              ]}
            />
          </Stack>
        </Paper>
      )}

      {item.status === 'failed' && (
        <Alert color="red" role="alert">
          {t('accountImport.failedNote', { error: item.error ?? '' })}
        </Alert>
      )}
      {startError && (
        <Alert color="red" role="alert" data-testid="import-start-error">
          {startError}
        </Alert>
      )}
      {(item.status === 'previewed' || item.status === 'failed') &&
        (item.status === 'previewed' && item.preview.create === 0 ? (
          <Alert color="yellow">{t('accountImport.nothingToCreate')}</Alert>
        ) : (
          <Group>
            <Button onClick={() => setConfirming(true)} data-testid="import-start">
              {item.status === 'failed'
                ? t('accountImport.resume')
                : t('accountImport.start', { count: item.preview.create })}
            </Button>
          </Group>
        ))}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('accountImport.startTitle', { count: item.preview.create })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('accountImport.startBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('accountImport.cancel')}
            </Button>
            <Button onClick={() => void run()} loading={start.isPending} data-testid="import-confirm">
              {t('accountImport.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {item.sample.length > 0 && <SampleTable rows={item.sample} />}
      <ProblemsTable id={item.id} total={item.preview.skip + item.preview.invalid} />
    </Stack>
  );
}
