// Forms built in the back office (issue 15 section 3): /admin/forms (viewForms to read and to write: the spec
// names no other forms permission), placed on a page through a page type's `form` field, and their public
// submissions (POST /api/forms/{id}/submissions), listed per form at /admin/forms/{id}/submissions with a CSV
// export. `submissionSchemaFor` builds one form's check from its fields: the API validates submissions with it
// and the public form checks in the browser with it, so both say the same sentences.
import { z } from 'zod';
import type { Locale } from '../api.ts';
import { text } from '../fields.ts';
import { ruleParams, type ValidationRule, validationMessage } from '../validation-messages.ts';

export const FORM_NAME_MAX = 120;
export const FORM_FIELDS_MAX = 30;
export const FORM_RECIPIENTS_MAX = 10;
export const FORM_LABEL_MAX = 120;
export const FORM_MESSAGE_MAX = 500;
export const FORM_OPTIONS_MAX = 50;
export const FORM_TEXT_MAX = 300;
export const FORM_TEXTAREA_MAX = 5_000;
export const FORM_PHONE_MAX = 30;
export const FORM_EMAIL_MAX = 254;

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'select', 'checkbox', 'textarea'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The formats a text field may require: a small, safe set (no administrator-written regular expressions). */
export const FORM_PATTERNS = {
  /** Canadian postal code: A1A 1A1. */
  postalCode: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  /** US ZIP code: 12345 or 12345-6789. */
  zipCode: /^\d{5}(?:-\d{4})?$/,
  digits: /^\d+$/,
} as const;
export type FormPattern = keyof typeof FORM_PATTERNS;
export const FORM_PATTERN_NAMES = Object.keys(FORM_PATTERNS) as FormPattern[];

/** "+1 (514) 555-0199", "514.555.0199 ext 2": digits with the usual separators. */
const PHONE = /^\+?[0-9 ().-]{7,25}(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
/** Keys are what a submission's values are stored under: "name", "email", "moveInDate". */
export const FORM_FIELD_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/;

const label = text().trim().min(1).max(FORM_LABEL_MAX);

export const formOptionSchema = z
  .object({ value: text().trim().min(1).max(FORM_LABEL_MAX), label, labelFr: label })
  .strict();
export type FormOption = z.infer<typeof formOptionSchema>;

const lengthRule = z.number().int().min(1).max(FORM_TEXTAREA_MAX).nullable();

export const formFieldSchema = z
  .object({
    key: text().trim().regex(FORM_FIELD_KEY),
    type: z.enum(FORM_FIELD_TYPES),
    label,
    labelFr: label,
    required: z.boolean(),
    /** select: the choices (at least one). */
    options: z.array(formOptionSchema).max(FORM_OPTIONS_MAX),
    /** text and textarea only. */
    minLength: lengthRule,
    maxLength: lengthRule,
    /** text only. */
    pattern: z.enum(FORM_PATTERN_NAMES as [FormPattern, ...FormPattern[]]).nullable(),
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.type === 'select') {
      if (field.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], ...ruleParams('required') });
      const values = field.options.map((o) => o.value);
      if (new Set(values).size !== values.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], ...ruleParams('distinct') });
      }
    }
    if (field.minLength !== null && field.maxLength !== null && field.minLength > field.maxLength) {
      ctx.addIssue({ code: 'custom', path: ['maxLength'], ...ruleParams('min.numeric', { min: field.minLength }) });
    }
  });
export type FormField = z.infer<typeof formFieldSchema>;

const fieldsField = z
  .array(formFieldSchema)
  .min(1)
  .max(FORM_FIELDS_MAX)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, ruleParams('distinct'));

const isEmail = (value: string) => z.email().safeParse(value).success;

// Checked as a whole, so a wrong address is reported under "recipients", not under its position in the list.
const recipientsField = z
  .array(text().trim().toLowerCase().max(FORM_EMAIL_MAX))
  .min(1)
  .max(FORM_RECIPIENTS_MAX)
  .refine((list) => list.every(isEmail), ruleParams('email'))
  .refine((list) => new Set(list).size === list.length, ruleParams('distinct'));

const formFields = {
  name: text().trim().min(1).max(FORM_NAME_MAX),
  recipients: recipientsField,
  successMessage: text().trim().min(1).max(FORM_MESSAGE_MAX),
  successMessageFr: text().trim().min(1).max(FORM_MESSAGE_MAX),
  submitLabel: text().trim().min(1).max(FORM_LABEL_MAX),
  submitLabelFr: text().trim().min(1).max(FORM_LABEL_MAX),
  fields: fieldsField,
};

/** POST /api/admin/forms. */
export const createFormSchema = z.object(formFields).strict();
export type CreateFormInput = z.input<typeof createFormSchema>;

/** PATCH /api/admin/forms/{id}: only the fields sent change; new submissions are checked against the new fields. */
export const updateFormSchema = z.object(formFields).partial().strict();
export type UpdateFormInput = z.input<typeof updateFormSchema>;

/** A row of /admin/forms and the edit form's record. */
export const formSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  recipients: z.array(z.string()),
  successMessage: z.string(),
  successMessageFr: z.string(),
  submitLabel: z.string(),
  submitLabelFr: z.string(),
  fields: z.array(formFieldSchema),
  submissionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;

