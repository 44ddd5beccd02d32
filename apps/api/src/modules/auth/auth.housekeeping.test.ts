import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, oneTimeCodes } from '../../db/schema/index.ts';
import { issueToken, sha256 } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { PURGE_CRON, PURGE_QUEUE } from './auth.housekeeping.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the daily purge of expired secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired tokens and old used or expired codes, and keeps everything still useful', async () => {
    const user = await t.createUser();
    const live = await issueToken(t.db, user.id, 1);
    const expired = await issueToken(t.db, user.id, 1);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: ago(HOUR) })
      .where(eq(accessTokens.id, expired.id));

    const code = (name: string, values: Partial<typeof oneTimeCodes.$inferInsert>) => ({
      userId: user.id,
      purpose: 'verify-email' as const,
      codeHash: sha256(name),
      expiresAt: new Date(Date.now() + HOUR),
      ...values,
    });
    const rows = await t.db
      .insert(oneTimeCodes)
      .values([
        code('old-used', { createdAt: ago(48 * HOUR), usedAt: ago(47 * HOUR) }),
        code('old-expired', { createdAt: ago(48 * HOUR), expiresAt: ago(47 * HOUR) }),
        code('recent-expired', { createdAt: ago(2 * HOUR), expiresAt: ago(HOUR) }), // counted by the daily cap
        code('open', { purpose: 'password-reset' }),
      ])
      .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });

    await t.app.jobs.send(PURGE_QUEUE, {}); // inline in tests: runs now

    const tokens = await t.db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(inArray(accessTokens.id, [live.id, expired.id]));
    expect(tokens.map((r) => r.id)).toEqual([live.id]);
    const left = await t.db
      .select({ codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(
        inArray(
          oneTimeCodes.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.codeHash).sort()).toEqual([sha256('open'), sha256('recent-expired')].sort());

    const res = await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${live.access_token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('scheduling', () => {
  it('schedules the purge daily when the instance runs workers', async () => {
    const t = await buildTestApp({ jobs: 'work' });
    try {
      const schedules = (await t.app.jobs.boss?.getSchedules(PURGE_QUEUE)) ?? [];
      expect(schedules.map((s) => [s.name, s.cron])).toEqual([[PURGE_QUEUE, PURGE_CRON]]);
    } finally {
      await t.close();
    }
  });
});
