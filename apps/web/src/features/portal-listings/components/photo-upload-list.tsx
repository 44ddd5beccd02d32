// The files on their way: a progress bar each, then the server's sentence for any that failed, with Retry
// when sending it again could work, and Dismiss. A failed file never stops the others.
import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { PhotoUpload } from './photo-uploads.ts';

interface Props {
  uploads: PhotoUpload[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

export function PhotoUploadList({ uploads, onRetry, onDismiss }: Props) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <Stack gap={6} aria-label={t('listingPhotos.uploadsTitle')} role="list" data-testid="photo-uploads">
      {uploads.map((upload) => {
        const name = upload.file.name;
        const percent = Math.round(upload.progress * 100);
        const failed = upload.status === 'failed';
        return (
          <Paper key={upload.key} withBorder p="xs" radius="sm" role="listitem" data-testid="photo-upload">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }} title={name}>
                {name}
              </Text>
              {failed && (
                <Group gap={2} wrap="nowrap">
                  {upload.retriable && (
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onRetry(upload.key)}
                      aria-label={t('listingPhotos.retryUpload', { name })}
                    >
                      <IconRefresh size={16} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onDismiss(upload.key)}
                    aria-label={t('listingPhotos.dismiss', { name })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            {failed ? (
              <Text size="sm" c="red.8" role="alert">
                {upload.error}
              </Text>
            ) : (
              <>
                <Progress
                  value={upload.status === 'queued' ? 0 : percent}
                  animated={upload.status === 'attaching'}
                  size="sm"
                  mt={4}
                  aria-label={name}
                />
                <Text size="xs" c="dimmed" mt={2}>
                  {upload.status === 'queued'
                    ? t('listingPhotos.queued')
                    : upload.status === 'attaching'
                      ? t('listingPhotos.attaching')
                      : t('listingPhotos.uploading', { percent })}
                </Text>
              </>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
