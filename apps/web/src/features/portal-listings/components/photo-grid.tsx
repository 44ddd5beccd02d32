// The grid of a listing's photos, sortable by pointer (mouse, touch: from the handle) and by keyboard (the
// handle: Space or Enter, arrows, Space or Enter; Escape cancels), with what happens read out in the page's
// language. The new order goes to onReorder; the grid keeps no order of its own.

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { SimpleGrid } from '@mantine/core';
import type { LandlordPhoto, LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { PhotoCard } from './photo-card.tsx';
import { movedIds } from './photo-order.ts';

interface Props {
  listingId: number;
  photos: LandlordPhoto[];
  busy: boolean;
  onReorder: (ids: number[]) => void;
  onMakeCover: (photo: LandlordPhoto) => void;
  onDelete: (photo: LandlordPhoto) => void;
  onAltSaved: (answer: LandlordPhotosResponse) => void;
}

export function PhotoGrid({ listingId, photos, busy, onReorder, onMakeCover, onDelete, onAltSaved }: Props) {
  const { t } = useTranslation();
  const ids = photos.map((photo) => photo.id);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is still a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const count = ids.length;
  const at = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('listingPhotos.dnd.pickedUp', { position: at(active.id), count }),
    // Over its own place (the moment it is picked up): the pick-up sentence stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('listingPhotos.dnd.over', { from: at(active.id), position: at(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('listingPhotos.dnd.dropped', { from: at(active.id), position: at(over?.id ?? active.id), count }),
    onDragCancel: ({ active }) => t('listingPhotos.dnd.cancelled', { from: at(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(movedIds(ids, Number(active.id), Number(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('listingPhotos.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="photo-grid">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              listingId={listingId}
              photo={photo}
              position={index + 1}
              busy={busy}
              onMakeCover={onMakeCover}
              onDelete={onDelete}
              onAltSaved={onAltSaved}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
