// The FAQ screens' declarations: the list's columns and filters, the form's fields (the category suggests the
// ones in use), the form's values and the body a save sends.
import { Autocomplete, Badge, NumberInput, Switch } from '@mantine/core';
import { FAQ_LOCALES, FAQ_POSITION_MAX, type Faq } from '@rentals/shared/resources/faqs';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { FAQS_PATH } from '../api.ts';

export function faqsListView(t: TFunction): ResourceListView<Faq> {
  const label = (key: string) => t(`contentAdmin.faqs.${key}`);
  return {
    apiPath: FAQS_PATH,
    defaultSort: 'order',
    searchable: true,
    recordLabel: (f) => f.question,
    recordPath: (f) => `/admin/faqs/${f.id}`,
    columns: [
      { key: 'question', label: label('question'), sortable: true },
      { key: 'category', label: label('category'), sortable: true },
      { key: 'position', label: label('position'), sortable: true },
      { key: 'locale', label: label('locale'), sortable: true, render: (f) => label(`languages.${f.locale}`) },
      {
        key: 'isPublished',
        label: label('status'),
        render: (f) => (
          <Badge variant="light" color={f.isPublished ? 'green' : 'gray'}>
            {label(f.isPublished ? 'published' : 'draft')}
          </Badge>
        ),
      },
    ],
    filters: [
      {
        name: 'locale',
        label: label('locale'),
        type: 'select',
        options: FAQ_LOCALES.map((l) => ({ value: l, label: label(`languages.${l}`) })),
      },
      {
        name: 'isPublished',
        label: label('status'),
        type: 'select',
        options: [
          { value: 'true', label: label('published') },
          { value: 'false', label: label('draft') },
        ],
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

export interface FaqFormValues {
  [key: string]: unknown;
  question: string;
  answer: string;
  category: string;
  position: number | string;
  locale: string;
  isPublished: boolean;
}

export const faqFormValues = (faq?: Faq, locale = 'en'): FaqFormValues => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? '',
  position: faq?.position ?? 0,
  locale: faq?.locale ?? locale,
  isPublished: faq?.isPublished ?? true,
});

/** What the shared schema checks and the API receives: the position as a number. */
export const faqFormBody = (values: FaqFormValues) => ({
  ...values,
  position: values.position === '' ? undefined : Number(values.position),
});

export function faqFormFields(t: TFunction, categories: string[]): FormField[] {
  const label = (key: string) => t(`contentAdmin.faqs.${key}`);
  return [
    { name: 'question', label: label('question'), type: 'text', required: true, wide: true },
    { name: 'answer', label: label('answer'), type: 'richText', required: true, wide: true },
    {
      name: 'category',
      label: label('category'),
      type: 'custom',
      render: (form) => (
        <Autocomplete
          label={label('category')}
          description={label('categoryHint')}
          withAsterisk
          data={categories}
          {...form.getInputProps('category')}
          data-testid="field-category"
        />
      ),
    },
    {
      name: 'locale',
      label: label('locale'),
      type: 'select',
      required: true,
      options: FAQ_LOCALES.map((l) => ({ value: l, label: label(`languages.${l}`) })),
    },
    {
      name: 'position',
      label: label('position'),
      type: 'custom',
      render: (form) => (
        <NumberInput
          label={label('position')}
          description={label('positionHint')}
          min={0}
          max={FAQ_POSITION_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('position')}
          data-testid="field-position"
        />
      ),
    },
    {
      name: 'isPublished',
      label: label('isPublished'),
      type: 'custom',
      render: (form) => (
        <Switch
          mt="lg"
          label={label('isPublished')}
          description={label('isPublishedHint')}
          {...form.getInputProps('isPublished', { type: 'checkbox' })}
          data-testid="field-isPublished"
        />
      ),
    },
  ];
}
