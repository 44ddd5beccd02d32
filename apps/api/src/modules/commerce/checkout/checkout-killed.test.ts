// The crash window of a checkout, for real (PostgreSQL only: the API runs as a child process on the same
// database). The child takes a checkout; the test holds it with locks where it wants it, without any hook in
// the product's code: first at the sandbox provider's charge (a lock on sandbox_payments), so the order row is
// there to be locked too, then, once the charge is let through and committed, at the update that records the
// payment id on the order. There the child is killed with SIGKILL and its connections closed: the order is
// pending without a payment id while the payment succeeded. The recovery job then grants it exactly once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { creditBundles, creditLedger, orders, sandboxPayments } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-app.ts';
import { lockWaiters, waitFor } from '../../../test/waits.ts';
import { balanceOf } from '../ledger.ts';
import { recoverOpenOrders } from './checkout.routes.ts';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const FIXTURE = path.join(import.meta.dirname, 'checkout-server.fixture.ts');
/** The child's application_name on its connections. */
const CHILD = 'checkout-killed-server';

describe('a checkout killed between the charge and recording the payment id', () => {
  it.runIf(ON_POSTGRES)(
    'leaves a pending order without a payment id; the recovery job grants it exactly once',
    async () => {
      const t = await buildTestApp();
      const connectionString = t.app.database.kind === 'postgres' ? t.app.database.connectionString : '';
      const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-checkout-killed-'));
      const charge = new pg.Client({ connectionString });
      const orderLock = new pg.Client({ connectionString });
      const waitingOn = async (text: string) => (await lockWaiters(t.db, text, CHILD)) === 1;
      let child: ReturnType<typeof spawn> | undefined;
      try {
        const [bundle] = await t.db
          .insert(creditBundles)
          .values({ name: 'Standard', nameFr: 'Standard', credits: 50, price: 10_000, bonusCredits: 5 })
          .returning();
        const landlord = await t.loginAs('Landlord', { companyName: 'Killed Checkout Co' });
        const companyId = landlord.user.companyId as number;
        const billing = await t.call('PATCH', '/api/commerce/billing-information', {
          headers: landlord.headers,
          body: {
            name: 'Maple Rentals',
            line1: '100 King St W',
            city: 'Toronto',
            postalCode: 'M5X 1A9',
            province: 'ON',
          },
        });
        expect(billing.statusCode, billing.body).toBe(200);
        await Promise.all([charge.connect(), orderLock.connect()]);

        const server = spawn(process.execPath, [FIXTURE], {
          env: { ...process.env, DATABASE_URL: connectionString, DATA_DIR: dataDir, PGAPPNAME: CHILD },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = server;
        let stdout = '';
        let stderr = '';
        server.stdout?.on('data', (d) => {
          stdout += d;
        });
        server.stderr?.on('data', (d) => {
          stderr += d;
        });
        const exited = once(server, 'exit');
        await waitFor('the server to listen', async () => {
          if (server.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
          return /listening \d+\n/.test(stdout);
        });
        const port = Number(stdout.match(/listening (\d+)/)?.[1]);

        // The charge waits: sandbox_payments takes no insert while this lock is held.
        await charge.query('begin');
        await charge.query('lock table sandbox_payments in share mode');
        const checkout = fetch(`http://127.0.0.1:${port}/api/commerce/checkout`, {
          method: 'POST',
          headers: { ...landlord.headers, 'content-type': 'application/json', 'idempotency-key': 'killed-checkout-1' },
          body: JSON.stringify({
            bundleId: bundle?.id,
            paymentMethodId: 'pm_sandbox_succeeds_visa_4242_12_2099',
            saveCard: false,
          }),
        }).catch((error: unknown) => error);
        await waitFor('the charge to wait', () => waitingOn('insert into "sandbox_payments"'));
        const [placed] = await t.db.select().from(orders).where(eq(orders.companyId, companyId));
        expect(placed).toMatchObject({ status: 'pending', providerPaymentId: null });
        const orderId = placed?.id as number;
        // The order row is held, then the charge let through: it commits, and the child waits to record it.
        await orderLock.query('begin');
        await orderLock.query('select 1 from orders where id = $1 for update', [orderId]);
        await charge.query('rollback');
        await waitFor('the payment id to wait', () => waitingOn('update "orders"'));
        const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
        expect(payment?.status).toBe('succeeded');

        server.kill('SIGKILL');
        await exited;
        expect(await checkout).toBeInstanceOf(Error);
        // A backend waiting on a lock does not notice its client died: its update would still commit once the
        // lock is released. Gone with its host, its connections would close; here they are closed.
        const childBackends = sql`from pg_stat_activity where datname = current_database()
                                  and application_name = ${CHILD}`;
        await t.db.execute(sql`select pg_terminate_backend(pid) ${childBackends}`);
        await waitFor(
          "the child's connections to close",
          async () =>
            (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n ${childBackends}`))[0]?.n === 0,
        );
        await orderLock.query('rollback');

        // The crash state: money taken, order pending without a payment id, nothing granted.
        const [crashed] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        expect(crashed).toMatchObject({ status: 'pending', providerPaymentId: null });
        expect(await balanceOf(t.db, companyId)).toBe(0);

        // A day later (past the abandon age), the recovery job runs twice.
        await t.db.update(orders).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(orders.id, orderId));
        expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 1, abandoned: 0, errors: 0 });
        expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 0, abandoned: 0, errors: 0 });
        const [recovered] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        expect(recovered).toMatchObject({ status: 'paid', providerPaymentId: payment?.id });
        const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId));
        expect(ledger.map((row) => [row.idempotencyKey, row.amount])).toEqual([[`order:${orderId}:grant`, 55]]);
        expect(await balanceOf(t.db, companyId)).toBe(55);
        // The buyer's retry of the same checkout answers the paid order and charges nothing more.
        const retry = await t.call('POST', '/api/commerce/checkout', {
          headers: { ...landlord.headers, 'idempotency-key': 'killed-checkout-1' },
          body: { bundleId: bundle?.id, paymentMethodId: 'pm_sandbox_succeeds_visa_4242_12_2099', saveCard: false },
        });
        expect(retry.json()).toMatchObject({ order: { id: orderId, status: 'paid' }, credits: 55 });
        expect(await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId))).toHaveLength(1);
      } finally {
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await Promise.all([charge.end().catch(() => {}), orderLock.end().catch(() => {})]);
        await t.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
