// The cities with the most rentals, each a link to its search page with its count.
import { Skeleton } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { HomeCity } from '@rentals/shared/resources/home';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import classes from './home.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function PopularCities({ cities }: { cities: readonly HomeCity[] }) {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  return (
    <ul className={classes.cities} data-testid="popular-cities">
      {cities.map((city) => (
        <li key={city.id}>
          <Link to={localePath(city.path)} className={classes.city}>
            <span className={classes.cityName}>
              {city.name}, {city.provinceCode}
            </span>{' '}
            <span className={classes.cityCount}>
              {t('homePage.cityListings', {
                count: city.listingCount,
                formatted: formatNumber(city.listingCount, 0, i18n.language),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PopularCitiesSkeleton({ count }: { count: number }) {
  return (
    <ul className={classes.cities} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i}>
          <Skeleton height={64} radius="md" />
        </li>
      ))}
    </ul>
  );
}
