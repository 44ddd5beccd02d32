// The cities screen's declarations: the list (name search, province/country/metro filters, sort by name or
// population), the edit form's fields (names, slug, coordinates on a map, population, intro in both
// languages), its values and the body a save sends (what changed only).

import { Select } from '@mantine/core';
import type { City, Province } from '@rentals/shared/resources/places';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import { changedValues } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { CITIES_PATH } from '../api.ts';
import { CoordinatesField } from '../components/coordinates-field.tsx';
import {
  countryOptions,
  fieldLabel,
  introField,
  numberOf,
  PublicPageLink,
  populationField,
  provinceOptions,
} from './shared.tsx';

export function citiesListView(t: TFunction, provinces: readonly Province[], language: string): ResourceListView<City> {
  const label = (key: string) => fieldLabel(t, key);
  return {
    apiPath: CITIES_PATH,
    defaultSort: '-population',
    searchable: true,
    recordLabel: (c) => c.name,
    recordPath: (c) => `/admin/cities/${c.id}/edit`,
    columns: [
      {
        key: 'name',
        label: label('name'),
        sortable: true,
        render: (c) => (c.nameFr ? `${c.name} / ${c.nameFr}` : c.name),
      },
      { key: 'province', label: label('province'), render: (c) => `${c.provinceName} (${c.provinceCode})` },
      { key: 'metroArea', label: label('metroArea'), render: (c) => c.metroAreaName ?? t('placesAdmin.none') },
      {
        key: 'population',
        label: label('population'),
        sortable: true,
        render: (c) => c.population.toLocaleString(language),
      },
      { key: 'path', label: label('path'), render: (c) => <PublicPageLink path={c.path} language={language} /> },
    ],
    filters: [
      { name: 'country', label: label('country'), type: 'select', options: countryOptions(t) },
      { name: 'provinceId', label: label('province'), type: 'select', options: provinceOptions(provinces) },
    ],
  };
}

export interface CityFormValues {
  [key: string]: unknown;
  name: string;
  nameFr: string;
  slug: string;
  lat: number | string;
  lng: number | string;
  population: number | string;
  introEn: string;
  introFr: string;
}

export const cityFormValues = (city: City): CityFormValues => ({
  name: city.name,
  nameFr: city.nameFr ?? '',
  slug: city.slug,
  lat: city.lat,
  lng: city.lng,
  population: city.population,
  introEn: city.introEn ?? '',
  introFr: city.introFr ?? '',
});

/** What the shared schema checks: numbers as numbers, empty optional texts as null. */
export const cityFormBody = (values: CityFormValues) => ({
  name: values.name,
  nameFr: values.nameFr.trim() || null,
  slug: values.slug,
  lat: numberOf(values.lat),
  lng: numberOf(values.lng),
  population: numberOf(values.population),
  introEn: values.introEn.trim() || null,
  introFr: values.introFr.trim() || null,
});

export const cityRequestBody = (body: ReturnType<typeof cityFormBody>, initial: CityFormValues) =>
  changedValues(body, cityFormBody(initial));

export function cityFormFields(t: TFunction): FormField[] {
  const label = (key: string) => fieldLabel(t, key);
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'nameFr', label: label('nameFr'), type: 'text' },
    { name: 'slug', label: label('slug'), type: 'text', required: true, description: label('slugHint') },
    populationField(t),
    {
      name: 'lat',
      label: label('location'),
      type: 'custom',
      wide: true,
      render: (form) => <CoordinatesField form={form} />,
    },
    introField(t, 'introEn'),
    introField(t, 'introFr'),
  ];
}

/** The "New city" form's values: the edit form's, empty, with the province to pick ('' until chosen). */
export const newCityFormValues = (): CityFormValues & { provinceId: string } => ({
  name: '',
  nameFr: '',
  slug: '',
  provinceId: '',
  lat: '',
  lng: '',
  population: 0,
  introEn: '',
  introFr: '',
});

/** What POST admin/cities sends: every field, with the province. */
export const newCityFormBody = (values: CityFormValues) => ({
  ...cityFormBody(values),
  provinceId: values.provinceId ? Number(values.provinceId) : undefined,
});

export function newCityFormFields(t: TFunction, provinces: readonly Province[]): FormField[] {
  const label = (key: string) => fieldLabel(t, key);
  const [name, nameFr, slug, ...rest] = cityFormFields(t);
  const province: FormField = {
    name: 'provinceId',
    label: label('province'),
    type: 'custom',
    render: (form) => (
      <Select
        label={label('province')}
        withAsterisk
        searchable
        data={provinceOptions(provinces)}
        {...form.getInputProps('provinceId')}
        data-testid="field-provinceId"
      />
    ),
  };
  return [name, nameFr, slug, province, ...rest].filter((f): f is FormField => f !== undefined);
}
