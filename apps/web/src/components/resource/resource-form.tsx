// The generic form screen: fields from a small config, validated in the browser by the same zod schema the
// API uses (same English/French sentences), the server's 422 messages under their fields, a question before
// leaving with unsaved changes. Fields a config cannot express are `custom` and render themselves.
import {
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../form-alert.tsx';
import { applyServerErrors, zodValidator } from '../forms.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

type Values = Record<string, unknown>;

const RichTextEditorField = lazy(() =>
  import('../rich-text/rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditorField })),
);

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'richText' | 'select' | 'multiselect' | 'checkboxes' | 'custom';
  options?: { value: string; label: string; group?: string }[];
  required?: boolean;
  description?: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  render?: (form: UseFormReturnType<any>) => ReactNode;
}

interface ResourceFormProps<V extends Values> {
  schema: z.ZodType;
  initialValues: V;
  fields: FormField[];
  /** What is validated and sent, when the form holds values differently (ids as strings for pickers). */
  toBody?: (values: V) => unknown;
  /** Saves the body; throw the ApiError to have its field messages shown. */
  onSubmit: (body: unknown) => Promise<unknown>;
  cancelPath: string;
  submitLabel?: string;
  testId?: string;
}

export function ResourceForm<V extends Values>({
  schema,
  initialValues,
  fields,
  toBody = (values) => values,
  onSubmit,
  cancelPath,
  submitLabel,
  testId = 'resource-form',
}: ResourceFormProps<V>) {
  const { t } = useTranslation();
  const validate = zodValidator<unknown>(schema);
  const form = useForm<V>({ initialValues, validate: (values) => validate(toBody(values)) });
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useRef(false);
  useUnsavedChanges(form.isDirty(), saving);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    saving.current = true;
    try {
      await onSubmit(toBody(values));
    } catch (error) {
      saving.current = false;
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={880}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="md">
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) => (
              <div key={`${field.name}:${field.label}`} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput field={field} form={form} />
              </div>
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={cancelPath} variant="default">
              {t('resource.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid={`${testId}-submit`}>
              {submitLabel ?? t('resource.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: any form's values
function FieldInput({ field, form }: { field: FormField; form: UseFormReturnType<any> }) {
  const common = {
    label: field.label,
    description: field.description,
    withAsterisk: field.required,
    ...form.getInputProps(field.name),
    'data-testid': `field-${field.name}`,
  };
  switch (field.type) {
    case 'custom':
      return field.render?.(form) ?? null;
    case 'textarea':
      return <Textarea autosize minRows={3} {...common} />;
    case 'richText': {
      const { value, onChange, error } = form.getInputProps(field.name);
      return (
        <Suspense fallback={<Loader size="sm" aria-label={field.label} />}>
          <RichTextEditorField
            label={field.label}
            description={field.description}
            required={field.required}
            value={(value as string | null) ?? ''}
            onChange={onChange}
            error={error as string | undefined}
            testId={`field-${field.name}`}
          />
        </Suspense>
      );
    }
    case 'select':
      return <Select data={field.options ?? []} allowDeselect={!field.required} {...common} />;
    case 'multiselect':
      return <MultiSelect data={field.options ?? []} searchable {...common} />;
    case 'checkboxes':
      return (
        <Checkbox.Group {...common}>
          <Stack gap={6} mt={6}>
            {(field.options ?? []).map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return <TextInput type={field.type} {...common} />;
  }
}