// ---------------------------------------------------------------- submissions (back office)

export const submissionAnswerSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

/** A row of /admin/form-submissions: the answers with the form's current labels (English). */
export const formSubmissionSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  formName: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.boolean()])),
  answers: z.array(submissionAnswerSchema),
  pagePath: z.string().nullable(),
  language: z.enum(['en', 'fr']),
  createdAt: z.string(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** GET /api/admin/form-submissions filters: one form's, and a date range (inclusive days, UTC). */
export const formSubmissionFiltersSchema = z.object({
  formId: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

// ---------------------------------------------------------------- the public form

/** A form as a page carries it (GET resolve): labels in the page's language, nothing internal. */
export const publicFormSchema = z.object({
  id: z.number().int(),
  fields: z.array(
    z.object({
      key: z.string(),
      type: z.enum(FORM_FIELD_TYPES),
      label: z.string(),
      required: z.boolean(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
      minLength: z.number().int().nullable(),
      maxLength: z.number().int().nullable(),
      pattern: z.enum(FORM_PATTERN_NAMES as [FormPattern, ...FormPattern[]]).nullable(),
    }),
  ),
  submitLabel: z.string(),
  successMessage: z.string(),
  /** Signed when the page was rendered; a submission sent sooner than FORM_MIN_FILL_SECONDS after is dropped. */
  token: z.string(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
export type PublicFormField = PublicForm['fields'][number];

/** A form in a language: its labels, its options' labels. */
export function publicFormFields(fields: readonly FormField[], locale: Locale): PublicFormField[] {
  return fields.map((f) => ({
    key: f.key,
    type: f.type,
    label: locale === 'fr' ? f.labelFr : f.label,
    required: f.required,
    options: f.options.map((o) => ({ value: o.value, label: locale === 'fr' ? o.labelFr : o.label })),
    minLength: f.minLength,
    maxLength: f.maxLength,
    pattern: f.pattern,
  }));
}

/** Seconds a person needs at least between seeing a form and sending it; sooner is a bot. */
export const FORM_MIN_FILL_SECONDS = 3;
/** The honeypot's name: a field people never see, so never fill. */
export const FORM_HONEYPOT = 'website';

/** POST /api/forms/{id}/submissions. */
export const formSubmissionRequestSchema = z
  .object({
    values: z.record(z.string().max(60), z.union([z.string().max(FORM_TEXTAREA_MAX * 2), z.boolean()])),
    token: z.string().max(200),
    [FORM_HONEYPOT]: z.string().max(2_000).optional(),
    /** The page the form was sent from (no language prefix). */
    pagePath: z.string().max(200).optional(),
  })
  .strict();
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;

export const formSubmissionResponseSchema = z.object({ message: z.string() });

type Rule = { rule: ValidationRule; params?: Record<string, string | number> };

/** What a value fails, or its clean form. */
function checkValue(field: PublicFormField, raw: unknown): { value: string | boolean } | Rule {
  if (field.type === 'checkbox') {
    const checked = raw === true || raw === 'on' || raw === 'true';
    if (raw !== undefined && raw !== null && typeof raw !== 'boolean' && typeof raw !== 'string') {
      return { rule: 'boolean' };
    }
    return field.required && !checked ? { rule: 'required' } : { value: checked };
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { rule: 'string' };
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? { rule: 'required' } : { value: '' };
  if (value.includes('\u0000')) return { rule: 'regex' };
  switch (field.type) {
    case 'email':
      if (value.length > FORM_EMAIL_MAX || !z.email().safeParse(value).success) return { rule: 'email' };
      return { value: value.toLowerCase() };
    case 'phone':
      return value.length > FORM_PHONE_MAX || !PHONE.test(value) ? { rule: 'regex' } : { value };
    case 'select':
      return field.options.some((o) => o.value === value) ? { value } : { rule: 'in' };
    default: {
      const max = field.maxLength ?? (field.type === 'textarea' ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX);
      if (field.minLength !== null && value.length < field.minLength) {
        return { rule: 'min.string', params: { min: field.minLength } };
      }
      if (value.length > max) return { rule: 'max.string', params: { max } };
      if (field.type === 'text' && field.pattern && !FORM_PATTERNS[field.pattern].test(value)) {
        return { rule: 'regex' };
      }
      return { value };
    }
  }
}

/**
 * One form's check of the values sent: each field's rule in the message set, the field named by its label in
 * `locale`. Keys the form does not have are ignored. Output: trimmed strings, emails lower-cased, booleans.
 */
export function submissionSchemaFor(fields: readonly PublicFormField[], locale: Locale) {
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const clean: Record<string, string | boolean> = {};
    for (const field of fields) {
      const result = checkValue(field, values[field.key]);
      if ('value' in result) {
        clean[field.key] = result.value;
      } else {
        ctx.addIssue({
          code: 'custom',
          path: [field.key],
          message: validationMessage(result.rule, field.key, locale, { attribute: field.label, ...result.params }),
          params: { rule: result.rule, attribute: field.label, ...result.params },
        });
      }
    }
    return clean;
  });
}
