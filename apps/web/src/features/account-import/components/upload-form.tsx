// The CSV upload (checked in the browser before it is sent) and the recent imports below it.
import {
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { checkUploadFile, UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { validationMessage } from '@rentals/shared/validation-messages';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useAccountImports, useUploadImport } from '../api.ts';
import { STATUS_COLORS } from './import-status.ts';

export function UploadForm({ onUploaded }: { onUploaded: (id: number) => void }) {
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
