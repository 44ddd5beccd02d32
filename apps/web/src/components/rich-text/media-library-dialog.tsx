// The media library: the CMS images uploaded so far (GET /api/admin/media), newest first, searchable by file
// name, a page at a time. Picking one hands it to the editor, which asks for its alternative text. Each image
// can be deleted (DELETE /api/admin/media/:id) after a confirmation; while something uses it, the server's
// 409 sentence says what, and the image stays.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Paged } from '@rentals/shared/pagination';
import type { MediaItem } from '@rentals/shared/resources/uploads';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { RetryAlert } from '../retry-alert.tsx';
import classes from './media-library-dialog.module.css';

export function MediaLibraryDialog({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const media = useQuery({
    queryKey: ['admin/media', q, page],
    queryFn: ({ signal }) => api.get<Paged<MediaItem>>('admin/media', { query: { q: q || undefined, page }, signal }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const confirmDelete = (item: MediaItem) =>
    modals.openConfirmModal({
      title: t('richText.mediaDeleteTitle', { name: item.originalName }),
      children: <Text size="sm">{t('richText.mediaDeleteBody')}</Text>,
      labels: { confirm: t('richText.mediaDeleteConfirm'), cancel: t('richText.mediaDeleteCancel') },
      confirmProps: { color: 'red', 'data-testid': 'media-delete-confirm' } as never,
      onConfirm: async () => {
        setDeleteError(null);
        setDeleted(null);
        try {
          await api.delete(`admin/media/${item.id}`);
          queryClient.setQueriesData<Paged<MediaItem>>({ queryKey: ['admin/media'] }, (old) =>
            old ? { ...old, data: old.data.filter((other) => other.id !== item.id) } : old,
          );
          void queryClient.invalidateQueries({ queryKey: ['admin/media'] });
          setDeleted(t('richText.mediaDeleted', { name: item.originalName }));
        } catch (error) {
          // A 409 is the server's sentence naming what uses the image.
          setDeleteError(errorMessage(error));
        }
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('richText.mediaLibrary')} size="xl">
      <Stack gap="md">
        <TextInput
          label={t('richText.mediaSearch')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="media-search"
        />
        {deleteError && (
          <Alert color="red" data-testid="media-delete-error">
            {deleteError}
          </Alert>
        )}
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="media-deleted">
          {deleted}
        </Text>
        {media.isError ? (
          <RetryAlert message={t('richText.mediaFailed')} onRetry={() => void media.refetch()} />
        ) : media.isPending ? (
          <Loader size="sm" aria-label={t('richText.mediaLoading')} />
        ) : media.data.data.length === 0 ? (
          <Text c="dimmed">{q ? t('richText.mediaNoMatch') : t('richText.mediaEmpty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="media-grid">
            {media.data.data.map((item) => (
              <Stack key={item.id} gap={2}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => onPick(item)}
                  aria-label={t('richText.mediaPick', { name: item.originalName })}
                >
                  <Image src={item.thumbnailUrl} alt="" h={110} fit="cover" radius="sm" loading="lazy" />
                  <Text size="xs" truncate mt={4}>
                    {item.originalName}
                  </Text>
                </UnstyledButton>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    onClick={() => confirmDelete(item)}
                    aria-label={t('richText.mediaDelete', { name: item.originalName })}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {media.data && media.data.meta.lastPage > 1 && (
          <Group justify="space-between">
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('richText.mediaPrevious')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={page >= media.data.meta.lastPage}
              onClick={() => setPage(page + 1)}
            >
              {t('richText.mediaNext')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
