// On a listing card: the distance and travel time to each of the signed-in renter's points of interest, in
// the way of travelling they chose ("Work: 4.2 km · 12 min by bike"), at most `max` lines and "+N more".
// Nothing while signed out, loading or after a failed load (the "My places" list says why).
import type { LatLng } from '@rentals/shared/travel';
import { usePointsOfInterest } from '../api.ts';
import { distanceLine } from '../format.ts';
import { useTravelMode } from '../travel-mode.ts';
import classes from './distances.module.css';
import { PoiIcon } from './poi-icon.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export const CARD_DISTANCES_MAX = 3;

export function ListingDistances({ listing, max = CARD_DISTANCES_MAX }: { listing: LatLng; max?: number }) {
  const { t } = useTranslation();
  const { points } = usePointsOfInterest();
  const mode = useTravelMode((s) => s.mode);
  if (!points || points.length === 0) return null;
  const hidden = points.length - max;
  return (
    <ul className={classes.list} aria-label={t('poi.distancesLabel')} data-testid="listing-distances">
      {points.slice(0, max).map((point) => (
        <li key={point.id} className={classes.item}>
          <PoiIcon icon={point.icon} size={14} />
          <span>{distanceLine(t, point, listing, mode)}</span>
        </li>
      ))}
      {hidden > 0 && <li className={`${classes.item} ${classes.more}`}>{t('poi.more', { count: hidden })}</li>}
    </ul>
  );
}
