// A form as a page carries it (GET resolve): labels in the page's language and a fresh fill-time token.
import type { Locale } from '@rentals/shared';
import { type PublicForm, publicFormFields } from '@rentals/shared/resources/forms';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { forms } from '../../db/schema/index.ts';
import { appSecret } from '../../lib/app-secret.ts';
import { FORM_TOKEN_SECRET, issueFormToken } from './form-token.ts';

export async function publicFormOf(db: Queryable, formId: number, locale: Locale): Promise<PublicForm | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  if (!form) return null;
  return {
    id: form.id,
    fields: publicFormFields(form.fields, locale),
    submitLabel: locale === 'fr' ? form.submitLabelFr : form.submitLabel,
    successMessage: locale === 'fr' ? form.successMessageFr : form.successMessage,
    token: issueFormToken(await appSecret(db, FORM_TOKEN_SECRET), form.id),
  };
}

/** Whether a form exists (a page's `form` field), locked against its deletion until the page's save commits. */
export async function formExists(db: Queryable, formId: number): Promise<boolean> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).for('share').limit(1);
  return row !== undefined;
}
