// Account import: a CSV of landlords and their companies, previewed before anything is written, then imported
// by one pg-boss job that streams the stored file with csv-parse in batches (never the whole file in memory).
// Each batch is one transaction: its users, companies, roles, claim links, claim emails (outbox rows) and the
// import's checkpoint (processedRows and counts). A retried or resumed job starts after the checkpoint, and the
// unique index on users' email means a row can never create an account twice.
import type { Readable } from 'node:stream';
import type { Locale } from '@rentals/shared';
import {
  ACCOUNT_IMPORT_COLUMN_NAMES,
  ACCOUNT_IMPORT_COLUMNS,
  ACCOUNT_IMPORT_REQUIRED_COLUMNS,
  ACCOUNT_IMPORT_SAMPLE_ROWS,
  type AccountImport,
  type AccountImportColumn,
  type AccountImportRow,
  accountImportRowSchema,
  CLAIM_LINK_DAYS,
  columnOfField,
  provinceCode,
} from '@rentals/shared/resources/account-import';
import { issueRule } from '@rentals/shared/validation-messages';
import { parse } from 'csv-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Queryable, queryRows, type Tx } from '../../db/client.ts';
import {
  accountClaims,
  accountImportProblems,
  accountImports,
  auditEvents,
  companies,
  outboundEmails,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { roleIds } from '../../db/seed/roles.ts';
import { HttpError } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { MAIL_QUEUE } from '../../plugins/app/mail.ts';
import { mailSender } from '../site/settings.service.ts';
import { claimEmail } from './claim-email.ts';

export const ACCOUNT_IMPORT_QUEUE = 'support.account-import';
/** Rows per transaction of the import job (and per lookup of the preview). */
export const IMPORT_BATCH_ROWS = 500;
/**
 * Stands in for the password of an account nobody has claimed yet: not an argon2 hash, so no password ever
 * verifies against it (verifyPassword answers false), and it costs nothing to write 50,000 times.
 */
export const UNCLAIMED_PASSWORD = '!unclaimed';

const FILE_FIELD = { file: 'invalid' as const };

// ---- reading the file -----------------------------------------------------------------------------

interface CsvRecord {
  /** The file's line where the record starts (1 is the header). */
  line: number;
  values: string[];
}

/** The records of a CSV stream, one at a time, with their line numbers (a BOM and blank lines are ignored). */
async function* readCsv(input: Readable): AsyncGenerator<CsvRecord> {
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, values: record };
    }
  } catch (error) {
    const err = error as { lines?: number; message?: string };
    throw new HttpError(
      422,
      'importUnreadable',
      { line: err.lines ?? 0, reason: String(err.message ?? '').slice(0, 200) },
      FILE_FIELD,
    );
  } finally {
    input.destroy();
  }
}

/** "First Name" -> "first_name". */
const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The header's columns, or a 422 on `file` naming the missing, unknown or repeated ones. */
export function checkHeader(values: string[]): AccountImportColumn[] {
  const names = values.map(columnKey);
  const known = new Set<string>(ACCOUNT_IMPORT_COLUMN_NAMES);
  const list = (items: readonly string[]) => items.map((c) => `"${c}"`).join(', ');
  const missing = ACCOUNT_IMPORT_REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) {
    throw new HttpError(
      422,
      'importColumnsMissing',
      { columns: list(missing), required: list(ACCOUNT_IMPORT_REQUIRED_COLUMNS) },
      FILE_FIELD,
    );
  }
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      'importColumnsUnknown',
      { columns: list(unknown), known: list(ACCOUNT_IMPORT_COLUMN_NAMES) },
      FILE_FIELD,
    );
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0) throw new HttpError(422, 'importColumnsRepeated', { columns: list(repeated) }, FILE_FIELD);
  return names as AccountImportColumn[];
}

/** Checks the header of a file before it is stored: 422 when it has no rows or a bad header. */
export async function checkFileHeader(input: Readable): Promise<void> {
  let header: CsvRecord | null = null;
  for await (const record of readCsv(input)) {
    if (!header) {
      header = record;
      checkHeader(record.values);
      continue;
    }
    return; // a header and at least one row
  }
  if (!header) throw new HttpError(422, 'importNoRows', {}, FILE_FIELD);
  throw new HttpError(422, 'importNoRows', {}, FILE_FIELD);
}

