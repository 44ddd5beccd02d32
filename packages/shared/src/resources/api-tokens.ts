// Personal API tokens (/admin/api-dashboard): a signed-in user's own bearer tokens for scripts, each with a
// name and an expiry, shown once. They carry the user's permissions, never more.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';

/** Active (unexpired) personal tokens one user may keep. */
export const MAX_PERSONAL_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 100;
/** The expiry choices, in days. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];
/** A chosen expiry date lies between tomorrow and this many days ahead. */
export const API_TOKEN_MAX_DAYS = 365;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The range a custom expiry date may take, as `YYYY-MM-DD` (UTC): tomorrow to a year ahead. */
export function apiTokenDateRange(now = new Date()): { min: string; max: string } {
  return {
    min: isoDay(new Date(now.getTime() + DAY_MS)),
    max: isoDay(new Date(now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS)),
  };
}

/** The moment a token created now with this choice stops working: N days from now, or the end of that day (UTC). */
export function apiTokenExpiry(
  input: { expiresInDays?: number | undefined; expiresAt?: string | undefined },
  now = new Date(),
) {
  if (input.expiresAt) return new Date(`${input.expiresAt}T23:59:59.999Z`);
  return new Date(now.getTime() + (input.expiresInDays ?? 30) * DAY_MS);
}

export const apiTokenNameField = text().trim().min(1).max(API_TOKEN_NAME_MAX);

const expiresInDaysField = z.coerce
  .number()
  .int()
  .refine((days) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), ruleParams('in'));

const expiresAtField = z.iso.date().superRefine((day, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return; // already refused as "not a date"
  const { min, max } = apiTokenDateRange();
  if (day < min || day > max) {
    ctx.addIssue({ code: 'custom', input: day, ...ruleParams('date_between', { min, max }) });
  }
});

/** `{ name, expiresInDays: 7 | 30 | 90 | 365 }`, or `{ name, expiresAt: 'YYYY-MM-DD' }` for a chosen day. */
export const createApiTokenSchema = z
  .object({
    name: apiTokenNameField,
    expiresInDays: expiresInDaysField.optional(),
    expiresAt: expiresAtField.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.expiresInDays === undefined && value.expiresAt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['expiresInDays'], input: undefined, ...ruleParams('required') });
    } else if (value.expiresInDays !== undefined && value.expiresAt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], input: value.expiresAt, ...ruleParams('unknown') });
    }
  });
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const apiTokenParams = z.object({ id: z.string().min(1).max(64) });

export const apiTokenSchema = z.object({
  /** The public half of the token (`<id>.<secret>`). */
  id: z.string(),
  name: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenListResponse = z.infer<typeof apiTokenListResponseSchema>;

export const createApiTokenResponseSchema = z.object({
  token: apiTokenSchema,
  /** `<id>.<secret>`: shown this once, only its hash is kept. */
  accessToken: z.string(),
});
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponseSchema>;
