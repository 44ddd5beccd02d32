// A large file (generated here; 10,000 rows by default, IMPORT_ROWS=50000 for the figure in the docs) previews
// and imports with bounded memory: the job streams the stored file in batches. The heap is measured after a
// full collection every second, so it is what the import keeps, not garbage waiting. The claim emails are queued
// for pg-boss workers (send-only: none in this instance), as in production.
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountClaims, accountImports, outboundEmails } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { runImport } from './account-import.service.ts';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ jobs: 'send-only' });
});
afterAll(() => t.close());

function generatedCsv(rows: number): string {
  const run = randomBytes(4).toString('hex');
  const lines = ['email,first_name,last_name,phone,company_name,city,province,postal_code'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `landlord${i}.${run}@bulk.example,First${i},Last${i},514-555-${String(i % 10_000).padStart(4, '0')},Company ${run} ${Math.floor(i / 3)},Montréal,QC,H2X 1Y4`,
    );
  }
  return `${lines.join('\n')}\n`;
}

it(`imports a ${ROWS.toLocaleString('en')}-row file with bounded memory`, {
  timeout: Math.max(300_000, ROWS * 20),
}, async () => {
  const support = await t.loginAs('Support');
  const csv = generatedCsv(ROWS);
  const boundary = `----bulk-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulk.csv"\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const previewStart = performance.now();
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/support/account-imports',
    headers: { ...support.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const previewMs = performance.now() - previewStart;
  expect(preview.statusCode).toBe(201);
  const { id, preview: counts } = preview.json();
  expect(counts).toEqual({ create: ROWS, skip: 0, invalid: 0 });

  const started = await t.call('POST', `/api/support/account-imports/${id}/start`, { headers: support.headers });
  expect(started.json().status).toBe('queued'); // no worker here: the job waits in pg-boss

  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 1000);
  const importStart = performance.now();
  try {
    await runImport(t.app, id); // what the worker runs
  } finally {
    clearInterval(sampler);
  }
  const importMs = performance.now() - importStart;
  const [row] = await t.db.select().from(accountImports).where(eq(accountImports.id, id));
  expect(row).toMatchObject({ status: 'completed', processedRows: ROWS, created: ROWS, skipped: 0, failed: 0 });
  const claims = await t.db
    .select({ n: count().mapWith(Number) })
    .from(accountClaims)
    .where(eq(accountClaims.importId, id));
  expect(claims[0]?.n).toBe(ROWS);
  const queued = await t.db
    .select({ n: count().mapWith(Number) })
    .from(outboundEmails)
    .where(eq(outboundEmails.template, 'account-claim'));
  expect(queued[0]?.n).toBe(ROWS);

  const growthMb = (peak - baseline) / 1024 / 1024;
  console.info(
    `account import of ${ROWS} rows: preview ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms, ` +
      `heap growth ${growthMb.toFixed(1)} MB (file ${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
  );
  // The seen-emails set and one batch, whatever the file's size: never the whole file or its accounts.
  expect(growthMb).toBeLessThan(40);
});
