// The public form's fill-time token: "<issued at, ms>.<HMAC-SHA256 of form id and time>". The page carries it
// (the server may cache a page for a minute, so a token is accepted up to a day old); a submission sent sooner
// than FORM_MIN_FILL_SECONDS after the token was issued, or with a token that does not verify, is a bot's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_MIN_FILL_SECONDS } from '@rentals/shared/resources/forms';

const MAX_AGE_MS = 86_400_000;
/** The key's name in app_secrets (lib/app-secret.ts: the same on every instance, kept across restarts). */
export const FORM_TOKEN_SECRET = 'form-tokens';

const signature = (secret: string, formId: number, issuedAt: number) =>
  createHmac('sha256', secret).update(`form:${formId}:${issuedAt}`).digest('base64url');

export function issueFormToken(secret: string, formId: number, now = Date.now()): string {
  return `${now}.${signature(secret, formId, now)}`;
}

/** True when the token is this form's, at least the minimum fill time old and at most a day. */
export function formTokenAccepted(secret: string, formId: number, token: string, now = Date.now()) {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const issuedAt = Number(match[1]);
  const age = now - issuedAt;
  if (age < FORM_MIN_FILL_SECONDS * 1000 || age > MAX_AGE_MS) return false;
  const expected = Buffer.from(signature(secret, formId, issuedAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
