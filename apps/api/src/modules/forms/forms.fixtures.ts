// Test fixtures shared by the forms tests (forms.test.ts, browser-submissions.test.ts): field definitions as the
// back office sends them, a contact form built from them, and a token old enough to pass the minimum fill time.
import { issueFormToken } from './form-token.ts';

/** A field definition with the optional rules left empty. */
export const formField = (over: Record<string, unknown>) => ({
  required: false,
  options: [],
  minLength: null,
  maxLength: null,
  pattern: null,
  ...over,
});

export const NAME_FIELD = formField({
  key: 'name',
  type: 'text',
  label: 'Your name',
  labelFr: 'Votre nom',
  required: true,
  minLength: 2,
});
export const EMAIL_FIELD = formField({
  key: 'email',
  type: 'email',
  label: 'Email',
  labelFr: 'Courriel',
  required: true,
});
export const CONSENT_FIELD = formField({
  key: 'consent',
  type: 'checkbox',
  label: 'I agree',
  labelFr: "J'accepte",
  required: true,
});

/** A "Contact us" form to create through POST /api/admin/forms; by default with name, email and consent. */
export const contactForm = (over: Record<string, unknown> = {}) => ({
  name: 'Contact us',
  recipients: ['team@example.com'],
  successMessage: 'Thank you.',
  successMessageFr: 'Merci.',
  submitLabel: 'Send',
  submitLabelFr: 'Envoyer',
  fields: [NAME_FIELD, EMAIL_FIELD, CONSENT_FIELD],
  ...over,
});

/** A form token issued ten seconds ago: past the minimum fill time, so the submission is not dropped as spam. */
export const oldFormToken = (secret: string, formId: number) => issueFormToken(secret, formId, Date.now() - 10_000);
