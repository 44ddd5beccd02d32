// A form placed on a page, as visitors see it: a real <form> with labelled fields, rendered on the server. Without
// JavaScript it posts itself (method="post") to POST /api/forms/{id}/browser-submissions, which answers 303 back
// to the page with ?form=sent, ?form=invalid&error=<key>:<rule> or ?form=limited (too many posts from this
// address), shown here (the rule in the page's language).
// With JavaScript it is checked in the browser with the API's own schema (the same sentences), sent to
// POST /api/forms/{id}/submissions, and answers with the form's success message or the server's errors under each
// field; what was typed before the page hydrated is kept. A honeypot (hidden from people and screen readers) and
// the page's signed fill-time token let the server drop bots' submissions.
import { Alert, Box, Button, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { Locale } from '@rentals/shared';
import {
  FORM_HONEYPOT,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  type PublicForm,
  type PublicFormField,
  submissionSchemaFor,
} from '@rentals/shared/resources/forms';
import { fieldErrors, type ValidationRule, validationMessage } from '@rentals/shared/validation-messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
      // Native: it opens without JavaScript.
      return (
        <NativeSelect
          {...common}
          data={[{ value: '', label: '' }, ...field.options]}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
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

/** The rules the API names in `?form=invalid&error=<key>:<rule>` (shared/resources/forms.ts, checkValue). */
const POSTED_RULES = new Set<string>([
  'required',
  'boolean',
  'string',
  'regex',
  'email',
  'in',
  'min.string',
  'max.string',
  'invalid',
]);

/** The errors the API's answer to a post without JavaScript names, in the page's language. */
function postedErrors(form: PublicForm, query: URLSearchParams, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of query.getAll('error')) {
    const [key = '', rule = ''] = error.split(':');
    const field = form.fields.find((f) => f.key === key);
    if (!field || !POSTED_RULES.has(rule)) continue;
    const max = field.maxLength ?? (field.type === 'textarea' ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX);
    const params = { attribute: field.label, min: field.minLength ?? 0, max };
    errors[key] = validationMessage(rule as ValidationRule, key, locale, params);
  }
  return errors;
}

/** What was typed into the server's HTML before the page hydrated (the inputs are not disabled meanwhile). */
function typedValues(element: HTMLFormElement, fields: readonly PublicFormField[]): Values {
  const data = new FormData(element);
  const values: Values = {};
  for (const field of fields) {
    const name = `values.${field.key}`;
    if (field.type === 'checkbox') {
      if (data.has(name)) values[field.key] = true;
    } else {
      const value = data.get(name);
      if (typeof value === 'string' && value !== '') values[field.key] = value;
    }
  }
  return values;
}

export function PublicFormView({
  form,
  pagePath,
  locale,
  returnTo,
  search = '',
}: {
  form: PublicForm;
  pagePath: string;
  locale: Locale;
  /** The page's address (with its language prefix), where a post without JavaScript comes back to. */
  returnTo?: string;
  /** The page's query: `?form=sent`, `?form=invalid&error=…` or `?form=limited` after a post without JavaScript. */
  search?: string;
}) {
  const { t } = useTranslation();
  const [posted] = useState(() => {
    const query = new URLSearchParams(search);
    const outcome = query.get('form');
    return { outcome, errors: outcome === 'invalid' ? postedErrors(form, query, locale) : {} };
  });
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(posted.errors);
  const [failure, setFailure] = useState<string | null>(() => {
    if (posted.outcome === 'invalid') return t('publicForm.fix');
    if (posted.outcome === 'limited') return t('publicForm.limited');
    return null;
  });
  const [sent, setSent] = useState<string | null>(posted.outcome === 'sent' ? form.successMessage : null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!ref.current) return;
    const typed = typedValues(ref.current, form.fields);
    const bait = new FormData(ref.current).get(FORM_HONEYPOT);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...typed, ...current }));
    if (typeof bait === 'string' && bait !== '') setHoneypot(bait);
  }, [form.fields]);

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
    <Box
      component="form"
      ref={ref}
      method="post"
      action={`/api/forms/${form.id}/browser-submissions`}
      noValidate
      onSubmit={submit}
      data-testid="public-form"
      pos="relative"
    >
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
        <input type="hidden" name="pagePath" value={pagePath} />
        <input type="hidden" name="language" value={locale} />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <div>
          <Button type="submit" loading={sending} data-testid="form-submit">
            {form.submitLabel}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
