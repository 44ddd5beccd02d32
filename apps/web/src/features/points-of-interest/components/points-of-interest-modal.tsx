// "My places": the renter's points of interest with edit and delete (confirmed first), the travel mode cards
// use, and the points-of-interest form to add one (create mode) or change one (edit mode: the point has an
// id). Loaded on demand (the search page's first download stays small); full screen on a phone.
import { ActionIcon, Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { MAX_POINTS_OF_INTEREST, type PointOfInterest } from '@rentals/shared/points-of-interest';
import type { LatLng } from '@rentals/shared/travel';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { deletePointOfInterest, usePointsOfInterest } from '../api.ts';
import { PoiIcon } from './poi-icon.tsx';
import { PointOfInterestForm } from './point-of-interest-form.tsx';
import { TravelModeControl } from './travel-mode-control.tsx';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface PointsOfInterestModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'new' opens straight on the form of a new point. */
  start?: 'list' | 'new';
  /** Where the map starts for a new point. */
  center?: LatLng | null | undefined;
}

/** undefined: the list; null: a new point; a point: editing it. */
type View = PointOfInterest | null | undefined;

export function PointsOfInterestModal({ opened, onClose, start = 'list', center }: PointsOfInterestModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [view, setView] = useState<View>(start === 'new' ? null : undefined);
  useEffect(() => {
    if (opened) setView(start === 'new' ? null : undefined);
  }, [opened, start]);

  const title = view === undefined ? t('poi.myPlaces') : view === null ? t('poi.addTitle') : t('poi.editTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="poi-modal"
    >
      {view === undefined ? (
        <PlacesList onAdd={() => setView(null)} onEdit={(point) => setView(point)} />
      ) : (
        <PointOfInterestForm
          key={view?.id ?? 'new'}
          point={view}
          center={center}
          onSaved={(point, created) => {
            flash(t(created ? 'poi.created' : 'poi.updated', { name: point.name }), 'success');
            setView(undefined);
          }}
          onCancel={() => setView(undefined)}
        />
      )}
    </Modal>
  );
}

function PlacesList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (point: PointOfInterest) => void }) {
  const { t } = useTranslation();
  const { points, query } = usePointsOfInterest();

  const confirmDelete = (point: PointOfInterest) =>
    modals.openConfirmModal({
      modalId: 'poi-delete-confirm',
      title: t('poi.deleteTitle', { name: point.name }),
      children: <Text size="sm">{t('poi.deleteBody')}</Text>,
      labels: { confirm: t('poi.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'poi-delete-confirm' },
      closeButtonProps: { 'aria-label': t('common.close') },
      // Above the "My places" modal.
      zIndex: 400,
      onConfirm: async () => {
        try {
          await deletePointOfInterest(point.id);
          flash(t('poi.deleted', { name: point.name }), 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  if (query.isError) {
    return (
      <RetryAlert
        title={t('poi.loadError')}
        message={t('poi.loadErrorBody')}
        onRetry={() => void query.refetch()}
        testId="poi-load-error"
      />
    );
  }
  if (!points) {
    return (
      <Group gap="xs" role="status" data-testid="poi-loading">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('poi.loading')}</Text>
      </Group>
    );
  }
  const full = points.length >= MAX_POINTS_OF_INTEREST;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('poi.intro')}
      </Text>
      {points.length === 0 ? (
        <Text data-testid="poi-empty">{t('poi.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="poi-list">
          {points.map((point) => (
            <Group component="li" key={point.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="poi-item">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <PoiIcon icon={point.icon} size={20} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {point.name}
                  </Text>
                  {(point.address || point.city) && (
                    <Text size="sm" c="dimmed" truncate>
                      {[point.address, point.city].filter(Boolean).join(', ')}
                    </Text>
                  )}
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('poi.edit', { name: point.name })}
                  onClick={() => onEdit(point)}
                  data-testid="poi-edit"
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('poi.delete', { name: point.name })}
                  onClick={() => confirmDelete(point)}
                  data-testid="poi-delete"
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {full ? (
        <Alert color="yellow" data-testid="poi-limit">
          {t('poi.limitReached', { max: MAX_POINTS_OF_INTEREST })}
        </Alert>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {t('poi.count', { count: points.length, max: MAX_POINTS_OF_INTEREST })}
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} data-testid="poi-add">
            {t('poi.add')}
          </Button>
        </Group>
      )}
      <TravelModeControl />
    </Stack>
  );
}

export default PointsOfInterestModal;
