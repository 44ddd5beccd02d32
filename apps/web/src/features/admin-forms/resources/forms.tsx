// The forms screens' declarations: the list's columns, the form's fields (recipients as tags, the field builder:
// add, remove and reorder fields, choices for selects, length and format rules) and the body a save sends.
import { TagsInput } from '@mantine/core';
import type { Form, FormField } from '@rentals/shared/resources/forms';
import { Link } from 'react-router';
import type { FormField as ResourceFormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { FORMS_PATH } from '../api.ts';
import { type Builder, type BuilderField, FieldsBuilder, type FormFormValues } from '../components/fields-builder.tsx';

export type { BuilderField, FormFormValues };

export function formsListView(t: TFunction): ResourceListView<Form> {
  const label = (key: string) => t(`adminForms.${key}`);
  return {
    apiPath: FORMS_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (form) => form.name,
    recordPath: (form) => `/admin/forms/${form.id}/edit`,
    columns: [
      { key: 'name', label: label('name'), sortable: true },
      { key: 'fields', label: label('fields'), render: (form) => form.fields.map((f) => f.label).join(', ') },
      { key: 'recipients', label: label('recipients'), render: (form) => form.recipients.join(', ') },
      {
        key: 'submissionCount',
        label: label('submissionCount'),
        render: (form) => (
          <Link to={`/admin/forms/${form.id}/submissions`} onClick={(e) => e.stopPropagation()}>
            {form.submissionCount}
          </Link>
        ),
      },
      {
        key: 'updatedAt',
        label: label('updatedAt'),
        sortable: true,
        render: (f) => new Date(f.updatedAt).toLocaleString(),
      },
    ],
  };
}

export const formFormValues = (form?: Form): FormFormValues => ({
  name: form?.name ?? '',
  recipients: form?.recipients ?? [],
  successMessage: form?.successMessage ?? 'Thank you! Your message was sent.',
  successMessageFr: form?.successMessageFr ?? 'Merci ! Votre message a été envoyé.',
  submitLabel: form?.submitLabel ?? 'Send',
  submitLabelFr: form?.submitLabelFr ?? 'Envoyer',
  fields: form?.fields ?? [],
});

const length = (value: number | string | null) => (typeof value === 'number' ? value : null);

/** The rules a type does not use are cleared, so the stored field says only what applies. */
function cleanField(field: BuilderField): FormField {
  const text = field.type === 'text' || field.type === 'textarea';
  return {
    ...field,
    options: field.type === 'select' ? field.options : [],
    minLength: text ? length(field.minLength) : null,
    maxLength: text ? length(field.maxLength) : null,
    pattern: field.type === 'text' ? field.pattern : null,
  };
}

export const formBodyOf = (values: FormFormValues) => ({ ...values, fields: values.fields.map(cleanField) });

export function formFormFields(t: TFunction): ResourceFormField[] {
  const label = (key: string) => t(`adminForms.${key}`);
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    {
      name: 'recipients',
      label: label('recipients'),
      type: 'custom',
      render: (form: Builder) => (
        <TagsInput
          label={label('recipients')}
          description={label('recipientsHint')}
          withAsterisk
          splitChars={[',', ' ', ';']}
          {...form.getInputProps('recipients')}
          error={form.errors.recipients ?? Object.entries(form.errors).find(([k]) => k.startsWith('recipients.'))?.[1]}
          data-testid="field-recipients"
        />
      ),
    },
    { name: 'submitLabel', label: label('submitLabel'), type: 'text', required: true },
    { name: 'submitLabelFr', label: label('submitLabelFr'), type: 'text', required: true },
    { name: 'successMessage', label: label('successMessage'), type: 'textarea', required: true },
    { name: 'successMessageFr', label: label('successMessageFr'), type: 'textarea', required: true },
    {
      name: 'fields',
      label: label('fields'),
      type: 'custom',
      wide: true,
      render: (form: Builder) => <FieldsBuilder form={form} t={t} />,
    },
  ];
}
