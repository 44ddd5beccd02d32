// The metropolitan areas screen's declarations: the list, the form's fields (names, slug, province on create,
// coordinates on a map, population, member cities), its values and the body a save sends.

import { Select } from '@mantine/core';
import type { MetroArea, MetroAreaDetail, Province } from '@rentals/shared/resources/places';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import { changedValues } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { METRO_AREAS_PATH } from '../api.ts';
import { CoordinatesField } from '../components/coordinates-field.tsx';
import { MemberCitiesField } from '../components/member-cities-field.tsx';
import { countryOptions, fieldLabel, numberOf, PublicPageLink, populationField, provinceOptions } from './shared.tsx';

export function metroAreasListView(
  t: TFunction,
  provinces: readonly Province[],
  language: string,
): ResourceListView<MetroArea> {
  const label = (key: string) => fieldLabel(t, key);
  return {
    apiPath: METRO_AREAS_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (m) => m.name,
    recordPath: (m) => `/admin/metropolitanarea/${m.id}/edit`,
    columns: [
      {
        key: 'name',
        label: label('name'),
        sortable: true,
        render: (m) => (m.nameFr ? `${m.name} / ${m.nameFr}` : m.name),
      },
      { key: 'province', label: label('province'), render: (m) => `${m.provinceName} (${m.provinceCode})` },
      { key: 'cityCount', label: label('cities'), render: (m) => m.cityCount.toLocaleString(language) },
      {
        key: 'population',
        label: label('population'),
        sortable: true,
        render: (m) => m.population.toLocaleString(language),
      },
      { key: 'path', label: label('path'), render: (m) => <PublicPageLink path={m.path} language={language} /> },
    ],
    filters: [
      { name: 'country', label: label('country'), type: 'select', options: countryOptions(t) },
      { name: 'provinceId', label: label('province'), type: 'select', options: provinceOptions(provinces) },
    ],
  };
}

export interface MetroFormValues {
  [key: string]: unknown;
  name: string;
  nameFr: string;
  slug: string;
  /** The province's id as a string ('' until chosen, on create). */
  provinceId: string;
  lat: number | string;
  lng: number | string;
  population: number | string;
  cityIds: string[];
}

export const metroFormValues = (metro?: MetroAreaDetail): MetroFormValues => ({
  name: metro?.name ?? '',
  nameFr: metro?.nameFr ?? '',
  slug: metro?.slug ?? '',
  provinceId: metro ? String(metro.provinceId) : '',
  lat: metro?.lat ?? '',
  lng: metro?.lng ?? '',
  population: metro?.population ?? 0,
  cityIds: metro ? metro.cities.map((c) => String(c.id)) : [],
});

export const metroFormBody = (values: MetroFormValues) => ({
  name: values.name,
  nameFr: values.nameFr.trim() || null,
  slug: values.slug,
  provinceId: values.provinceId ? Number(values.provinceId) : undefined,
  lat: numberOf(values.lat),
  lng: numberOf(values.lng),
  population: numberOf(values.population),
  cityIds: values.cityIds.map(Number),
});

/** Everything on create; on edit what changed, without the province (fixed once created). */
export function metroRequestBody(body: ReturnType<typeof metroFormBody>, initial?: MetroFormValues) {
  if (!initial) return body;
  const { provinceId: _fixed, ...changed } = changedValues(body, metroFormBody(initial));
  return changed;
}

export function metroFormFields(t: TFunction, provinces: readonly Province[], metro?: MetroAreaDetail): FormField[] {
  const label = (key: string) => fieldLabel(t, key);
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'nameFr', label: label('nameFr'), type: 'text' },
    { name: 'slug', label: label('slug'), type: 'text', required: true, description: label('slugHint') },
    {
      name: 'provinceId',
      label: label('province'),
      type: 'custom',
      render: (form) => (
        <Select
          label={label('province')}
          description={metro ? t('placesAdmin.metros.provinceFixed') : undefined}
          withAsterisk
          searchable
          data={provinceOptions(provinces)}
          disabled={Boolean(metro)}
          {...form.getInputProps('provinceId')}
          onChange={(value) => form.setValues({ provinceId: value ?? '', cityIds: [] })}
          data-testid="field-provinceId"
        />
      ),
    },
    populationField(t),
    {
      name: 'lat',
      label: label('location'),
      type: 'custom',
      wide: true,
      render: (form) => <CoordinatesField form={form} />,
    },
    {
      name: 'cityIds',
      label: label('cityIds'),
      type: 'custom',
      wide: true,
      render: (form) => (
        <MemberCitiesField
          form={form}
          provinceId={form.values.provinceId ? Number(form.values.provinceId) : null}
          initial={metro?.cities}
        />
      ),
    },
  ];
}
