// Provinces and states with rentals, grouped by country, each a link to its search page.
import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { HomeProvince } from '@rentals/shared/resources/home';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import classes from './home.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const COUNTRIES = ['CA', 'US'] as const;

export function ProvinceLinks({ provinces }: { provinces: readonly HomeProvince[] }) {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Stack gap="xs" data-testid="province-links">
      {COUNTRIES.map((country) => {
        const list = provinces.filter((p) => p.country === country);
        if (list.length === 0) return null;
        return (
          <div key={country}>
            <Title order={3} size="h5" mb="xs">
              {t(`homePage.countries.${country}`)}
            </Title>
            <ul className={classes.provinces}>
              {list.map((province) => (
                <li key={province.id}>
                  <Anchor component={Link} to={localePath(province.path)}>
                    {t('homePage.provinceLink', {
                      name: province.name,
                      formatted: formatNumber(province.listingCount, 0, i18n.language),
                    })}
                  </Anchor>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Stack>
  );
}

export function ProvinceLinksSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      <Skeleton height={20} width={120} />
      <Skeleton height={96} />
    </Stack>
  );
}
