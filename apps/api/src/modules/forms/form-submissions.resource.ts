// A form's submissions in the back office (/admin/form-submissions?formId=, shown at /admin/forms/{id}/submissions):
// read-only, newest first, searched in their values, filtered by day, exported as CSV (one line per submission,
// the answers labelled). Visitors write them through POST /api/forms/{id}/submissions (submissions.routes.ts).
import { formSubmissionFiltersSchema, formSubmissionSchema } from '@rentals/shared/resources/forms';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { formSubmissions, forms, type StoredFormField } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/resources/index.ts';
import { FORM_SUBMISSIONS_ACCESS } from './access.ts';

const submissionRows = (db: Queryable) =>
  db
    .select({
      id: formSubmissions.id,
      formId: formSubmissions.formId,
      formName: forms.name,
      fields: forms.fields,
      data: formSubmissions.data,
      pagePath: formSubmissions.pagePath,
      language: formSubmissions.language,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .$dynamic();

type SubmissionRow = Awaited<ReturnType<typeof submissionRows>>[number];

const shown = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/** The values under the form's current labels, in its order; values of fields removed since come last by key. */
export function answersOf(fields: readonly StoredFormField[], data: Record<string, string | boolean>) {
  const known = new Set(fields.map((f) => f.key));
  return [
    ...fields.flatMap((field) => {
      const value = data[field.key];
      if (value === undefined) return [];
      const option = field.type === 'select' ? field.options.find((o) => o.value === value) : undefined;
      return [{ key: field.key, label: field.label, value: option ? option.label : shown(value) }];
    }),
    ...Object.entries(data)
      .filter(([key]) => !known.has(key))
      .map(([key, value]) => ({ key, label: key, value: shown(value) })),
  ];
}

async function toSubmissions(_db: Queryable, rows: SubmissionRow[]) {
  return rows.map(({ fields, ...row }) => ({
    ...row,
    answers: answersOf(fields, row.data),
    createdAt: row.createdAt.toISOString(),
  }));
}

type SubmissionEntity = Awaited<ReturnType<typeof toSubmissions>>[number];

const dayStart = (day: string) => sql`${day}::date::timestamptz`;

export const formSubmissionsResource = defineResource({
  name: 'form-submissions',
  path: '/admin/form-submissions',
  id: formSubmissions.id,
  schemas: { entity: formSubmissionSchema, filters: formSubmissionFiltersSchema },
  access: FORM_SUBMISSIONS_ACCESS,
  query: submissionRows,
  toEntities: toSubmissions,
  list: {
    // Searched within one form's submissions (the (form_id, id) index narrows them first).
    search: sql`lower(${formSubmissions.data}::text)`,
    sort: { id: formSubmissions.id, createdAt: formSubmissions.id },
    defaultSort: '-id',
    filters: {
      formId: (formId: number) => eq(formSubmissions.formId, formId),
      from: (day: string) => sql`${formSubmissions.createdAt} >= ${dayStart(day)}`,
      to: (day: string) => sql`${formSubmissions.createdAt} < ${dayStart(day)} + interval '1 day'`,
    },
  },
  exportColumns: {
    id: (s: SubmissionEntity) => s.id,
    submittedAt: (s: SubmissionEntity) => s.createdAt,
    form: (s: SubmissionEntity) => s.formName,
    page: (s: SubmissionEntity) => s.pagePath,
    language: (s: SubmissionEntity) => s.language,
    answers: (s: SubmissionEntity) => s.answers.map((a) => `${a.label}: ${a.value}`),
  },
});
