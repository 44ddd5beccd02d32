// e. One instance killed with SIGKILL under load: the others keep serving, every write that was answered 2xx
// is in the database exactly once (favourites, inquiries, credit ledger entries and the wallet's balance),
// and the killed instance, started again, passes its health checks and is sent traffic again.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { call, describe, field, signIn } from './client.ts';
import type { Cluster } from './cluster.ts';
import { KillLoad, type LoadContext, type ReadCounts, type WriteKind } from './kill-load.ts';

const CONNECTIONS = 8;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function prepare(cluster: Cluster, runId: string): Promise<LoadContext> {
  const base = cluster.haproxy.url;
  const db = cluster.database.url;
  const [renterToken, landlordToken, ownerToken] = await Promise.all([
    signIn(base, 'renter@demo.test', '203.0.113.40'),
    signIn(base, 'landlord@demo.test', '203.0.113.41'),
    signIn(base, 'owner@demo.test', '203.0.113.42'),
  ]);
  const [landlord] = await query<{ company_id: number }>(db, `select company_id from users where email = $1`, [
    'landlord@demo.test',
  ]);
  const companyId = landlord?.company_id;
  if (!companyId) throw new Error('landlord@demo.test has no company');
  const [active] = await query<{ id: number }>(
    db,
    `select id from listings where company_id = $1 and status = 'active' order by id limit 1`,
    [companyId],
  );
  if (!active) throw new Error("landlord@demo.test's company has no active listing to feature");
  const listingIds = (
    await query<{ id: number }>(
      db,
      `select id from listings l where status = 'active' and not exists (
         select 1 from favourite_listings f join users u on u.id = f.user_id
          where f.listing_id = l.id and u.email = 'renter@demo.test') order by id limit 400`,
    )
  ).map((r) => r.id);
  // Credits for the featurings, and the price of one (the first featuring answers what it spent).
  const topUp = await call(base, 'POST', `/api/admin/companies/${companyId}/credits`, {
    token: ownerToken,
    headers: { 'idempotency-key': `cluster-${runId}-setup-topup` },
    body: { amount: 20_000, note: 'cluster test credits' },
  });
  if (!topUp.ok) throw new Error(`credit top-up answered ${describe(topUp)}`);
  const probe = await call(base, 'POST', `/api/commerce/featured/${active.id}`, {
    token: landlordToken,
    headers: { 'idempotency-key': `cluster-${runId}-setup-probe` },
    body: { days: 1 },
  });
  const price = field(probe.body, 'spent');
  if (!probe.ok || typeof price !== 'number') throw new Error(`featuring answered ${describe(probe)}`);
  return {
    base,
    runId,
    renterToken,
    renter: { name: 'Ravi Renter', email: 'renter@demo.test' },
    landlordToken,
    ownerToken,
    companyId,
    featuringListingId: active.id,
    featuringPrice: price,
    listingIds,
  };
}

const wallet = async (db: string, companyId: number) =>
  (
    await query<{ balance: number; last_seq: number }>(
      db,
      `select balance::int, last_seq::int from credit_wallets where company_id = $1`,
      [companyId],
    )
  )[0] ?? { balance: 0, last_seq: 0 };

/** How many rows each write left: by listing (favourites), message (inquiries) or ledger key. */
async function stored(db: string, ctx: LoadContext): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (kind: WriteKind, key: string, n: number) => counts.set(`${kind} ${key}`, n);
  for (const r of await query<{ listing_id: number; n: number }>(
    db,
    `select f.listing_id, count(*)::int as n from favourite_listings f join users u on u.id = f.user_id
      where u.email = 'renter@demo.test' and f.listing_id = any($1) group by 1`,
    [ctx.listingIds],
  ))
    add('favourite', String(r.listing_id), r.n);
  for (const r of await query<{ message: string; n: number }>(
    db,
    `select message, count(*)::int as n from inquiries where message like $1 group by 1`,
    [`cluster ${ctx.runId} inquiry %`],
  ))
    add('inquiry', r.message, r.n);
  for (const r of await query<{ key: string; reason: string; n: number }>(
    db,
    `select idempotency_key as key, reason, count(*)::int as n from credit_ledger where idempotency_key like $1 group by 1, 2`,
    [`%:cluster-${ctx.runId}-load-%`],
  ))
    add(r.reason === 'adjustment' ? 'adjustment' : 'featuring', r.key, r.n);
  return counts;
}

const readLine = (phase: string, c: ReadCounts | undefined) =>
  c
    ? `${phase}: ${c.ok} searches answered 2xx, ${c.failed} failed (${Object.entries(c.statuses)
        .map(([s, n]) => `${n} x ${s}`)
        .join(', ')})`
    : `${phase}: no searches`;

