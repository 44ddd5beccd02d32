// One photo of the editor's grid: its 400 px WebP, the cover badge on the first, a drag handle (also the
// keyboard's: Space to pick up, arrows to move), Make cover, the alt text, and Delete.

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Button, Card, Group, Image, Tooltip } from '@mantine/core';
import type { LandlordPhoto, LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { IconGripVertical, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { PhotoAltInput } from './photo-alt-input.tsx';

interface Props {
  listingId: number;
  photo: LandlordPhoto;
  /** 1-based, as people count. */
  position: number;
  busy: boolean;
  onMakeCover: (photo: LandlordPhoto) => void;
  onDelete: (photo: LandlordPhoto) => void;
  onAltSaved: (answer: LandlordPhotosResponse) => void;
}

export function PhotoCard({ listingId, photo, position, busy, onMakeCover, onDelete, onAltSaved }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  const isCover = position === 1;

  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="xs"
      radius="md"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
      data-testid="photo-card"
      data-photo-id={photo.id}
    >
      <Card.Section pos="relative">
        <Image
          src={photo.thumbnailUrl}
          alt={photo.alt || t('listingPhotos.photoAlt', { position })}
          width={photo.width}
          height={photo.height}
          h={140}
          fit="cover"
          loading="lazy"
          draggable={false}
        />
        {isCover && (
          <Badge
            pos="absolute"
            top={8}
            left={8}
            leftSection={<IconStar size={12} aria-hidden />}
            data-testid="cover-badge"
          >
            {t('listingPhotos.cover')}
          </Badge>
        )}
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          pos="absolute"
          top={6}
          right={6}
          size="lg"
          variant="white"
          color="dark"
          aria-label={t('listingPhotos.move', { position })}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          disabled={busy}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </Card.Section>
      <Box mt="xs">
        <PhotoAltInput
          listingId={listingId}
          photoId={photo.id}
          position={position}
          alt={photo.alt}
          onSaved={onAltSaved}
        />
      </Box>
      <Group justify="space-between" gap={4} mt="xs">
        {isCover ? (
          <span />
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconStar size={14} aria-hidden />}
            onClick={() => onMakeCover(photo)}
            disabled={busy}
            aria-label={t('listingPhotos.makeCoverOf', { position })}
          >
            {t('listingPhotos.makeCover')}
          </Button>
        )}
        <Tooltip label={t('listingPhotos.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(photo)}
            disabled={busy}
            aria-label={t('listingPhotos.deleteOf', { position })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
