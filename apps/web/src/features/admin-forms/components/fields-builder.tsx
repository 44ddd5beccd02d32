// The form builder's fields (/admin/forms/create and edit): add, remove and reorder fields, their key, type,
// labels in both languages and whether they are required, length and format rules for text, choices for selects.
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FORM_FIELD_TYPES, FORM_FIELDS_MAX, FORM_PATTERN_NAMES, type FormField } from '@rentals/shared/resources/forms';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from '../../../lib/i18n/index.ts';

/** A field as the builder edits it: lengths as typed ('' for none). */
export interface BuilderField extends Omit<FormField, 'minLength' | 'maxLength'> {
  minLength: number | string | null;
  maxLength: number | string | null;
}

export interface FormFormValues {
  [key: string]: unknown;
  name: string;
  recipients: string[];
  successMessage: string;
  successMessageFr: string;
  submitLabel: string;
  submitLabelFr: string;
  fields: BuilderField[];
}

const NEW_FIELD: BuilderField = {
  key: '',
  type: 'text',
  label: '',
  labelFr: '',
  required: false,
  options: [],
  minLength: null,
  maxLength: null,
  pattern: null,
};

export type Builder = UseFormReturnType<FormFormValues>;

function OptionsEditor({ form, index, t }: { form: Builder; index: number; t: TFunction }) {
  const label = (key: string, params: Record<string, unknown> = {}) => t(`adminForms.${key}`, params);
  const options = form.values.fields[index]?.options ?? [];
  const path = `fields.${index}.options`;
  const error = form.errors[path];
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm" fw={500}>
        {label('options')}
      </Text>
      {options.map((_option, o) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place; their value is being typed
        <Group key={o} gap="xs" align="flex-end" wrap="wrap" data-testid="form-field-option">
          <TextInput label={label('optionValue')} w={120} {...form.getInputProps(`${path}.${o}.value`)} />
          <TextInput label={label('optionLabel')} w={150} {...form.getInputProps(`${path}.${o}.label`)} />
          <TextInput label={label('optionLabelFr')} w={150} {...form.getInputProps(`${path}.${o}.labelFr`)} />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={label('removeOption', { n: o + 1 })}
            onClick={() => form.removeListItem(path, o)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {typeof error === 'string' && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem(path, { value: '', label: '', labelFr: '' })}
        >
          {label('addOption')}
        </Button>
      </Group>
    </Stack>
  );
}

function FieldRow({ form, index, count, t }: { form: Builder; index: number; count: number; t: TFunction }) {
  const label = (key: string, params: Record<string, unknown> = {}) => t(`adminForms.${key}`, params);
  const field = form.values.fields[index];
  if (!field) return null;
  const path = (name: string) => `fields.${index}.${name}`;
  const text = field.type === 'text' || field.type === 'textarea';
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="form-field">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={label('fieldKey')} withAsterisk w={130} {...form.getInputProps(path('key'))} />
          <Select
            label={label('fieldType')}
            w={140}
            allowDeselect={false}
            data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: label(`types.${type}`) }))}
            {...form.getInputProps(path('type'))}
          />
          <TextInput label={label('fieldLabel')} withAsterisk w={170} {...form.getInputProps(path('label'))} />
          <TextInput label={label('fieldLabelFr')} withAsterisk w={170} {...form.getInputProps(path('labelFr'))} />
          <Checkbox
            label={label('fieldRequired')}
            mb={8}
            {...form.getInputProps(path('required'), { type: 'checkbox' })}
          />
          <Group gap={4} mb={4}>
            <ActionIcon
              variant="subtle"
              aria-label={label('moveUp', { n: index + 1 })}
              disabled={index === 0}
              onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={label('moveDown', { n: index + 1 })}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={label('removeField', { n: index + 1 })}
              onClick={() => form.removeListItem('fields', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {text && (
          <Group gap="sm" wrap="wrap">
            <NumberInput label={label('minLength')} w={120} min={1} {...form.getInputProps(path('minLength'))} />
            <NumberInput label={label('maxLength')} w={120} min={1} {...form.getInputProps(path('maxLength'))} />
            {field.type === 'text' && (
              <Select
                label={label('pattern')}
                w={200}
                data={[
                  { value: '', label: label('noPattern') },
                  ...FORM_PATTERN_NAMES.map((p) => ({ value: p, label: label(`patterns.${p}`) })),
                ]}
                value={field.pattern ?? ''}
                onChange={(value) => form.setFieldValue(path('pattern'), (value || null) as never)}
                error={form.errors[path('pattern')]}
              />
            )}
          </Group>
        )}
        {field.type === 'select' && <OptionsEditor form={form} index={index} t={t} />}
      </Stack>
    </Paper>
  );
}

export function FieldsBuilder({ form, t }: { form: Builder; t: TFunction }) {
  const label = (key: string) => t(`adminForms.${key}`);
  const fields = form.values.fields;
  const listError = form.errors.fields;
  return (
    <Fieldset legend={label('fields')} data-testid="form-fields">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {label('fieldsHint')}
        </Text>
        {fields.map((_field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their key is being typed
          <FieldRow key={index} form={form} index={index} count={fields.length} t={t} />
        ))}
        {typeof listError === 'string' && (
          <Text c="red" size="sm">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.length >= FORM_FIELDS_MAX}
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
