// A reset request is answered before anything depends on the account: the lookup, the token and the email
// happen in a queued job, so the response cannot reveal (by content or by timing) who has an account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { PASSWORD_RESET_QUEUE } from './auth.routes.ts';
import { emailsTo } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: 'send-only' }); // a queue, but no worker in this instance
});
afterAll(() => t.close());

describe('POST /api/password-reset with a job queue', () => {
  it('answers at once and leaves the lookup and the email to the queued job', async () => {
    const user = await t.createUser();
    const csrf = await t.csrf();
    const res = await t.call('POST', '/api/password-reset', { headers: csrf, body: { email: user.email } });
    expect(res.statusCode).toBe(200);

    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id))).toHaveLength(0);
    const queued = await t.app.jobs.boss?.findJobs<{ email: string }>(PASSWORD_RESET_QUEUE, { queued: true });
    // The job carries the request's id on (lib/operations/request-context.ts), nothing else.
    expect(queued?.map((job) => job.data)).toEqual([{ email: user.email, __requestId: res.headers['x-request-id'] }]);
  });
});
