// The page types screens' declarations: the list's columns and filter, the form's fields (the extra fields
// are edited as rows: key, labels, kind, required) and the body a save sends.
import { ActionIcon, Button, Checkbox, Fieldset, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PAGE_FIELD_KINDS, PAGE_LAYOUTS, type PageType, type PageTypeField } from '@rentals/shared/resources/pages';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { PAGE_TYPES_PATH } from '../api.ts';

export function pageTypesListView(t: TFunction): ResourceListView<PageType> {
  const label = (key: string) => t(`adminPageTypes.${key}`);
  return {
    apiPath: PAGE_TYPES_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (type) => type.name,
    recordPath: (type) => `/admin/pages/types/${type.id}/edit`,
    columns: [
      { key: 'name', label: label('name'), sortable: true, render: (type) => `${type.name} / ${type.nameFr}` },
      { key: 'key', label: label('key') },
      { key: 'layout', label: label('layout'), sortable: true, render: (type) => label(`layouts.${type.layout}`) },
      {
        key: 'fields',
        label: label('fields'),
        render: (type) => type.fields.map((f) => f.label).join(', ') || '—',
      },
      { key: 'pageCount', label: label('pageCount'), sortable: true },
    ],
    filters: [
      {
        name: 'layout',
        label: label('layout'),
        type: 'select',
        options: PAGE_LAYOUTS.map((layout) => ({ value: layout, label: label(`layouts.${layout}`) })),
      },
    ],
  };
}

export interface PageTypeFormValues {
  [key: string]: unknown;
  key: string;
  name: string;
  nameFr: string;
  layout: string;
  fields: PageTypeField[];
}

export const pageTypeFormValues = (type?: PageType): PageTypeFormValues => ({
  key: type?.key ?? '',
  name: type?.name ?? '',
  nameFr: type?.nameFr ?? '',
  layout: type?.layout ?? 'plain',
  fields: type?.fields ?? [],
});

const NEW_FIELD: PageTypeField = { key: '', label: '', labelFr: '', kind: 'text', required: false };

function FieldsEditor({ form, t }: { form: UseFormReturnType<PageTypeFormValues>; t: TFunction }) {
  const label = (key: string, params: Record<string, unknown> = {}) => t(`adminPageTypes.${key}`, params);
  const fields = form.values.fields;
  const listError = form.errors.fields;
  return (
    <Fieldset legend={label('fields')} data-testid="type-fields">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {label('fieldsHint')}
        </Text>
        {fields.length === 0 && <Text size="sm">{label('noFields')}</Text>}
        {fields.map((_field, index) => {
          const path = (name: string) => `fields.${index}.${name}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their key is being typed
            <Paper key={index} withBorder p="sm" radius="sm" data-testid="type-field">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput label={label('fieldKey')} withAsterisk w={140} {...form.getInputProps(path('key'))} />
                <TextInput label={label('fieldLabel')} withAsterisk w={160} {...form.getInputProps(path('label'))} />
                <TextInput
                  label={label('fieldLabelFr')}
                  withAsterisk
                  w={160}
                  {...form.getInputProps(path('labelFr'))}
                />
                <Select
                  label={label('fieldKind')}
                  w={140}
                  allowDeselect={false}
                  data={PAGE_FIELD_KINDS.map((kind) => ({ value: kind, label: label(`kinds.${kind}`) }))}
                  {...form.getInputProps(path('kind'))}
                />
                <Checkbox
                  label={label('fieldRequired')}
                  mb={8}
                  {...form.getInputProps(path('required'), { type: 'checkbox' })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={label('removeField', { n: index + 1 })}
                  onClick={() => form.removeListItem('fields', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        {typeof listError === 'string' && (
          <Text c="red" size="sm">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('fields', { ...NEW_FIELD })}
            data-testid="add-field"
          >
            {label('addField')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function pageTypeFormFields(t: TFunction): FormField[] {
  const label = (key: string) => t(`adminPageTypes.${key}`);
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'nameFr', label: label('nameFr'), type: 'text', required: true },
    { name: 'key', label: label('key'), type: 'text', required: true, description: label('keyHint') },
    {
      name: 'layout',
      label: label('layout'),
      type: 'select',
      required: true,
      options: PAGE_LAYOUTS.map((layout) => ({ value: layout, label: label(`layouts.${layout}`) })),
    },
    {
      name: 'fields',
      label: label('fields'),
      type: 'custom',
      wide: true,
      render: (form) => <FieldsEditor form={form} t={t} />,
    },
  ];
}