interface ProblemInput {
  line: number;
  column: string | null;
  rule: string;
  params: Record<string, string | number>;
  severity: 'error' | 'skip';
}

type RowResult = { ok: true; row: AccountImportRow } | { ok: false; problems: ProblemInput[] };

/** One record checked against the row rules; every field's first problem when it fails. */
function checkRecord(header: AccountImportColumn[], record: CsvRecord): RowResult {
  if (record.values.length !== header.length) {
    const params = { found: record.values.length, expected: header.length };
    return { ok: false, problems: [{ line: record.line, column: null, rule: 'columns', params, severity: 'error' }] };
  }
  const input: Record<string, string> = {};
  for (const column of ACCOUNT_IMPORT_COLUMN_NAMES) input[ACCOUNT_IMPORT_COLUMNS[column]] = '';
  header.forEach((column, i) => {
    input[ACCOUNT_IMPORT_COLUMNS[column]] = record.values[i] ?? '';
  });
  const parsed = accountImportRowSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return { ok: true, row: parsed.data };
  const problems: ProblemInput[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const { rule, params = {} } = issueRule(issue);
    const own: Record<string, string> = rule === ('province' as string) ? { value: input.province ?? '' } : {};
    const { rule: _rule, ...rest } = params as Record<string, string | number>;
    problems.push({
      line: record.line,
      column: columnOfField(field),
      rule,
      params: { ...rest, ...own },
      severity: 'error',
    });
  }
  return { ok: false, problems };
}

/** Which of these (lower-cased) emails already have an account. */
async function registeredEmails(db: Queryable, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.email));
}

const uploadFileKey = (storageKey: string) => `${storageKey}.csv`;

async function openStored(app: FastifyInstance, storageKey: string): Promise<Readable> {
  const stream = await app.privateStorage.stream(uploadFileKey(storageKey));
  if (!stream) throw new Error(`the stored file ${storageKey} is missing`);
  return stream;
}

// ---- preview --------------------------------------------------------------------------------------

/**
 * Reads the whole stored file (streaming) and records every row's problems and the counts, in `tx`: rows
 * that will create an account, rows skipped (email already registered, or repeated in the file), invalid
 * rows. Writes nothing to users or companies.
 */
export async function previewImport(app: FastifyInstance, tx: Tx, importId: number, storageKey: string) {
  let header: AccountImportColumn[] | null = null;
  const firstLineOf = new Map<string, number>();
  const sample: Record<string, string>[] = [];
  const counts = { total: 0, create: 0, skip: 0, invalid: 0 };
  let batch: { line: number; email: string }[] = [];
  let problems: ProblemInput[] = [];

  const flushProblems = async () => {
    if (problems.length === 0) return;
    await tx.insert(accountImportProblems).values(problems.map((p) => ({ ...p, importId })));
    problems = [];
  };
  const flushBatch = async () => {
    const registered = await registeredEmails(
      tx,
      batch.map((b) => b.email),
    );
    for (const { line, email } of batch) {
      if (registered.has(email)) {
        counts.skip++;
        problems.push({ line, column: 'email', rule: 'registered', params: { email }, severity: 'skip' });
      } else counts.create++;
    }
    batch = [];
    await flushProblems();
  };

  for await (const record of readCsv(await openStored(app, storageKey))) {
    if (!header) {
      header = checkHeader(record.values);
      continue;
    }
    counts.total++;
    if (sample.length < ACCOUNT_IMPORT_SAMPLE_ROWS) {
      const h = header;
      sample.push(Object.fromEntries(h.map((column, i) => [column, String(record.values[i] ?? '').slice(0, 200)])));
    }
    const result = checkRecord(header, record);
    if (!result.ok) {
      counts.invalid++;
      problems.push(...result.problems);
    } else {
      const email = result.row.email;
      const first = firstLineOf.get(email);
      if (first !== undefined) {
        counts.skip++;
        problems.push({
          line: record.line,
          column: 'email',
          rule: 'duplicate',
          params: { email, first },
          severity: 'skip',
        });
      } else {
        firstLineOf.set(email, record.line);
        batch.push({ line: record.line, email });
      }
    }
    if (batch.length >= IMPORT_BATCH_ROWS) await flushBatch();
    else if (problems.length >= IMPORT_BATCH_ROWS) await flushProblems();
  }
  await flushBatch();
  if (counts.total === 0) throw new HttpError(422, 'importNoRows', {}, FILE_FIELD);
  await tx
    .update(accountImports)
    .set({
      totalRows: counts.total,
      previewCreate: counts.create,
      previewSkip: counts.skip,
      previewInvalid: counts.invalid,
      sample,
    })
    .where(eq(accountImports.id, importId));
  return counts;
}

