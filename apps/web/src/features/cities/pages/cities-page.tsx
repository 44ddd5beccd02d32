// The public cities index (/cities, /fr/cities): the resolve answer carries the provinces with their cities that
// have live listings, so the server renders the whole page and a client-side visit needs one request. Each
// province is a second-level heading (with a link to its search page) followed by its cities, each a link to its
// search page with its count of rentals.
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { Link } from 'react-router';
import { PublicContentPage } from '../../../components/public-content-page.tsx';
import { localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/index.ts';

type CitiesAnswer = Extract<ResolveResponse, { type: 'cities' }>;

export function CitiesPage({ answer }: { answer: CitiesAnswer }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const { provinces } = answer.index;
  return (
    <PublicContentPage
      size="lg"
      heading={t('cities.title')}
      breadcrumbs={{ label: t('cities.breadcrumbs'), home: t('cities.home') }}
      testIdPrefix="cities"
      emptyText={provinces.length === 0 ? t('cities.empty') : null}
    >
      <Text c="dimmed">{t('cities.intro')}</Text>
      {provinces.map((province) => (
        <Stack
          key={province.id}
          gap="xs"
          component="section"
          aria-labelledby={`cities-province-${province.id}`}
          data-testid="cities-province"
        >
          <Title order={2} size="h3" id={`cities-province-${province.id}`}>
            {province.name}
          </Title>
          <Anchor component={Link} to={localizePath(province.path, language)} size="sm">
            {t('cities.allInProvince', { name: province.name })}
          </Anchor>
          <SimpleGrid
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            cols={{ base: 1, xs: 2, sm: 3, md: 4 }}
            spacing="xs"
          >
            {province.cities.map((city) => (
              <li key={city.id}>
                <Anchor component={Link} to={localizePath(city.path, language)}>
                  {city.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  ({t('cities.listingCount', { count: city.count })})
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </PublicContentPage>
  );
}
