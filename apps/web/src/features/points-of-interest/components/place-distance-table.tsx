// The listing page's distances from it to each of the renter's places, by travel mode (estimates).
import { Group, Table } from '@mantine/core';
import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import { formatDistance, type LatLng, TRAVEL_MODES, type TravelMode, travelEstimate } from '@rentals/shared/travel';
import { type Icon, IconBike, IconBus, IconCar, IconWalk } from '@tabler/icons-react';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { distanceUnit, formatMinutes, pointLatLng } from '../format.ts';
import { PoiIcon } from './poi-icon.tsx';
import '../i18n/places.ts';

const MODE_ICONS: Record<TravelMode, Icon> = { walk: IconWalk, bike: IconBike, transit: IconBus, drive: IconCar };

export function PlaceDistanceTable({ listing, points }: { listing: LatLng; points: PointOfInterest[] }) {
  const { t } = useTranslation();
  const unit = distanceUnit();
  return (
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
  );
}
