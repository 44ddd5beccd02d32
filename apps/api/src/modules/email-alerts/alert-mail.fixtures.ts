// Test fixtures shared by the alert job tests (alert-jobs.test.ts, alert-photos.test.ts): the real app sending
// through an SMTP server in this process, and a saved search dated back so that listings created next are new.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { savedSearches } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/build-app.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';

export interface AppWithSmtp {
  t: TestApp;
  smtp: SmtpCapture;
}

/**
 * For the calling test file: before its tests, an SMTP server in this process and the app sending to it (jobs
 * inline: a job's own call to deliver talks to the server before it resolves), handed to `ready`; both closed
 * after them.
 */
export function appWithSmtpForThisFile(ready: (started: AppWithSmtp) => void) {
  let started: AppWithSmtp | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpCapture();
    started = { smtp, t: await buildTestApp({ env: { SMTP_URL: smtp.url } }) };
    ready(started);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.smtp.close();
  });
}

/** Saves a search through the API, then dates it a minute back, so listings created next went live after it. */
export async function saveSearchAMinuteAgo(t: TestApp, renter: SignedIn, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/email-alerts', { headers: renter.headers, body });
  expect(res.statusCode, res.body).toBe(201);
  const { alert } = res.json() as { alert: { id: number } };
  await t.db
    .update(savedSearches)
    .set({ createdAt: sql`now() - interval '1 minute'`, checkedUntil: sql`now() - interval '1 minute'` })
    .where(eq(savedSearches.id, alert.id));
  return alert;
}
