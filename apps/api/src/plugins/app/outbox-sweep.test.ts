// The outbox sweep (outbox-sweep.ts): a message recorded whose delivery was never queued is queued again once it
// has waited STRANDED_AFTER_MINUTES, and only then, once (two sweeps at once too), and not again while its job
// waits; a message with a waiting job, a young one and a sent one are left alone. daily-charge-killed.test.ts
// shows it after a real kill.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { outboundEmails } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { MAIL_QUEUE } from './mail.ts';
import { requeueStranded, STRANDED_AFTER_MINUTES } from './outbox-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: 'send-only' }); // a queue, no worker: the jobs stay where the test can count them
});
afterAll(() => t.close());

const message = (to: string) => ({ to, subject: 'Hello', text: 'Hello.', template: 'test-sweep' });

/** Makes the row look `minutes` old. */
const age = (id: number, minutes: number) =>
  t.db
    .update(outboundEmails)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(outboundEmails.id, id));

/** The delivery jobs queued for the row. */
async function jobsFor(id: number) {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'id' = ${String(id)}`,
  );
  return Number(rows[0]?.n);
}

it('queues again, once, a message whose delivery was never queued, and leaves the others alone', async () => {
  const stranded = await t.app.mail.record(message('stranded@example.test'));
  const waiting = await t.app.mail.send(message('waiting@example.test'));
  const young = await t.app.mail.record(message('young@example.test'));
  const sent = await t.app.mail.record(message('sent@example.test'));
  await t.db.update(outboundEmails).set({ status: 'sent' }).where(eq(outboundEmails.id, sent));
  for (const id of [stranded, waiting, sent]) await age(id, STRANDED_AFTER_MINUTES + 1);
  await age(young, STRANDED_AFTER_MINUTES - 1);

  // Two sweeps at once (the cron's and a manual one): the row is queued once.
  const [one, two] = await Promise.all([requeueStranded(t.app, MAIL_QUEUE), requeueStranded(t.app, MAIL_QUEUE)]);
  expect([...(one ?? []), ...(two ?? [])]).toEqual([stranded]);
  expect([await jobsFor(stranded), await jobsFor(waiting), await jobsFor(young), await jobsFor(sent)]).toEqual([
    1, 1, 0, 0,
  ]);
  // Its job now waits: the next sweep leaves it alone.
  expect(await requeueStranded(t.app, MAIL_QUEUE)).toEqual([]);
  expect(await jobsFor(stranded)).toBe(1);
});
