import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../modules/auth/auth.emails.ts';
import { emailDocument, renderEmail } from './email-layout.ts';

describe('the email layout', () => {
  it("names the recipient's language and has a head with a charset, a viewport and the subject as title", () => {
    const email = renderEmail('fr', 'test', 'Sujet <important>', ['Bonjour']);
    expect(email.html).toMatch(/^<!doctype html><html lang="fr"><head><meta charset="utf-8">/);
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toContain('<title>Sujet &lt;important&gt;</title></head><body');
    expect(email.html).toMatch(/<p>Bonjour<\/p>\n<\/body><\/html>$/);
  });

  it('takes the language from the recipient in the account emails', () => {
    const recipient = { firstName: 'Ana', locale: 'en' as const };
    expect(passwordResetEmail(recipient, 'https://x.test/reset', 60).html).toContain('<html lang="en">');
    expect(passwordResetEmail({ ...recipient, locale: 'fr' }, 'https://x.test/reset', 60).html).toContain(
      '<html lang="fr">',
    );
  });

  it('wraps any body the same way', () => {
    expect(emailDocument('en', 'S', 'margin:0', ['<table></table>'])).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">\n' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
        '<title>S</title></head><body style="margin:0">\n<table></table>\n</body></html>',
    );
  });
});
