// The address step's map pin: a map (its own chunk, Leaflet loaded with it) to drag the pin or click where
// the building is, and for keyboard and screen reader users the pin's coordinates and a reset to the city's
// centre. The pin starts at the saved point, else at the picked city's centre.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCityCentre } from '../api.ts';
import type { ListingFormValues } from '../form-values.ts';
import { type LatLng, pinOf, placedPin } from '../pin.ts';
import { PinMapPlaceholder } from './pin-map-placeholder.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const PinMap = lazy(() => import('./pin-map.tsx').then((m) => ({ default: m.PinMap })));

const coordinate = (degrees: number) => degrees.toFixed(6);

export function PinPicker({ form }: { form: UseFormReturnType<ListingFormValues> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const values = form.getValues();
  const centre = useCityCentre(values.cityId).data ?? null;
  const pin = pinOf(values, centre);
  const place = (point: LatLng) => form.setValues(placedPin(point));

  if (values.cityId === '') {
    return (
      <Text size="sm" c="dimmed" data-testid="pin-picker">
        {t('portalListings.pin.pickCity')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="pin-picker">
      <div>
        <Text size="sm" fw={500}>
          {t('portalListings.pin.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('portalListings.pin.hint')}
        </Text>
      </div>
      {pin && hydrated ? (
        <Suspense fallback={<PinMapPlaceholder />}>
          <PinMap pin={pin} onPlace={place} />
        </Suspense>
      ) : (
        <PinMapPlaceholder />
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" aria-live="polite" data-testid="pin-coordinates">
          {pin
            ? t('portalListings.pin.coordinates', { lat: coordinate(pin.lat), lng: coordinate(pin.lng) })
            : t('portalListings.pin.unknown')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCurrentLocation size={14} aria-hidden />}
          disabled={!centre}
          onClick={() => centre && place(centre)}
          data-testid="pin-reset"
        >
          {t('portalListings.pin.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
