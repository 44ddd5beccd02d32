// The pin map's place while its code and Leaflet load (kept apart so the editor's chunk does not pull them in).
import { Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/index.ts';
import classes from './pin-map.module.css';

export function PinMapPlaceholder() {
  const { t } = useTranslation();
  return (
    <Skeleton
      className={classes.map}
      aria-busy="true"
      aria-label={t('portalListings.pin.loading')}
      role="status"
      data-testid="pin-map-loading"
    />
  );
}
