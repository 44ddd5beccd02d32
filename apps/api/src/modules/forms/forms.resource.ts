// Forms in the back office (/admin/forms): a declared resource. Fields are checked by the shared schema (keys
// distinct, 1 to 30 fields, select options); a form placed on a page cannot be deleted (409 naming the pages).
// Its submissions go with it when it is deleted (they are listed and exported from /admin/forms/{id}/submissions).
import { createFormSchema, formSchema, updateFormSchema } from '@rentals/shared/resources/forms';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { formSubmissions, forms } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { FORMS_ACCESS } from './access.ts';
import { pagesShowingForm } from './form-placements.ts';

const submissionCount = sql<number>`(select count(*) from ${formSubmissions} where ${formSubmissions.formId} = ${forms.id})`;

const formRows = (db: Queryable) =>
  db
    .select({
      id: forms.id,
      name: forms.name,
      recipients: forms.recipients,
      successMessage: forms.successMessage,
      successMessageFr: forms.successMessageFr,
      submitLabel: forms.submitLabel,
      submitLabelFr: forms.submitLabelFr,
      fields: forms.fields,
      submissionCount: submissionCount.mapWith(Number),
      createdAt: forms.createdAt,
      updatedAt: forms.updatedAt,
    })
    .from(forms)
    .$dynamic();

type FormRow = Awaited<ReturnType<typeof formRows>>[number];

async function toForms(_db: Queryable, rows: FormRow[]) {
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

type FormEntity = Awaited<ReturnType<typeof toForms>>[number];

async function createForm(ctx: WriteContext, input: z.output<typeof createFormSchema>) {
  const [row] = await ctx.tx.insert(forms).values(input).returning({ id: forms.id });
  if (!row) throw new Error('form insert returned nothing');
  return row.id;
}

async function updateForm(ctx: WriteContext, before: FormEntity, input: z.output<typeof updateFormSchema>) {
  if (Object.keys(input).length === 0) return;
  await ctx.tx.update(forms).set(input).where(eq(forms.id, before.id));
}

async function deleteForm(ctx: WriteContext, before: FormEntity) {
  // Locks the form: a page saved with it meanwhile checks it with a shared lock, so waits for this answer.
  await ctx.tx.select({ id: forms.id }).from(forms).where(eq(forms.id, before.id)).for('update');
  const placed = await pagesShowingForm(ctx.tx, before.id);
  if (placed.length > 0) {
    throw new HttpError(409, 'formInUse', { pages: placed.map((page) => `"${page.title}"`).join(', ') });
  }
  await ctx.tx.delete(forms).where(eq(forms.id, before.id));
}

export const formsResource = defineResource({
  name: 'forms',
  path: '/admin/forms',
  id: forms.id,
  schemas: { entity: formSchema, create: createFormSchema, update: updateFormSchema },
  access: FORMS_ACCESS,
  query: formRows,
  toEntities: toForms,
  list: {
    // A few dozen forms: no index needed.
    search: sql`lower(${forms.name})`,
    sort: { id: forms.id, name: sql`lower(${forms.name})`, updatedAt: forms.updatedAt },
    defaultSort: 'name',
  },
  write: { create: createForm, update: updateForm, delete: deleteForm },
});
