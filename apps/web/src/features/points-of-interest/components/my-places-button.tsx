// "My places" on the search page: opens the points-of-interest modal (a lazy chunk, with its map); signed-out
// visitors get the login modal first, then the modal once signed in. Shows how many places the renter has.
import { Button } from '@mantine/core';
import type { LatLng } from '@rentals/shared/travel';
import { IconMapPins } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useOpenAfterSignIn } from '../../auth/index.ts';
import { usePointsOfInterest } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const PointsOfInterestModal = lazy(() => import('./points-of-interest-modal.tsx'));
export const preloadPointsOfInterestModal = () => void import('./points-of-interest-modal.tsx');

/** Opens the modal (lazy) for a signed-in renter; a visitor signs in first, then it opens. */
export function usePlacesModal(center?: LatLng | null) {
  const { signedIn } = usePointsOfInterest();
  const [state, setState] = useState<{ opened: boolean; start: 'list' | 'new' } | null>(null);
  const open = useOpenAfterSignIn((start: 'list' | 'new' = 'list') => setState({ opened: true, start }));
  const modal = state && (
    <Suspense fallback={null}>
      <PointsOfInterestModal
        opened={state.opened && signedIn}
        start={state.start}
        center={center}
        onClose={() => setState({ ...state, opened: false })}
      />
    </Suspense>
  );
  return { open, modal };
}

export function MyPlacesButton({ center }: { center?: LatLng | null | undefined }) {
  const { t } = useTranslation();
  const { points } = usePointsOfInterest();
  const { open, modal } = usePlacesModal(center);
  const count = points?.length ?? 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMapPins size={16} aria-hidden />}
        onClick={() => open()}
        onPointerEnter={preloadPointsOfInterestModal}
        onFocus={preloadPointsOfInterestModal}
        aria-haspopup="dialog"
        title={t('poi.myPlacesHint')}
        data-testid="my-places-button"
      >
        {count > 0 ? t('poi.myPlacesCount', { count }) : t('poi.myPlaces')}
      </Button>
      {modal}
    </>
  );
}
