// Account import (support's /support/account-import) and account claim (/claim-account/{token}): the CSV's
// columns and the rules of each row, the problems a preview reports (English and French), the answers of the
// import routes, and the claim form. Shared so the page shows the same sentences the API stores.
import { z } from 'zod';
import type { Locale } from '../api.ts';
import { text } from '../fields.ts';
import { REGIONS } from '../regions.ts';
import { ruleParams, type ValidationRule, validationMessage } from '../validation-messages.ts';
import { emailField, nameField, PASSWORD_MAX, passwordField, phoneField } from './accounts.ts';
import { POSTAL_CODE_FORMATS } from './billing.ts';

/** The CSV's columns: header name -> the field it fills. The first four are required in the header. */
export const ACCOUNT_IMPORT_COLUMNS = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  phone: 'phone',
  website: 'website',
  company_phone: 'companyPhone',
  address: 'address',
  address_cont: 'addressCont',
  city: 'city',
  province: 'province',
  postal_code: 'postalCode',
} as const;
export type AccountImportColumn = keyof typeof ACCOUNT_IMPORT_COLUMNS;
export const ACCOUNT_IMPORT_REQUIRED_COLUMNS: readonly AccountImportColumn[] = [
  'email',
  'first_name',
  'last_name',
  'company_name',
];
export const ACCOUNT_IMPORT_COLUMN_NAMES = Object.keys(ACCOUNT_IMPORT_COLUMNS) as AccountImportColumn[];

/** Claim links work this long after the import emails them. */
export const CLAIM_LINK_DAYS = 14;
/** Rows shown in the preview as the file reads. */
export const ACCOUNT_IMPORT_SAMPLE_ROWS = 5;

/** "ON", "Ontario", "ontario" and "Québec" all give the code; null when it names no province or state. */
export function provinceCode(value: string): string | null {
  const key = value.trim().toLowerCase();
  if (!key) return null;
  for (const region of [...REGIONS.CA, ...REGIONS.US]) {
    if ([region.code, region.name, region.nameFr].some((n) => n.toLowerCase() === key)) return region.code;
  }
  return null;
}

const CA_CODES = new Set(REGIONS.CA.map((r) => r.code));

const optional = (max: number) => text().trim().max(max);
const optionalUrl = z.union([
  z.literal(''),
  text()
    .trim()
    .max(2082)
    .url({ protocol: /^https?$/ }),
]);
const optionalPhone = z.union([z.literal(''), phoneField]);

/**
 * One row, by field (the CSV's columns mapped through ACCOUNT_IMPORT_COLUMNS); columns left out are ''.
 * The province becomes its code; the postal code must fit the province's country when both are given.
 */
export const accountImportRowSchema = z
  .object({
    email: emailField,
    firstName: nameField,
    lastName: nameField,
    companyName: text().trim().min(1).max(150),
    phone: optionalPhone,
    website: optionalUrl,
    companyPhone: optionalPhone,
    address: optional(200),
    addressCont: optional(200),
    city: optional(100),
    province: optional(100),
    postalCode: optional(20),
  })
  .superRefine((row, ctx) => {
    if (row.province && !provinceCode(row.province)) {
      ctx.addIssue({ code: 'custom', path: ['province'], params: { rule: 'province' } });
      return;
    }
    if (row.postalCode) {
      const code = row.province ? provinceCode(row.province) : null;
      const countries = code ? [CA_CODES.has(code) ? ('CA' as const) : ('US' as const)] : (['CA', 'US'] as const);
      if (!countries.some((c) => POSTAL_CODE_FORMATS[c].pattern.test(row.postalCode))) {
        const example = countries.map((c) => POSTAL_CODE_FORMATS[c].example).join(' / ');
        ctx.addIssue({ code: 'custom', path: ['postalCode'], params: { rule: 'postal_code', example } });
      }
    }
  });
export type AccountImportRow = z.output<typeof accountImportRowSchema>;

/** The column of a row field, for messages ("first_name"). */
export const columnOfField = (field: string): string =>
  ACCOUNT_IMPORT_COLUMN_NAMES.find((c) => ACCOUNT_IMPORT_COLUMNS[c] === field) ?? field;

// ---- problems ---------------------------------------------------------------------------------------

/** Rules of the import's own problems; any other rule is a validation rule about the column's value. */
const PROBLEMS = {
  en: {
    columns: 'The row has :found values; the header has :expected columns.',
    duplicate: 'The email :email already appears on line :first: this row will be skipped.',
    registered: 'An account with the email :email already exists: this row will be skipped.',
    province: 'The province ":value" is not a Canadian province or territory or a US state.',
  },
  fr: {
    columns: 'La ligne a :found valeurs; l’en-tête a :expected colonnes.',
    duplicate: 'L’adresse :email figure déjà à la ligne :first : cette ligne sera ignorée.',
    registered: 'Un compte existe déjà avec l’adresse :email : cette ligne sera ignorée.',
    province: 'La province « :value » n’est ni une province ou un territoire du Canada ni un État américain.',
  },
} as const;
export type AccountImportProblemRule = keyof (typeof PROBLEMS)['en'];

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/:([a-z_]+)/g, (match, key: string) => String(params[key] ?? match));

/** The sentence of a stored problem, in the reader's language. */
export function problemMessage(
  problem: { rule: string; column: string | null; params: Record<string, string | number> },
  locale: Locale,
): string {
  const own = (PROBLEMS[locale] as Record<string, string>)[problem.rule];
  if (own) return fill(own, problem.params);
  const field = problem.column ? (ACCOUNT_IMPORT_COLUMNS[problem.column as AccountImportColumn] ?? problem.column) : '';
  return validationMessage(problem.rule as ValidationRule, field, locale, problem.params);
}

// ---- answers ----------------------------------------------------------------------------------------

export const ACCOUNT_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'completed', 'failed'] as const;
export type AccountImportStatus = (typeof ACCOUNT_IMPORT_STATUSES)[number];

export const accountImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(ACCOUNT_IMPORT_STATUSES),
  totalRows: z.number().int(),
  preview: z.object({ create: z.number().int(), skip: z.number().int(), invalid: z.number().int() }),
  /** The first rows as read (column -> value). */
  sample: z.array(z.record(z.string(), z.string())),
  /** The job's progress: rows handled of totalRows, and what became of them. */
  progress: z.object({
    processed: z.number().int(),
    total: z.number().int(),
    created: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AccountImport = z.infer<typeof accountImportSchema>;

export const accountImportProblemSchema = z.object({
  id: z.number().int(),
  line: z.number().int(),
  column: z.string().nullable(),
  rule: z.string(),
  severity: z.enum(['error', 'skip']),
  message: z.string(),
});
export type AccountImportProblem = z.infer<typeof accountImportProblemSchema>;

export const accountImportProblemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  /** Only errors (rows not imported) or only skipped rows. */
  severity: z.enum(['error', 'skip']).optional(),
});

// ---- claim ------------------------------------------------------------------------------------------

/** The claim link's token (32 random bytes in base64url); anything else is simply not found. */
export const claimTokenParam = z.string().min(1).max(200);

export const claimInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  expiresAt: z.string(),
});
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

/** POST /api/claim-account/{token}: the password (registration's rules) and the terms, which must be accepted. */
export const claimAccountSchema = z
  .object({
    password: passwordField,
    password_confirmation: z.string().max(PASSWORD_MAX),
    terms: z.boolean().refine((v) => v, ruleParams('accepted')),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password'], ...ruleParams('confirmed') });
export type ClaimAccountInput = z.input<typeof claimAccountSchema>;
