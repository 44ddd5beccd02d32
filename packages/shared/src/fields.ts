// Field builders every resource schema shares, so one rule is written once: text that PostgreSQL can store,
// and links that can only be web addresses.
import { z } from 'zod';
import { issueRule, ruleParams } from './validation-messages.ts';

export const URL_MAX = 2082;

/** PostgreSQL text cannot hold U+0000, and a stored value containing it would fail with a 500. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A string that can be stored in a text column: refuses U+0000 with "The :attribute field format is invalid."
 * Chain the usual checks after it: `text().trim().min(1).max(100)`.
 */
export const text = () => z.string().refine(hasNoNul, ruleParams('regex'));

/** http and https only: `javascript:`, `data:` and the like would run or render in the browser. */
export const HTTP_PROTOCOL = /^https?$/;

/** An absolute http(s) URL ("The :attribute field must be a valid URL."). */
export const httpUrlField = (max = URL_MAX) => text().trim().max(max).url({ protocol: HTTP_PROTOCOL });

/**
 * `schema`, its messages naming the field `attribute` (its form's label, lower-cased like Laravel's attributes)
 * rather than a name derived from its key: a feed's `url` is "feed URL", where a menu item's `url` is a path.
 * Each issue of `schema` is reported with the same rule, as a custom issue carrying the names.
 */
export function namedField(schema: z.ZodString, attribute: { en: string; fr: string }) {
  // Trimmed here as `schema` would trim it: the value passed on is the one checked.
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const result = schema.safeParse(value, { reportInput: true });
      if (result.success) return;
      for (const issue of result.error.issues) {
        const { rule, params } = issueRule(issue);
        ctx.addIssue({
          code: 'custom',
          path: issue.path,
          input: value,
          message: issue.message,
          params: { rule, ...params, attributeEn: attribute.en, attributeFr: attribute.fr },
        });
      }
    });
}

/** An optional http(s) URL where '' means "none" (stored as null). */
export const optionalHttpUrl = (max = URL_MAX) => z.union([z.literal(''), httpUrlField(max)]).optional();

// The email and phone formats refuse U+0000 themselves; other stored text goes through `text()`.
/** An email address, as every form takes it (trimmed, lower case). */
export const emailField = z.string().trim().toLowerCase().min(1).max(254).email();
/** A phone number as people write it: digits, spaces, dots, dashes, brackets and a leading +. */
export const phoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+()\d\s.-]{7,30}$/);
