// The listings map's box while the map loads: what the server renders and the browser hydrates, and the
// fallback while the map's chunks arrive. Small on purpose: the search page's first download holds it.
import { Loader, Text } from '@mantine/core';
import classes from './map.module.css';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export function MapPlaceholder({ testId = 'search-map' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame} data-testid={testId}>
      <div className={classes.placeholder} data-testid="map-loading">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('map.loading')}</Text>
      </div>
    </div>
  );
}
