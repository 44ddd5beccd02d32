// The provinces and states list (a tab of the cities screen) and their edit form: names and slug.

import type { Province } from '@rentals/shared/resources/places';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import { changedValues } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { PROVINCES_PATH } from '../api.ts';
import { countryOptions, fieldLabel, PublicPageLink } from './shared.tsx';

export function provincesListView(t: TFunction, language: string): ResourceListView<Province> {
  const label = (key: string) => fieldLabel(t, key);
  return {
    apiPath: PROVINCES_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (p) => p.name,
    recordPath: (p) => `/admin/provinces/${p.id}/edit`,
    columns: [
      {
        key: 'name',
        label: label('name'),
        sortable: true,
        render: (p) => (p.nameFr && p.nameFr !== p.name ? `${p.name} / ${p.nameFr}` : p.name),
      },
      { key: 'code', label: label('code'), sortable: true },
      {
        key: 'country',
        label: label('country'),
        sortable: true,
        render: (p) => t(`placesAdmin.countries.${p.country}`),
      },
      { key: 'kind', label: label('kind'), render: (p) => t(`placesAdmin.kinds.${p.kind}`) },
      { key: 'cityCount', label: label('cities'), render: (p) => p.cityCount.toLocaleString(language) },
      { key: 'path', label: label('path'), render: (p) => <PublicPageLink path={p.path} language={language} /> },
    ],
    filters: [{ name: 'country', label: label('country'), type: 'select', options: countryOptions(t) }],
  };
}

export interface ProvinceFormValues {
  [key: string]: unknown;
  name: string;
  nameFr: string;
  slug: string;
}

export const provinceFormValues = (p: Province): ProvinceFormValues => ({
  name: p.name,
  nameFr: p.nameFr ?? '',
  slug: p.slug,
});

export const provinceFormBody = (values: ProvinceFormValues) => ({
  name: values.name,
  nameFr: values.nameFr.trim() || null,
  slug: values.slug,
});

export const provinceRequestBody = (body: ReturnType<typeof provinceFormBody>, initial: ProvinceFormValues) =>
  changedValues(body, provinceFormBody(initial));

export function provinceFormFields(t: TFunction): FormField[] {
  const label = (key: string) => fieldLabel(t, key);
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'nameFr', label: label('nameFr'), type: 'text' },
    { name: 'slug', label: label('slug'), type: 'text', required: true, description: label('slugHint'), wide: true },
  ];
}
