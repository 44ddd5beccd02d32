// The listing page's "Distances to your places": every point of interest by every way of travelling, with
// how the estimates are made. Signed out: an invitation to sign in. No points yet: a button to add one.
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LatLng } from '@rentals/shared/travel';
import { IconMapPins, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useLoginModal } from '../../auth/index.ts';
import { usePointsOfInterest } from '../api.ts';
import { usePlacesModal } from './my-places-button.tsx';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

// The table (Mantine's Table brings its scroll area and floating-ui, ~20 KB gzipped) loads only for a
// signed-in renter with places: the server's HTML, anonymous, never holds it.
const PlaceDistanceTable = lazy(() =>
  import('./place-distance-table.tsx').then((m) => ({ default: m.PlaceDistanceTable })),
);

export function PlaceDistances({ listing }: { listing: LatLng }) {
  const { t } = useTranslation();
  const { points, query, signedIn } = usePointsOfInterest();
  const { open, modal } = usePlacesModal(listing);
  const openLogin = useLoginModal((s) => s.open);

  let body: React.ReactNode;
  if (!signedIn) {
    body = (
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('poi.section.signedOut')}</Text>
        {/* Signing in shows the distances here: no need to open "My places" afterwards. */}
        <Button variant="light" onClick={() => openLogin('login')}>
          {t('poi.section.signIn')}
        </Button>
      </Group>
    );
  } else if (query.isError) {
    body = <RetryAlert title={t('poi.loadError')} onRetry={() => void query.refetch()} testId="poi-load-error" />;
  } else if (!points) {
    body = <Skeleton height={80} aria-label={t('poi.loading')} aria-busy="true" />;
  } else if (points.length === 0) {
    body = (
      <Alert color="blue" variant="light" data-testid="poi-section-empty">
        <Text size="sm" mb="xs">
          {t('poi.section.empty')}
        </Text>
        <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open('new')}>
          {t('poi.add')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Suspense fallback={<Skeleton height={80} aria-label={t('poi.loading')} aria-busy="true" />}>
          <PlaceDistanceTable listing={listing} points={points} />
        </Suspense>
        <Text size="xs" c="dimmed">
          {t('poi.section.estimate')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="listing-place-distances" data-testid="place-distances">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="listing-place-distances">
          {t('poi.section.title')}
        </Title>
        {signedIn && points && points.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMapPins size={14} aria-hidden />}
            onClick={() => open()}
          >
            {t('poi.section.manage')}
          </Button>
        )}
      </Group>
      {body}
      {modal}
    </Stack>
  );
}