// ---- the import job -------------------------------------------------------------------------------

interface ImportState {
  importId: number;
  landlordRoleId: number;
  /** Lower-cased company name -> the company this import created for it (landlords of one company share it). */
  companyIds: Map<string, number>;
  /** Emails met earlier in the file (the first row wins, as in the preview). */
  seen: Set<string>;
}

interface BatchOutcome {
  created: number;
  skipped: number;
  failed: number;
  emailIds: number[];
}

/** Rows handed to PostgreSQL as one jsonb parameter (jsonb_to_recordset), not thousands of bind parameters. */
const asJson = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** One batch, in one transaction with the import's checkpoint: a handful of set-based statements. */
async function importBatch(
  app: FastifyInstance,
  tx: Tx,
  state: ImportState,
  header: AccountImportColumn[],
  records: CsvRecord[],
  locale: Locale,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, skipped: 0, failed: 0, emailIds: [] };
  const candidates: AccountImportRow[] = [];
  for (const record of records) {
    const result = checkRecord(header, record);
    if (!result.ok) {
      outcome.failed++;
      continue;
    }
    if (state.seen.has(result.row.email)) {
      outcome.skipped++;
      continue;
    }
    state.seen.add(result.row.email);
    candidates.push(result.row);
  }
  const registered = await registeredEmails(
    tx,
    candidates.map((r) => r.email),
  );
  const fresh = candidates.filter((r) => !registered.has(r.email));
  outcome.skipped += candidates.length - fresh.length;
  if (fresh.length === 0) return outcome;

  // The accounts: pending (they cannot sign in) until claimed. A race with a sign-up is settled by the unique
  // email index: that row is skipped.
  const inserted = await queryRows<{ id: number; email: string }>(
    tx,
    sql`insert into ${users} (first_name, last_name, email, phone, locale, password_hash, status, user_hash)
        select x.first_name, x.last_name, x.email, x.phone, ${locale}, ${UNCLAIMED_PASSWORD}, 'pending', x.user_hash
        from jsonb_to_recordset(${asJson(
          fresh.map((r) => ({
            first_name: r.firstName,
            last_name: r.lastName,
            email: r.email,
            phone: r.phone || null,
            user_hash: randomToken(24),
          })),
        )}) as x(first_name text, last_name text, email text, phone text, user_hash text)
        on conflict do nothing
        returning id, email`,
  );
  outcome.skipped += fresh.length - inserted.length;
  outcome.created = inserted.length;
  if (inserted.length === 0) return outcome;
  const idOf = new Map(inserted.map((u) => [u.email, Number(u.id)]));
  const created = fresh.filter((r) => idOf.has(r.email));

  // Their companies: one per company name in this import (landlords of one company share it).
  const newCompanies = new Map<string, AccountImportRow>();
  for (const r of created) {
    const key = r.companyName.toLowerCase();
    if (!state.companyIds.has(key) && !newCompanies.has(key)) newCompanies.set(key, r);
  }
  if (newCompanies.size > 0) {
    const rows = await queryRows<{ id: number; name: string }>(
      tx,
      sql`insert into ${companies} (name, website, phone, address, address_cont, city, province, postal_code)
          select x.name, x.website, x.phone, x.address, x.address_cont, x.city, x.province, x.postal_code
          from jsonb_to_recordset(${asJson(
            [...newCompanies.values()].map((r) => ({
              name: r.companyName,
              website: r.website || null,
              phone: r.companyPhone || null,
              address: r.address || null,
              address_cont: r.addressCont || null,
              city: r.city || null,
              province: r.province ? provinceCode(r.province) : null,
              postal_code: r.postalCode ? r.postalCode.toUpperCase() : null,
            })),
          )}) as x(name text, website text, phone text, address text, address_cont text, city text, province text,
                   postal_code text)
          returning id, name`,
    );
    for (const c of rows) state.companyIds.set(c.name.toLowerCase(), Number(c.id));
  }
  const links = created.map((r) => ({
    user_id: idOf.get(r.email),
    company_id: state.companyIds.get(r.companyName.toLowerCase()),
  }));
  await tx.execute(
    sql`update ${users} set company_id = x.company_id
        from jsonb_to_recordset(${asJson(links)}) as x(user_id int, company_id int) where ${users.id} = x.user_id`,
  );
  await tx.execute(
    sql`insert into ${userRoles} (user_id, role_id)
        select x.user_id, ${state.landlordRoleId}::int from jsonb_to_recordset(${asJson(links)}) as x(user_id int)`,
  );

  // Claim links and their emails (outbox rows in this transaction; queued once it commits).
  const sender = await mailSender(tx, app.config.MAIL_FROM);
  const expiresAt = new Date(Date.now() + CLAIM_LINK_DAYS * 86_400_000);
  const tokens = created.map((r) => ({ row: r, token: randomToken(32) }));
  const emails = await queryRows<{ id: number; to: string }>(
    tx,
    sql`insert into ${outboundEmails} ("to", "from", reply_to, subject, text, html, template)
        select x."to", ${sender.from}, ${sender.replyTo ?? null}, x.subject, x.text, x.html, x.template
        from jsonb_to_recordset(${asJson(
          tokens.map(({ row, token }) => ({
            to: row.email,
            ...claimEmail(
              { firstName: row.firstName, locale },
              `${app.config.appUrl}/claim-account/${token}`,
              row.companyName,
              CLAIM_LINK_DAYS,
            ),
          })),
        )}) as x("to" text, subject text, text text, html text, template text)
        returning id, "to"`,
  );
  const emailOf = new Map(emails.map((e) => [e.to, Number(e.id)]));
  await tx.execute(
    sql`insert into ${accountClaims} (user_id, import_id, token_hash, expires_at, email_id)
        select x.user_id, ${state.importId}::int, x.token_hash, ${expiresAt.toISOString()}::timestamptz, x.email_id
        from jsonb_to_recordset(${asJson(
          tokens.map(({ row, token }) => ({
            user_id: idOf.get(row.email),
            token_hash: sha256(token),
            email_id: emailOf.get(row.email) ?? null,
          })),
        )}) as x(user_id int, token_hash text, email_id int)`,
  );
  // Each account's History says which import created it (the system acts: no actor).
  await tx.execute(
    sql`insert into ${auditEvents} (action, resource, record_id, changes)
        select 'import', 'users', x.user_id::text,
               jsonb_build_object('email', jsonb_build_object('old', null, 'new', x.email),
                                  'status', jsonb_build_object('old', null, 'new', 'pending'),
                                  'accountImport', jsonb_build_object('old', null, 'new', ${state.importId}::int))
        from jsonb_to_recordset(${asJson(created.map((r) => ({ user_id: idOf.get(r.email), email: r.email })))})
             as x(user_id int, email text)`,
  );
  outcome.emailIds = emails.map((e) => Number(e.id));
  return outcome;
}

