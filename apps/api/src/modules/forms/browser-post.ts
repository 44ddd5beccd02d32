// A form sent by a browser without JavaScript (issue 27 point 6): the page's <form method="post"> sends its fields
// urlencoded (`values.<key>`, `token`, the honeypot, `pagePath`, `language`, `returnTo`). This turns them into the
// JSON submission's body, so submitForm checks them the same way, and builds the 303 answer's address: back to
// the page, never elsewhere (returnTo must be a path on this site), with `?form=sent`,
// `?form=invalid&error=<key>:<rule>` (the page says each rule in its language) or `?form=limited` (too many
// posts from this address: nothing was stored).
import type { Locale } from '@rentals/shared';
import { FORM_HONEYPOT } from '@rentals/shared/resources/forms';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

export type BrowserPost = Record<string, string | string[]>;

/** The urlencoded body, every name with its value (or its values, when a name is repeated). */
export function parseUrlencoded(body: string): BrowserPost {
  const fields: BrowserPost = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

/** The JSON submission's body from the posted fields (submitForm's schema checks it). */
export function submissionOf(post: BrowserPost) {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(post)) {
    if (name.startsWith('values.')) values[name.slice('values.'.length)] = single(value) ?? '';
  }
  const honeypot = single(post[FORM_HONEYPOT]);
  const pagePath = single(post.pagePath);
  return {
    values,
    token: single(post.token) ?? '',
    ...(honeypot !== undefined ? { [FORM_HONEYPOT]: honeypot } : {}),
    ...(pagePath !== undefined ? { pagePath } : {}),
  };
}

/** The page's language as the form says it (the browser's Accept-Language may differ), else the request's. */
export function localeOf(post: BrowserPost, fallback: Locale): Locale {
  const language = single(post.language);
  return language === 'en' || language === 'fr' ? language : fallback;
}

const PAGE_PATH = /^\/[a-z0-9/-]{0,199}$/;
/** A path on this site: one leading "/" (not "//"), no scheme, backslash, escape, query or fragment. */
const SAME_SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]{0,299}$/;

/** Where the answer sends the browser: a same-site returnTo, else the page the form says it is on, else home. */
export function returnPathOf(post: BrowserPost, locale: Locale): string {
  const returnTo = single(post.returnTo);
  if (returnTo && SAME_SITE_PATH.test(returnTo)) {
    return returnTo;
  }
  const pagePath = single(post.pagePath);
  const prefix = locale === 'fr' ? '/fr' : '';
  return pagePath && PAGE_PATH.test(pagePath) ? `${prefix}${pagePath}` : `${prefix}/`;
}

/** `<key>:<rule>` for each field refused (`invalid` when the issue names no rule of its own). */
export function errorFieldsOf(issues: readonly z.core.$ZodIssue[]): string[] {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const [root, key] = issue.path;
    if (root !== 'values' || typeof key !== 'string' || fields.has(key)) continue;
    const rule = (issue as { params?: { rule?: unknown } }).params?.rule;
    fields.set(key, typeof rule === 'string' ? rule : 'invalid');
  }
  return [...fields].map(([key, rule]) => `${key}:${rule}`);
}

export function answerUrl(path: string, outcome: 'sent' | 'invalid' | 'limited', errors: string[] = []): string {
  const query = new URLSearchParams({ form: outcome });
  for (const error of errors) query.append('error', error);
  return `${path}?${query}`;
}

/**
 * No XSRF header can come with a browser's own form post: instead, a browser saying the post comes from another
 * site (Sec-Fetch-Site, or else an Origin that is not this one) is refused, as the double submit would refuse it.
 */
export function refuseCrossSite(request: FastifyRequest, appUrl: string) {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return;
    throw new HttpError(403, 'csrfMismatch');
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = new Set([new URL(appUrl).origin, `${request.protocol}://${request.host}`]);
  if (!own.has(origin)) throw new HttpError(403, 'csrfMismatch');
}
