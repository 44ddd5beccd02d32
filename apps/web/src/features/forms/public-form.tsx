// A form placed on a page, as visitors see it: a real <form> with labelled fields, rendered on the server, so it
// reads without JavaScript; its fields are enabled once the page has hydrated (it is sent by script). It is checked in the browser with the API's own schema (the same
// sentences), sent to POST /api/forms/{id}/submissions, and answers with the form's success message or the
// server's errors under each field. A honeypot (hidden from people and screen readers) and the page's signed
// fill-time token let the server drop bots' submissions.
import { Alert, Box, Button, Checkbox, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { Locale } from '@rentals/shared';
import {
  FORM_HONEYPOT,
  type PublicForm,
  type PublicFormField,
  submissionSchemaFor,
} from '@rentals/shared/resources/forms';
import { fieldErrors } from '@rentals/shared/validation-messages';
import { type FormEvent, useState } from 'react';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { ApiError, api, errorMessage } from '../../lib/api-client.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

type Values = Record<string, string | boolean>;

const HIDDEN = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: PublicFormField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const common = {
    name: `values.${field.key}`,
    label: field.label,
    required: field.required,
    error,
    'data-testid': `form-field-${field.key}`,
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'checkbox':
      return <Checkbox {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={!field.required}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={5}
          maxLength={field.maxLength ?? undefined}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined}
          maxLength={field.maxLength ?? undefined}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** Errors by field key, from `values.<key>` (the server's) or `<key>` (the browser's check). */
const byKey = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([name, list]) => [name.replace(/^values\./, ''), list[0] ?? '']));

export function PublicFormView({ form, pagePath, locale }: { form: PublicForm; pagePath: string; locale: Locale }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = submissionSchemaFor(form.fields, locale).safeParse(values);
    if (!checked.success) {
      setErrors(byKey(fieldErrors(checked.error.issues, locale)));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await api.post<{ message: string }>(`forms/${form.id}/submissions`, {
        values: checked.data,
        token: form.token,
        [FORM_HONEYPOT]: honeypot,
        pagePath,
      });
      setSent(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        setErrors(byKey(error.errors));
        setFailure(t('publicForm.fix'));
      } else {
        setFailure(t('publicForm.failed', { message: errorMessage(error) }));
      }
    } finally {
      setSending(false);
    }
  };

  if (sent !== null) {
    return (
      <Alert color="green" role="status" data-testid="form-success">
        {sent}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="public-form" pos="relative">
      <HydratedFieldset>
        <Stack gap="md" maw={560}>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {form.fields.map((field) => (
            <Field
              key={field.key}
              field={field}
              value={values[field.key]}
              error={errors[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            />
          ))}
          <div style={HIDDEN} aria-hidden="true">
            <label>
              {t('publicForm.honeypot')}
              <input
                type="text"
                name={FORM_HONEYPOT}
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(e) => setHoneypot(e.currentTarget.value)}
              />
            </label>
          </div>
          <input type="hidden" name="token" value={form.token} />
          <div>
            <Button type="submit" loading={sending} data-testid="form-submit">
              {form.submitLabel}
            </Button>
          </div>
        </Stack>
      </HydratedFieldset>
    </Box>
  );
}
