// A visitor's submission: checked against the form's current fields (422 naming each field by its label, in the
// visitor's language), then screened for bots: a filled honeypot or a token that is missing, forged, stale or
// younger than the minimum fill time gets the same success answer, but nothing is stored or sent. Otherwise the
// submission and one outbox email per recipient are written in one transaction; the emails are queued after it.
import type { Locale } from '@rentals/shared';
import {
  FORM_HONEYPOT,
  type FormSubmissionRequest,
  publicFormFields,
  submissionSchemaFor,
} from '@rentals/shared/resources/forms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formSubmissions, forms } from '../../db/schema/index.ts';
import { appSecret } from '../../lib/app-secret.ts';
import { notFound } from '../../lib/http-error.ts';
import { RequestValidationError } from '../../lib/validator.ts';
import { formSubmissionEmail } from './form-emails.ts';
import { FORM_TOKEN_SECRET, formTokenAccepted } from './form-token.ts';

export async function submitForm(
  app: FastifyInstance,
  formId: number,
  body: FormSubmissionRequest,
  locale: Locale,
): Promise<{ message: string; stored: boolean }> {
  const [form] = await app.db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  if (!form) throw notFound();
  const message = locale === 'fr' ? form.successMessageFr : form.successMessage;

  const parsed = submissionSchemaFor(publicFormFields(form.fields, locale), locale).safeParse(body.values);
  if (!parsed.success) {
    throw new RequestValidationError(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['values', ...issue.path] })),
    );
  }

  const honeypot = body[FORM_HONEYPOT];
  if (
    (honeypot && honeypot.trim() !== '') ||
    !formTokenAccepted(await appSecret(app.db, FORM_TOKEN_SECRET), form.id, body.token)
  ) {
    app.log.info({ formId: form.id, honeypot: Boolean(honeypot) }, 'form submission dropped as spam');
    return { message, stored: false };
  }

  const pagePath = body.pagePath && /^\/[a-z0-9/-]{0,199}$/.test(body.pagePath) ? body.pagePath : null;
  const { appUrl } = app.config;
  const pageUrl = pagePath ? `${appUrl}${locale === 'fr' ? '/fr' : ''}${pagePath}` : null;
  const emailIds = await app.db.transaction(async (tx) => {
    await tx.insert(formSubmissions).values({ formId: form.id, data: parsed.data, pagePath, language: locale });
    const content = formSubmissionEmail(form, parsed.data, {
      pageUrl,
      listUrl: `${appUrl}/admin/forms/${form.id}/submissions`,
    });
    const replyTo = form.fields.find((f) => f.type === 'email' && parsed.data[f.key])?.key;
    const ids: number[] = [];
    for (const to of form.recipients) {
      const reply = replyTo ? { replyTo: String(parsed.data[replyTo]) } : {};
      ids.push(await app.mail.record({ to, ...reply, ...content }, tx));
    }
    return ids;
  });
  // The submission is kept whatever happens to the emails: they are in the outbox and retried from there.
  for (const id of emailIds) {
    await app.mail.queue(id).catch((error) => app.log.error({ err: error, formId: form.id }, 'form email not queued'));
  }
  return { message, stored: true };
}
