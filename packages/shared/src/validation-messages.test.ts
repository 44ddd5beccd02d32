import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localeFromHeader } from './api.ts';
import { httpUrlField, optionalHttpUrl, text } from './fields.ts';
import { listQuerySchema, pageMeta } from './pagination.ts';
import * as accounts from './resources/accounts.ts';
import { landlordRegisterSchema, registerSchema } from './resources/accounts.ts';
import * as site from './resources/site.ts';
import { FR_ATTRIBUTES, fieldErrors, summaryMessage, validationMessage } from './validation-messages.ts';

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

  it('says an empty choice is required and a wrong one is not among the choices', () => {
    const schema = z.object({ reason: z.enum(['scam', 'other']) });
    const issues = (input: unknown) => schema.safeParse(input, { reportInput: true }).error?.issues ?? [];
    expect(fieldErrors(issues({}), 'en').reason).toEqual(['The reason field is required.']);
    expect(fieldErrors(issues({ reason: '' }), 'fr').reason).toEqual(['Le champ motif est obligatoire.']);
    expect(fieldErrors(issues({ reason: 'spam' }), 'en').reason).toEqual(['The selected reason is invalid.']);
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

/** Every field name of an object schema, nested objects and arrays of objects included. */
function fieldNames(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [
        key,
        ...fieldNames(value),
      ]);
    case 'array':
      return fieldNames(def.element);
    case 'optional':
    case 'nullable':
    case 'default':
      return fieldNames(def.innerType);
    default:
      return [];
  }
}

const requestSchemas = {
  registerSchema: accounts.registerSchema,
  landlordRegisterSchema: accounts.landlordRegisterSchema,
  loginSchema: accounts.loginSchema,
  passwordResetRequestSchema: accounts.passwordResetRequestSchema,
  passwordResetSchema: accounts.passwordResetSchema,
  changePasswordSchema: accounts.changePasswordSchema,
  verifyCodeSchema: accounts.verifyCodeSchema,
  updateUserSchema: accounts.updateUserSchema,
  updateCompanySchema: accounts.updateCompanySchema,
  updateProjectModuleSchema: site.updateProjectModuleSchema,
  updateProjectModuleSettingsSchema: site.updateProjectModuleSettingsSchema,
};

describe('French field names', () => {
  it('names every field of the accounts and site request schemas', () => {
    for (const [name, schema] of Object.entries(requestSchemas)) {
      const fields = fieldNames(schema);
      expect(fields.length, name).toBeGreaterThan(0);
      for (const field of fields) expect(FR_ATTRIBUTES, `${name}.${field}`).toHaveProperty(field);
    }
    // The company fields, which had English names in French messages.
    expect(validationMessage('max.string', 'taxCompanyAddressCont', 'fr', { max: 200 })).toBe(
      "Le texte complément d'adresse de l'entreprise (reçus fiscaux) ne peut pas contenir plus de 200 caractères.",
    );
    expect(validationMessage('required', 'current_password', 'fr')).toBe(
      'Le champ mot de passe actuel est obligatoire.',
    );
  });
});

describe('shared fields', () => {
  const errorsFor = (schema: import('zod').ZodType, value: unknown, locale: 'en' | 'fr' = 'en') => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
    return fieldErrors(result.error.issues, locale).body;
  };

  it('takes only http and https URLs, with the url message', () => {
    const url = httpUrlField();
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'nope']) {
      expect(errorsFor(url, bad)).toEqual(['The body field must be a valid URL.']);
    }
    expect(url.parse(' https://maple.example/a?b=1 ')).toBe('https://maple.example/a?b=1');
    expect(url.parse('http://localhost:3000/x')).toBe('http://localhost:3000/x');
  });

  it('lets an optional URL be empty, and still names its rule when it is not', () => {
    const field = optionalHttpUrl();
    expect(field.parse('')).toBe('');
    expect(field.parse(undefined)).toBeUndefined();
    expect(errorsFor(field, 'javascript:alert(1)')).toEqual(['The body field must be a valid URL.']);
    expect(errorsFor(field, 42)).toEqual(['The body field must be a string.']);
  });

  it('refuses U+0000 in text with the format message', () => {
    expect(errorsFor(text().trim().min(1), 'a\u0000b')).toEqual(['The body field format is invalid.']);
    expect(errorsFor(text(), '\u0000', 'fr')).toEqual(['Le format du champ texte est invalide.']);
    expect(text().parse('plain text')).toBe('plain text');
  });

  it('reports the rule of the non-empty branch of a union with an empty string', () => {
    const errors = (() => {
      const result = accounts.updateUserSchema.safeParse({ phone: 5145550100, photo: 7, locale: 'de' });
      if (result.success) throw new Error('expected a validation failure');
      return fieldErrors(result.error.issues, 'en');
    })();
    expect(errors).toEqual({
      phone: ['The phone field must be a string.'],
      photo: ['The photo field must be a string.'],
      locale: ['The selected locale is invalid.'],
    });
    const phone = accounts.updateUserSchema.safeParse({ phone: 'call me' });
    expect(fieldErrors(phone.error?.issues ?? [], 'fr')).toEqual({
      phone: ['Le format du champ téléphone est invalide.'],
    });
  });
});

describe('empty fields', () => {
  it('says "is required" for an empty field that failed a format or length check (with reportInput)', () => {
    const result = landlordRegisterSchema.safeParse(
      {
        firstName: 'Lou',
        lastName: 'Lessor',
        companyName: 'Lessor Homes',
        email: 'lou@example.test',
        phone: '',
        password: '',
        password_confirmation: '',
      },
      { reportInput: true },
    );
    if (result.success) throw new Error('expected a validation failure');
    const errors = fieldErrors(result.error.issues, 'en');
    expect(errors.phone).toEqual(['The phone field is required.']);
    expect(errors.password).toEqual(['The password field is required.']);
  });

  it('keeps the specific rule for a value that is present but wrong', () => {
    const result = landlordRegisterSchema.safeParse(
      { phone: 'call me', password: 'short', password_confirmation: 'short' },
      { reportInput: true },
    );
    if (result.success) throw new Error('expected a validation failure');
    const errors = fieldErrors(result.error.issues, 'en');
    expect(errors.phone).toEqual(['The phone field format is invalid.']);
    expect(errors.password).toEqual(['The password field must be at least 8 characters.']);
  });
});
