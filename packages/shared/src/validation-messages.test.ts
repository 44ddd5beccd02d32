import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './api.ts';
import { listQuerySchema, pageMeta } from './pagination.ts';
import { registerSchema } from './resources/accounts.ts';
import { fieldErrors, summaryMessage, validationMessage } from './validation-messages.ts';

function errorsOf(input: unknown, locale: 'en' | 'fr' = 'en') {
  const result = registerSchema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return fieldErrors(result.error.issues, locale);
}

describe('validation messages', () => {
  it('says which field is required, in English and French', () => {
    const en = errorsOf({});
    expect(en.email).toEqual(['The email field is required.']);
    expect(en.firstName).toEqual(['The first name field is required.']);
    const fr = errorsOf({}, 'fr');
    expect(fr.email).toEqual(['Le champ adresse courriel est obligatoire.']);
    expect(fr.firstName).toEqual(['Le champ prénom est obligatoire.']);
  });

  it('names the rule that failed', () => {
    const errors = errorsOf({
      firstName: 'Ada',
      lastName: 'L',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.password).toEqual(['The password field must be at least 8 characters.']);
  });

  it('reports a password confirmation that does not match', () => {
    const errors = errorsOf({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough-1',
      password_confirmation: 'different-1',
    });
    expect(errors).toEqual({ password: ['The password field confirmation does not match.'] });
  });

  it('normalises emails before they are stored', () => {
    const parsed = registerSchema.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '  Ada@Example.COM ',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.type).toBe('renter');
  });

  it('summarises like Laravel: the first error and how many more', () => {
    expect(summaryMessage({ a: ['First.'], b: ['Second.', 'Third.'] }, 'en')).toBe('First. (and 2 more errors)');
    expect(summaryMessage({ a: ['Premier.'] }, 'fr')).toBe('Premier.');
    expect(validationMessage('max.string', 'lastName', 'en', { max: 100 })).toBe(
      'The last name field must not be greater than 100 characters.',
    );
  });

  it('picks French from Accept-Language', () => {
    expect(localeFromHeader('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromHeader('en-US,fr;q=0.5')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
  });
});

describe('list contract', () => {
  it('defaults and bounds page and perPage', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, perPage: 20 });
    expect(listQuerySchema.parse({ page: '3', perPage: '50' })).toMatchObject({ page: 3, perPage: 50 });
    expect(listQuerySchema.safeParse({ perPage: '1000' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('computes the last page', () => {
    expect(pageMeta(1, 20, 0)).toEqual({ currentPage: 1, perPage: 20, total: 0, lastPage: 1 });
    expect(pageMeta(2, 20, 41)).toEqual({ currentPage: 2, perPage: 20, total: 41, lastPage: 3 });
  });
});
