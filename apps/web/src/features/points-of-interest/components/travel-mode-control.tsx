// Which travel time cards show: walk, bike, transit or car (kept in local storage).
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { TRAVEL_MODES, type TravelMode } from '@rentals/shared/travel';
import { useId } from 'react';
import { useTravelMode } from '../travel-mode.ts';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function TravelModeControl() {
  const { t } = useTranslation();
  const id = useId();
  const mode = useTravelMode((s) => s.mode);
  const setMode = useTravelMode((s) => s.setMode);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {t('poi.travelBy')}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={mode}
        onChange={(value) => setMode(value as TravelMode)}
        data={TRAVEL_MODES.map((value) => ({ value, label: t(`poi.modes.${value}`) }))}
        fullWidth
        data-testid="travel-mode"
      />
    </Stack>
  );
}
