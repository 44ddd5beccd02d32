// The listing page's "Distances to your places": every point of interest by every way of travelling, with
// how the estimates are made. Signed out: an invitation to sign in. No points yet: a button to add one.
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDistance, type LatLng, TRAVEL_MODES, type TravelMode, travelEstimate } from '@rentals/shared/travel';
import { type Icon, IconBike, IconBus, IconCar, IconMapPins, IconPlus, IconWalk } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useLoginModal } from '../../auth/index.ts';
import { usePointsOfInterest } from '../api.ts';
import { distanceUnit, formatMinutes, pointLatLng } from '../format.ts';
import { usePlacesModal } from './my-places-button.tsx';
import { PoiIcon } from './poi-icon.tsx';
import '../i18n/places.ts';

const MODE_ICONS: Record<TravelMode, Icon> = { walk: IconWalk, bike: IconBike, transit: IconBus, drive: IconCar };

export function PlaceDistances({ listing }: { listing: LatLng }) {
  const { t } = useTranslation();
  const { points, query, signedIn } = usePointsOfInterest();
  const { open, modal } = usePlacesModal(listing);
  const openLogin = useLoginModal((s) => s.open);
  const unit = distanceUnit();

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
        <ScrollTable minWidth={520} label={t('poi.section.caption')}>
          <Table striped withTableBorder data-testid="poi-distance-table">
            <Table.Caption>{t('poi.section.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('poi.section.place')}</Table.Th>
                <Table.Th scope="col">{t('poi.section.distance')}</Table.Th>
                {TRAVEL_MODES.map((mode) => {
                  const Icon = MODE_ICONS[mode];
                  return (
                    <Table.Th scope="col" key={mode}>
                      <Group gap={4} wrap="nowrap" component="span">
                        <Icon size={16} aria-hidden />
                        {t(`poi.modes.${mode}`)}
                      </Group>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => {
                const estimate = travelEstimate(listing, pointLatLng(point));
                return (
                  <Table.Tr key={point.id}>
                    <Table.Th scope="row" fw={600}>
                      <Group gap={6} wrap="nowrap" component="span">
                        <PoiIcon icon={point.icon} />
                        {point.name}
                      </Group>
                    </Table.Th>
                    <Table.Td>{formatDistance(estimate.km, unit)}</Table.Td>
                    {TRAVEL_MODES.map((mode) => (
                      <Table.Td key={mode}>{formatMinutes(t, estimate.minutes[mode])}</Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
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
