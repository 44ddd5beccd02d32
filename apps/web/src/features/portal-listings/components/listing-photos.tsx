// The listing editor's Photos section (issue 13): add many photos at once (drop or pick) with progress per
// file, the grid in order with the cover first, Make cover, drag or keyboard reordering, alt text saved on
// blur, delete after confirmation, and the "12 / 40" counter. The server's answer to each write replaces the
// cached list; a reorder shows at once and is put back if the server refuses it.
import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { LandlordPhoto, LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { MAX_LISTING_PHOTOS } from '@rentals/shared/resources/landlord-photos';
import { useState } from 'react';
import '../i18n/photos.index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { photoErrorMessage, photosApi, useListingPhotos, usePhotosCache } from '../photos-api.ts';
import { PhotoDropzone } from './photo-dropzone.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { coverFirst, inOrder, sameOrder } from './photo-order.ts';
import { PhotoUploadList } from './photo-upload-list.tsx';
import { usePhotoUploads } from './photo-uploads.ts';

export interface ListingPhotosProps {
  listingId: number;
  /** Told the photo count after each change (the editor's quality score counts photos). */
  onCountChange?: (count: number) => void;
}

export function ListingPhotos({ listingId, onCountChange }: ListingPhotosProps) {
  const { t } = useTranslation();
  const query = useListingPhotos(listingId);
  const cache = usePhotosCache(listingId);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);

  const photos = query.data?.photos ?? [];
  const max = query.data?.max ?? MAX_LISTING_PHOTOS;

  function apply(answer: LandlordPhotosResponse) {
    cache.set(answer);
    onCountChange?.(answer.photos.length);
  }

  const queue = usePhotoUploads({
    listingId,
    held: photos.length,
    max,
    onAttached: (answer, file) => {
      apply(answer);
      setAnnouncement(t('listingPhotos.uploaded', { name: file.name }));
    },
  });

  async function reorder(ids: number[], message?: string) {
    const before = cache.get();
    if (
      !before ||
      sameOrder(
        ids,
        before.photos.map((photo) => photo.id),
      )
    )
      return;
    setOrderError(null);
    setBusy(true);
    cache.set({ ...before, photos: inOrder(before.photos, ids) });
    try {
      apply(await photosApi.reorder(listingId, ids));
      setAnnouncement(message ?? t('listingPhotos.orderSaved'));
    } catch (error) {
      cache.set(before);
      setOrderError(t('listingPhotos.orderFailed', { message: photoErrorMessage(error, ['photoIds']) }));
      // The list may have changed meanwhile (another tab, an upload): show it as it is.
      void cache.refetch();
    } finally {
      setBusy(false);
    }
  }

  const makeCover = (photo: LandlordPhoto) =>
    reorder(
      coverFirst(
        photos.map((p) => p.id),
        photo.id,
      ),
      t('listingPhotos.coverChanged', { position: photos.indexOf(photo) + 1 }),
    );

  const confirmDelete = (photo: LandlordPhoto) =>
    modals.openConfirmModal({
      title: t('listingPhotos.deleteTitle'),
      children: <Text size="sm">{t('listingPhotos.deleteBody', { position: photos.indexOf(photo) + 1 })}</Text>,
      labels: { confirm: t('listingPhotos.deleteConfirm'), cancel: t('listingPhotos.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'photo-delete-confirm' } as never,
      onConfirm: async () => {
        setBusy(true);
        setOrderError(null);
        try {
          apply(await photosApi.remove(listingId, photo.id));
          setAnnouncement(t('listingPhotos.deleted'));
        } catch (error) {
          setOrderError(photoErrorMessage(error));
          void cache.refetch();
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Stack gap="sm" data-testid="listing-photos">
      <Group justify="space-between" align="center">
        <Title order={3}>{t('listingPhotos.title')}</Title>
        {query.data && (
          <Badge size="lg" variant="light" color={photos.length >= max ? 'orange' : 'blue'} data-testid="photo-counter">
            <span aria-hidden>{t('listingPhotos.counter', { count: photos.length, max })}</span>
            <VisuallyHidden>{t('listingPhotos.counterLabel', { count: photos.length, max })}</VisuallyHidden>
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('listingPhotos.intro')}
      </Text>

      {query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <VisuallyHidden>{t('listingPhotos.loading')}</VisuallyHidden>
          <Skeleton h={110} radius="md" />
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} h={220} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={t('listingPhotos.loadFailed')} role="alert">
          <Text size="sm" mb="xs">
            {photoErrorMessage(query.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => query.refetch()}>
            {t('listingPhotos.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <PhotoDropzone free={queue.free} max={max} onFiles={queue.add} />
          <PhotoUploadList uploads={queue.uploads} onRetry={queue.retry} onDismiss={queue.dismiss} />
          {orderError && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setOrderError(null)}>
              {orderError}
            </Alert>
          )}
          {photos.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="photos-empty">
              {t('listingPhotos.empty')}
            </Text>
          ) : (
            <PhotoGrid
              listingId={listingId}
              photos={photos}
              busy={busy}
              onReorder={(ids) => reorder(ids)}
              onMakeCover={makeCover}
              onDelete={confirmDelete}
              onAltSaved={apply}
            />
          )}
        </>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