export async function checkKill(cluster: Cluster) {
  const [survivor, victim] = cluster.instances;
  if (!survivor || !victim) throw new Error('two instances needed');
  const db = cluster.database.url;
  const runId = Date.now().toString(36);
  const ctx = await prepare(cluster, runId);
  const walletBefore = await wallet(db, ctx.companyId);

  const load = new KillLoad(ctx);
  load.start(CONNECTIONS);
  await sleep(3000);
  load.phase = 'killed';
  await victim.kill('SIGKILL');
  const killedAt = performance.now();
  const downMs = await cluster.haproxy.waitStatus(victim.spec.name, 'DOWN', 20_000).catch(() => Number.NaN);
  await sleep(5000);
  load.phase = 'restarting';
  victim.start();
  const readyMs = await victim.waitReady(120_000);
  const upMs = await cluster.haproxy.waitStatus(victim.spec.name, 'UP', 30_000);
  const sinceKill = (performance.now() - killedAt) / 1000;
  load.phase = 'rejoined';
  const statsAtRejoin = await cluster.haproxy.stats();
  await sleep(4000);
  const statsAfter = await cluster.haproxy.stats();
  await load.stop();

  // Every answered write once; nothing stored twice; the wallet moved by exactly the ledger rows written.
  const counts = await stored(db, ctx);
  const walletAfter = await wallet(db, ctx.companyId);
  const lost: string[] = [];
  const doubled: string[] = [];
  for (const w of load.writes) {
    const n = counts.get(`${w.kind} ${w.key}`) ?? 0;
    if (w.outcome !== 'failed' && n !== 1) lost.push(`${w.kind} ${w.key}: ${n} rows after a ${w.finalStatus}`);
    if (n > 1) doubled.push(`${w.kind} ${w.key}: ${n} rows`);
  }
  const ledgerRows = [...counts.entries()].filter(([k]) => k.startsWith('adjustment ') || k.startsWith('featuring '));
  const ledgerSum = load.writes
    .filter((w) => (w.kind === 'adjustment' || w.kind === 'featuring') && (counts.get(`${w.kind} ${w.key}`) ?? 0) > 0)
    .reduce((sum, w) => sum + w.amount, 0);
  const walletMoved = walletAfter.balance - walletBefore.balance;
  const seqMoved = walletAfter.last_seq - walletBefore.last_seq;
  const ledgerOk = walletMoved === ledgerSum && seqMoved === ledgerRows.length;

  const reads = [...load.reads.values()];
  const readsOk = reads.reduce((s, c) => s + c.ok, 0);
  const readsFailed = reads.reduce((s, c) => s + c.failed, 0);
  const afterRejoin = load.reads.get('rejoined');
  const sentToVictim =
    (statsAfter.get(victim.spec.name)?.requests ?? 0) - (statsAtRejoin.get(victim.spec.name)?.requests ?? 0);
  const sentToSurvivor =
    (statsAfter.get(survivor.spec.name)?.requests ?? 0) - (statsAtRejoin.get(survivor.spec.name)?.requests ?? 0);

  const byKind = (kind: WriteKind) => {
    const list = load.writes.filter((w) => w.kind === kind);
    const resent = list.filter((w) => w.attempts > 1).length;
    const ok = list.filter((w) => w.outcome === 'ok').length;
    const repeat = list.filter((w) => w.outcome === 'repeat').length;
    const failed = list.filter((w) => w.outcome === 'failed');
    return `${kind}: ${list.length} writes, ${ok} answered 2xx, ${repeat} answered 409 "already stored" to a resend, ${resent} resent, ${failed.length} unanswered or refused${failed.length ? ` (${failed.map((w) => w.finalStatus).join(' ')})` : ''}`;
  };
  const failedWrites = load.writes.filter((w) => w.outcome === 'failed').length;
  // Reads: at most 1% fail around the kill (in flight on the dead instance, past the balancer's retries), none
  // once the instance is back.
  const serving = readsFailed <= Math.max(1, readsOk * 0.01) && (afterRejoin?.failed ?? 1) === 0;
  const rejoined = sentToVictim > 0 && sentToVictim >= (sentToSurvivor + sentToVictim) * 0.25;
  const pass = serving && lost.length === 0 && doubled.length === 0 && ledgerOk && failedWrites === 0 && rejoined;
  return {
    pass,
    figures: [
      `${CONNECTIONS} concurrent clients through HAProxy, 70% searches, 30% writes; ${victim.spec.name} killed (SIGKILL) after 3 s`,
      ...['before', 'killed', 'restarting', 'rejoined'].map((p) => readLine(p, load.reads.get(p))),
      `HAProxy marked ${victim.spec.name} DOWN ${Number.isNaN(downMs) ? 'never' : `${(downMs / 1000).toFixed(1)} s after the kill`}; ` +
        `restarted: ready in ${(readyMs / 1000).toFixed(1)} s, UP in HAProxy ${(upMs / 1000).toFixed(1)} s later (${sinceKill.toFixed(1)} s after the kill)`,
      `after it rejoined: ${sentToVictim} requests sent to ${victim.spec.name}, ${sentToSurvivor} to ${survivor.spec.name}`,
      byKind('favourite'),
      byKind('inquiry'),
      byKind('adjustment'),
      byKind('featuring'),
      `database: ${lost.length} answered writes missing or miscounted, ${doubled.length} stored twice${[...lost, ...doubled].length ? `: ${[...lost, ...doubled].slice(0, 5).join('; ')}` : ''}`,
      `ledger: ${ledgerRows.length} rows from the load (adjustments +2, featurings -${ctx.featuringPrice}), wallet moved ${walletMoved} credits (rows sum ${ledgerSum}), sequence moved ${seqMoved}`,
    ],
  };
}
