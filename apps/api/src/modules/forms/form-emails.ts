// The email a submission sends to each of its form's recipients ('form-submission'): the form's name in the
// subject, each field's label and value (escaped by the layout), the page it came from. In English: recipients
// are the site's staff, who have no language of their own here.
import type { StoredFormField } from '../../db/schema/index.ts';
import { type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';
import { answersOf } from './form-submissions.resource.ts';

export function formSubmissionEmail(
  form: { name: string; fields: readonly StoredFormField[] },
  data: Record<string, string | boolean>,
  facts: { pageUrl: string | null; listUrl: string },
): EmailContent<'form-submission'> {
  const answers = answersOf(form.fields, data).map((a) =>
    a.value.includes('\n') ? [a.label, { quote: a.value }] : [{ label: a.label, value: a.value || '—' }],
  );
  return renderEmail('en', 'form-submission', `New submission: ${form.name}`, [
    `Someone sent the form "${form.name}"${facts.pageUrl ? ` from ${facts.pageUrl}` : ''}.`,
    ...answers.flat(),
    { link: facts.listUrl, text: 'All submissions of this form' },
    emailSignature('en'),
  ]);
}
