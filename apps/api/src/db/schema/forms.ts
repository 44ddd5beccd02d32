// Forms built in the back office and what visitors send through them (issue 15 section 3). A form's fields are
// jsonb on the form (a few dozen at most, always read whole). A submission keeps the values by field key, the
// page it came from and its language; no IP address is stored: the rate limit counts in memory, and a stored
// address would be personal data kept for no use.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';

export interface StoredFormField {
  key: string;
  type: 'text' | 'email' | 'phone' | 'select' | 'checkbox' | 'textarea';
  label: string;
  labelFr: string;
  required: boolean;
  options: { value: string; label: string; labelFr: string }[];
  minLength: number | null;
  maxLength: number | null;
  pattern: 'postalCode' | 'zipCode' | 'digits' | null;
}

export const forms = pgTable('forms', {
  id: id(),
  name: text().notNull(),
  /** Who each submission is emailed to. */
  recipients: text().array().notNull(),
  successMessage: text().notNull(),
  successMessageFr: text().notNull(),
  submitLabel: text().notNull(),
  submitLabelFr: text().notNull(),
  fields: jsonb().$type<StoredFormField[]>().notNull(),
  ...timestamps,
});

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** By field key: trimmed strings, booleans for checkboxes. */
    data: jsonb().$type<Record<string, string | boolean>>().notNull(),
    /** The page it was sent from, without language prefix. */
    pagePath: text(),
    language: text({ enum: ['en', 'fr'] }).notNull(),
    createdAt: createdAt(),
  },
  // One form's list, newest first, and its export in id order.
  (t) => [index('form_submissions_form_idx').on(t.formId, t.id)],
);
