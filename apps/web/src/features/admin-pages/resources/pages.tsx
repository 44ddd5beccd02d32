// The pages screens' declarations: the list's columns and filters, the form's values and fields (the chosen
// type's extra fields render below the body), the body a save sends (on edit only what changed).
import { Badge, Textarea } from '@mantine/core';
import {
  PAGE_LANGUAGES,
  PAGE_STATUSES,
  type Page,
  type PageStatus,
  type PageType,
} from '@rentals/shared/resources/pages';
import { DateTimeField, instantOf, localOf } from '../../../components/date-time-field.tsx';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { PAGES_PATH } from '../api.ts';
import { ExtraFields } from '../components/extra-fields.tsx';
import type { PageFormValues } from '../page-form-values.ts';

export type { PageFormValues };

const STATUS_COLORS: Record<PageStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  archived: 'orange',
};

/** The page's public address: French pages under /fr. */
export const publicPath = (page: Pick<Page, 'path' | 'language'>) =>
  page.language === 'fr' ? `/fr${page.path}` : page.path;

export function StatusBadge({ t, status }: { t: TFunction; status: PageStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`adminPages.statuses.${status}`)}
    </Badge>
  );
}

export function pagesListView(t: TFunction): ResourceListView<Page> {
  const label = (key: string) => t(`adminPages.${key}`);
  return {
    apiPath: PAGES_PATH,
    defaultSort: 'title',
    searchable: true,
    recordLabel: (p) => p.title,
    recordPath: (p) => `/admin/pages/${p.id}`,
    columns: [
      { key: 'title', label: label('title'), sortable: true },
      { key: 'path', label: label('path'), sortable: true, render: (p) => publicPath(p) },
      { key: 'type', label: label('pageType'), render: (p) => p.pageType.name },
      { key: 'language', label: label('language'), sortable: true, render: (p) => label(`languages.${p.language}`) },
      { key: 'status', label: label('status'), sortable: true, render: (p) => <StatusBadge t={t} status={p.status} /> },
      {
        key: 'updatedAt',
        label: label('updatedAt'),
        sortable: true,
        render: (p) => new Date(p.updatedAt).toLocaleDateString(),
      },
    ],
    filters: [
      {
        name: 'status',
        label: label('status'),
        type: 'select',
        options: PAGE_STATUSES.map((s) => ({ value: s, label: label(`statuses.${s}`) })),
      },
      {
        name: 'language',
        label: label('language'),
        type: 'select',
        options: PAGE_LANGUAGES.map((l) => ({ value: l, label: label(`languages.${l}`) })),
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

export const pageFormValues = (page?: Page): PageFormValues => ({
  title: page?.title ?? '',
  path: page?.path ?? '',
  language: page?.language ?? 'en',
  pageTypeId: page ? String(page.pageTypeId) : '',
  body: page?.body ?? '',
  fieldValues: page?.fieldValues ?? {},
  seoTitle: page?.seoTitle ?? '',
  seoDescription: page?.seoDescription ?? '',
  status: page?.status ?? 'draft',
  publishAt: localOf(page?.publishAt),
});

/** What the shared form schema checks and the API takes: the type as a number, only its fields' values. */
export function pageFormBody(values: PageFormValues, types: readonly PageType[]) {
  const type = types.find((candidate) => String(candidate.id) === values.pageTypeId);
  const fieldValues: Record<string, string | number | null> = {};
  for (const field of type?.fields ?? []) {
    const value = values.fieldValues[field.key];
    fieldValues[field.key] = value === undefined || value === '' ? null : value;
  }
  return {
    title: values.title,
    path: values.path,
    language: values.language,
    pageTypeId: values.pageTypeId === '' ? undefined : Number(values.pageTypeId),
    body: values.body,
    fieldValues,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    status: values.status,
    publishAt: instantOf(values.publishAt),
  };
}

export function pageFormFields(t: TFunction, types: readonly PageType[]): FormField[] {
  const label = (key: string) => t(`adminPages.${key}`);
  return [
    { name: 'title', label: label('title'), type: 'text', required: true },
    { name: 'path', label: label('path'), type: 'text', required: true, description: label('pathHint') },
    {
      name: 'language',
      label: label('language'),
      type: 'select',
      required: true,
      options: PAGE_LANGUAGES.map((l) => ({ value: l, label: label(`languages.${l}`) })),
    },
    {
      name: 'pageTypeId',
      label: label('pageType'),
      type: 'select',
      required: true,
      options: types.map((type) => ({ value: String(type.id), label: type.name })),
    },
    {
      name: 'status',
      label: label('status'),
      type: 'select',
      required: true,
      options: PAGE_STATUSES.map((s) => ({ value: s, label: label(`statuses.${s}`) })),
    },
    {
      name: 'publishAt',
      label: label('publishAt'),
      type: 'custom',
      render: (form) => (
        <DateTimeField form={form} name="publishAt" label={label('publishAt')} description={label('publishAtHint')} />
      ),
    },
    { name: 'body', label: label('body'), type: 'richText', wide: true, required: true },
    {
      name: 'fieldValues',
      label: label('extraFields'),
      type: 'custom',
      wide: true,
      render: (form) => <ExtraFields form={form} types={types} />,
    },
    { name: 'seoTitle', label: label('seoTitle'), type: 'text', description: label('seoTitleHint') },
    {
      name: 'seoDescription',
      label: label('seoDescription'),
      type: 'custom',
      render: (form) => (
        <Textarea
          label={label('seoDescription')}
          description={label('seoDescriptionHint')}
          rows={3}
          {...form.getInputProps('seoDescription')}
          data-testid="field-seoDescription"
        />
      ),
    },
  ];
}
