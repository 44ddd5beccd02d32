// A Leaflet map of listing markers (spec 4 and 9: loaded on demand through the maps loader, which retries).
// Markers come from the server already clustered: a count bubble for several listings, a price pill for
// one; lists the server does not cluster ask the map to merge the markers that would overlap (`declutter`).
// Choosing a cluster zooms into it; choosing a listing or an address opens a popup the page fills.
// Markers are focusable buttons with spoken names. Tiles may fail to load (offline, headless): the
// markers do not depend on them.
// This file is the map's frame and its loading states; the map itself is map-canvas.tsx, its markers
// marker-pin.tsx, their popup marker-popup.tsx and the viewport it reports viewport-reporter.tsx.
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useMaps } from '../../lib/maps/maps-loader.ts';
import type { ListingsMapProps, MapCanvasProps } from './listings-map-props.ts';
import classes from './map.module.css';
import { MapCanvas } from './map-canvas.tsx';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export type { ListingsMapProps, ViewportChange } from './listings-map-props.ts';

export function ListingsMap({ overlay, status, testId = 'search-map', ...props }: ListingsMapProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a map region, not a page section
    <div className={classes.frame} role="region" aria-label={t('map.label')} data-testid={testId}>
      <MapLoader key={attempt} onRetry={() => setAttempt((n) => n + 1)} {...props} />
      {(overlay || status) && (
        <div className={classes.overlay}>
          {overlay}
          {status}
        </div>
      )}
    </div>
  );
}

function MapLoader({ onRetry, ...props }: MapCanvasProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'loading') {
    return (
      <div className={classes.placeholder} data-testid="map-loading">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('map.loading')}</Text>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={classes.placeholder}>
        <Alert color="red" icon={<IconMapOff size={18} aria-hidden />} role="alert" data-testid="map-error">
          <Text size="sm" mb="xs">
            {t('map.loadError')}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      </div>
    );
  }
  return <MapCanvas maps={state.maps} {...props} />;
}
