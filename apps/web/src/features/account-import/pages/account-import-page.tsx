// /support/account-import (?import=id once a file is read): upload a CSV of landlords and companies, read its
// preview (counts, first rows, every problem a page at a time, filtered by kind), start the import after a
// confirmation and follow its progress (polled while the job runs); the recent imports below the form.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  ACCOUNT_IMPORT_COLUMN_NAMES,
  type AccountImport,
  type AccountImportStatus,
} from '@rentals/shared/resources/account-import';
import { checkUploadFile, UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { validationMessage } from '@rentals/shared/validation-messages';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useAccountImport, useAccountImports, useImportProblems, useStartImport, useUploadImport } from '../api.ts';
import '../i18n/index.ts';

const STATUS_COLORS: Record<AccountImportStatus, string> = {
  previewed: 'blue',
  queued: 'gray',
  running: 'blue',
  completed: 'green.9',
  failed: 'red.9',
};

export function AccountImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('import') ?? '', 10);
  const importId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) => setParams(id ? { import: String(id) } : {}, { replace: false });

  return (
    <PageFrame
      title={t('routes.accountImport')}
      actions={
        importId ? (
          <Button variant="default" onClick={() => open(null)} data-testid="import-new">
            {t('accountImport.newImport')}
          </Button>
        ) : undefined
      }
    >
      {importId ? <ImportDetail id={importId} /> : <UploadForm onUploaded={open} />}
    </PageFrame>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImport();
  const imports = useAccountImports();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(validationMessage('required', 'file', currentLanguage()));
      return;
    }
    const refused = checkUploadFile('csv-import', file, currentLanguage());
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    try {
      const created = await upload.mutateAsync(file);
      flash(t('accountImport.uploaded'), 'success');
      onUploaded(created.id);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-testid="import-form">
        <Stack gap="sm">
          <Text>{t('accountImport.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('accountImport.columnsHelp')}
          </Text>
          <FileInput
            label={t('accountImport.file')}
            description={t('accountImport.fileHint', { max: UPLOAD_KINDS['csv-import'].maxMegabytes })}
            accept={UPLOAD_KINDS['csv-import'].accept}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
            error={error}
            clearable
            required
            leftSection={<IconFileImport size={16} aria-hidden />}
            data-testid="import-file"
          />
          <Group>
            <Button type="submit" loading={upload.isPending} data-testid="import-preview">
              {t('accountImport.preview')}
            </Button>
            {upload.isPending && (
              <Text size="sm" role="status">
                {t('accountImport.uploading')}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('accountImport.history')}
        </Title>
        {imports.isPending ? (
          <Skeleton h={80} aria-busy="true" />
        ) : imports.isError ? (
          <RetryAlert message={t('accountImport.loadFailed')} onRetry={() => void imports.refetch()} />
        ) : imports.data.data.length === 0 ? (
          <Text c="dimmed" data-testid="import-history-empty">
            {t('accountImport.historyEmpty')}
          </Text>
        ) : (
          <ScrollTable minWidth={560} label={t('accountImport.history')}>
            <Table striped data-testid="import-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accountImport.fileName')}</Table.Th>
                  <Table.Th>{t('accountImport.createdAt')}</Table.Th>
                  <Table.Th>{t('accountImport.counts.total')}</Table.Th>
                  <Table.Th>{t('accountImport.result.created')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('accountImport.status.previewed')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imports.data.data.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`?import=${item.id}`}>
                        {item.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{date.format(new Date(item.createdAt))}</Table.Td>
                    <Table.Td>{item.totalRows}</Table.Td>
                    <Table.Td>{item.progress.created}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[item.status]}>
                        {t(`accountImport.status.${item.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Stack>
  );
}

function Counts({ items }: { items: { key: string; label: string; value: number }[] }) {
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

function ImportDetail({ id }: { id: number }) {
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

function SampleTable({ rows }: { rows: Record<string, string>[] }) {
  const { t } = useTranslation();
  const columns = ACCOUNT_IMPORT_COLUMN_NAMES.filter((c) => rows.some((r) => c in r));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('accountImport.sample')}
      </Title>
      <ScrollTable minWidth={720} label={t('accountImport.sample')}>
        <Table striped data-testid="import-sample">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a file, in their order
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td key={c}>{row[c]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

function ProblemsTable({ id, total }: { id: number; total: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [severity, setSeverity] = useState<'all' | 'error' | 'skip'>('all');
  const problems = useImportProblems(id, page, severity === 'all' ? null : severity);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('accountImport.problems')}
        </Title>
        {total > 0 && (
          <SegmentedControl
            aria-label={t('accountImport.problems')}
            value={severity}
            onChange={(value) => {
              setSeverity(value as typeof severity);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('accountImport.problemsAll') },
              { value: 'error', label: t('accountImport.problemsErrors') },
              { value: 'skip', label: t('accountImport.problemsSkips') },
            ]}
          />
        )}
      </Group>
      {problems.isPending ? (
        <Skeleton h={120} aria-busy="true" />
      ) : problems.isError ? (
        <RetryAlert message={t('accountImport.loadFailed')} onRetry={() => void problems.refetch()} />
      ) : problems.data.meta.total === 0 ? (
        <Text c="dimmed" data-testid="import-no-problems">
          {t('accountImport.noProblems')}
        </Text>
      ) : (
        <>
          <ScrollTable minWidth={560} label={t('accountImport.problems')}>
            <Table striped data-testid="import-problems">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('accountImport.line')}</Table.Th>
                  <Table.Th w={140}>{t('accountImport.column')}</Table.Th>
                  <Table.Th>{t('accountImport.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.data.data.map((p) => (
                  <Table.Tr key={p.id} data-testid="import-problem">
                    <Table.Td>{p.line}</Table.Td>
                    <Table.Td>{p.column ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={p.severity === 'error' ? 'red.9' : undefined}>
                        {p.message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {problems.data.meta.lastPage > 1 && (
            <Pagination total={problems.data.meta.lastPage} value={page} onChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}
