// Field builders every resource schema shares, so one rule is written once: text that PostgreSQL can store,
// and links that can only be web addresses.
import { z } from 'zod';
import { ruleParams } from './validation-messages.ts';

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

/** An optional http(s) URL where '' means "none" (stored as null). */
export const optionalHttpUrl = (max = URL_MAX) => z.union([z.literal(''), httpUrlField(max)]).optional();
