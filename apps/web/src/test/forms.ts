// A public form as GET resolve hands it to a CMS page (a contact form: name, email, message), shared by the
// form's own tests and the server-rendered page's.
import type { PublicForm } from '@rentals/shared/resources/forms';

const noRules = { options: [], minLength: null, maxLength: null, pattern: null };

export const CONTACT_FORM: PublicForm = {
  id: 7,
  fields: [
    { ...noRules, key: 'name', type: 'text', label: 'Your name', required: true },
    { ...noRules, key: 'email', type: 'email', label: 'Email', required: true },
    { ...noRules, key: 'message', type: 'textarea', label: 'Message', required: false },
  ],
  submitLabel: 'Send',
  successMessage: 'Thanks!',
  token: '1767225600000.abc',
};