/** Queues the delivery of outbox rows (one pg-boss insert for the batch; inline mode delivers them now). */
async function queueEmails(app: FastifyInstance, ids: number[]) {
  if (ids.length === 0) return;
  const boss = app.jobs.boss;
  if (boss)
    await boss.insert(
      MAIL_QUEUE,
      ids.map((id) => ({ data: { id } })),
    );
  else for (const id of ids) await app.mail.queue(id);
}

/**
 * The import job: streams the stored file and imports it batch by batch from the checkpoint. Running it again
 * (a retry after a crash) resumes where the last committed batch ended; a finished import is left alone.
 */
export async function runImport(
  app: FastifyInstance,
  importId: number,
  {
    batchRows = IMPORT_BATCH_ROWS,
    beforeBatch,
  }: {
    batchRows?: number;
    /** Called before each batch's transaction with the batches this run committed so far (tests stop a run). */
    beforeBatch?: (committed: number) => void;
  } = {},
): Promise<void> {
  const [row] = await app.db
    .select({
      id: accountImports.id,
      status: accountImports.status,
      processedRows: accountImports.processedRows,
      storageKey: sql<string>`(select storage_key from uploads where uploads.id = ${accountImports.uploadId})`,
      locale: sql<Locale>`coalesce((select locale from users where users.id = ${accountImports.startedBy}), 'en')`,
    })
    .from(accountImports)
    .where(eq(accountImports.id, importId));
  if (!row || !['queued', 'running', 'failed'].includes(row.status)) return;
  await app.db.update(accountImports).set({ status: 'running', error: null }).where(eq(accountImports.id, importId));

  const landlordRoleId = (await roleIds(app.db, ['Landlord'])).get('Landlord');
  if (!landlordRoleId) throw new Error('the Landlord role is missing');
  const state: ImportState = { importId, landlordRoleId, companyIds: new Map(), seen: new Set() };
  const resumeFrom = row.processedRows;
  if (resumeFrom > 0) {
    // A resumed run: the companies made so far, and the claim emails of committed batches not yet sent.
    const made = await app.db
      .select({ id: companies.id, name: companies.name, emailId: accountClaims.emailId })
      .from(accountClaims)
      .innerJoin(users, eq(users.id, accountClaims.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(accountClaims.importId, importId));
    for (const c of made) state.companyIds.set(c.name.toLowerCase(), c.id);
    const unsent = await app.db
      .select({ id: outboundEmails.id })
      .from(accountClaims)
      .innerJoin(outboundEmails, eq(outboundEmails.id, accountClaims.emailId))
      .where(and(eq(accountClaims.importId, importId), eq(outboundEmails.status, 'queued')));
    await queueEmails(
      app,
      unsent.map((e) => e.id),
    );
  }

  try {
    let header: AccountImportColumn[] | null = null;
    let index = 0;
    let batch: CsvRecord[] = [];
    let committed = 0;
    const flush = async () => {
      const records = batch;
      batch = [];
      if (records.length === 0 || !header) return;
      const h = header;
      const processed = index;
      beforeBatch?.(committed);
      const outcome = await app.db.transaction(async (tx) => {
        const result = await importBatch(app, tx, state, h, records, row.locale);
        await tx
          .update(accountImports)
          .set({
            processedRows: processed,
            created: sql`${accountImports.created} + ${result.created}`,
            skipped: sql`${accountImports.skipped} + ${result.skipped}`,
            failed: sql`${accountImports.failed} + ${result.failed}`,
          })
          .where(eq(accountImports.id, importId));
        return result;
      });
      committed++;
      await queueEmails(app, outcome.emailIds);
    };
    for await (const record of readCsv(await openStored(app, row.storageKey))) {
      if (!header) {
        header = checkHeader(record.values);
        continue;
      }
      index++;
      if (index <= resumeFrom) {
        // Already imported: only remember its email, so a later repeat is still skipped.
        const result = checkRecord(header, record);
        if (result.ok) state.seen.add(result.row.email);
        continue;
      }
      batch.push(record);
      if (batch.length >= batchRows) await flush();
    }
    await flush();
    await app.db
      .update(accountImports)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(eq(accountImports.id, importId));
  } catch (error) {
    await app.db
      .update(accountImports)
      .set({ status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(eq(accountImports.id, importId));
    throw error;
  }
}

// ---- reading imports ------------------------------------------------------------------------------

export async function loadImports(db: Queryable, ids?: number[]): Promise<AccountImport[]> {
  const rows = await db
    .select({
      row: accountImports,
      createdBy: sql<string | null>`(select email from users where users.id = ${accountImports.createdBy})`,
    })
    .from(accountImports)
    .where(ids ? inArray(accountImports.id, ids) : undefined)
    .orderBy(sql`${accountImports.id} desc`)
    .limit(ids ? ids.length : 20);
  return rows.map(({ row, createdBy }) => ({
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    preview: { create: row.previewCreate, skip: row.previewSkip, invalid: row.previewInvalid },
    sample: row.sample,
    progress: {
      processed: row.processedRows,
      total: row.totalRows,
      created: row.created,
      skipped: row.skipped,
      failed: row.failed,
    },
    error: row.error,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}
