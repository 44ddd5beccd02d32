// account-import: routes (issue 16). Registered in modules/index.ts.
// Support uploads a CSV of landlords and companies (POST /api/support/account-imports, through the one upload
// path), reads its preview (counts, first rows, a page of problems at a time), then starts the import: one
// pg-boss job whose progress the page polls. Each new landlord is emailed a claim link; the public
// /api/claim-account/{token} routes show who it is for and let them set a password and accept the terms.
import { Readable } from 'node:stream';
import { pagedSchema, pageMeta } from '@rentals/shared';
import {
  accountImportProblemSchema,
  accountImportProblemsQuerySchema,
  accountImportSchema,
  claimAccountSchema,
  claimInfoSchema,
  claimTokenParam,
  problemMessage,
} from '@rentals/shared/resources/account-import';
import { idParam } from '@rentals/shared/resources/site';
import { signedInResponseSchema } from '@rentals/shared/resources/two-factor';
import { UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountImportProblems, accountImports } from '../../db/schema/index.ts';
import { auditContextOf, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { STAFF_ACCESS } from '../../lib/staff-access.ts';
import { readUploadedFile, storeUpload } from '../../lib/uploads/receive-upload.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import {
  ACCOUNT_IMPORT_QUEUE,
  checkFileHeader,
  loadImports,
  previewImport,
  runImport,
} from './account-import.service.ts';
import { claimAccount, claimInfo } from './claim.service.ts';

const TEN_MINUTES = 10 * 60_000;
const idParams = z.object({ id: idParam });
const tags = ['account-import'];

const accountImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ importId: number }>(ACCOUNT_IMPORT_QUEUE, ({ importId }) => runImport(app, importId), {
    retryLimit: 3,
  });

  async function loadImport(id: number) {
    const [found] = await loadImports(app.db, [id]);
    if (!found) throw notFound();
    return found;
  }

  app.post(
    '/support/account-imports',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags,
        summary: 'Upload a CSV of landlords and companies and preview it (nothing is imported yet)',
        description:
          `multipart/form-data with the CSV in the field "file" (at most ${UPLOAD_KINDS['csv-import'].maxMegabytes} MB, ` +
          'UTF-8). Columns: email, first_name, last_name, company_name (required), phone, website, company_phone, ' +
          'address, address_cont, city, province, postal_code. A missing, unknown or repeated column is a 422 on ' +
          'file. The answer counts the rows that will create an account, be skipped or are invalid.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: accountImportSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request, 'csv-import');
      // The header first: a file with a wrong header is refused before anything is stored.
      if (file.bytes.length > 0) await checkFileHeader(Readable.from([file.bytes]));
      const audit = auditContextOf(request);
      const upload = await storeUpload(app, audit, 'csv-import', file);
      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accountImports)
          .values({ uploadId: upload.id, fileName: upload.originalName, createdBy: caller(request).id })
          .returning({ id: accountImports.id });
        if (!created) throw new Error('the import row was not written');
        const counts = await previewImport(app, tx, created.id, upload.key);
        await recordAudit(tx, audit, {
          action: 'create',
          resource: 'account-imports',
          recordId: created.id,
          changes: {
            fileName: { old: null, new: upload.originalName },
            totalRows: { old: null, new: counts.total },
            preview: { old: null, new: { create: counts.create, skip: counts.skip, invalid: counts.invalid } },
          },
        });
        return created.id;
      });
      return reply.status(201).send(await loadImport(id));
    },
  );

  app.get(
    '/support/account-imports',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags,
        summary: 'The 20 latest account imports, newest first',
        response: { 200: z.object({ data: z.array(accountImportSchema) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await loadImports(app.db) }),
  );

  app.get(
    '/support/account-imports/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags,
        summary: 'One import: its preview counts, first rows and the job progress (the page polls it)',
        params: idParams,
        response: { 200: accountImportSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => loadImport(request.params.id),
  );

  app.get(
    '/support/account-imports/:id/problems',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags,
        summary: "The preview's problems, by line, a page at a time (severity=error: rows not imported)",
        params: idParams,
        querystring: accountImportProblemsQuerySchema,
        response: { 200: pagedSchema(accountImportProblemSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = await loadImport(request.params.id);
      const { page, perPage, severity } = request.query;
      const where = and(
        eq(accountImportProblems.importId, id),
        severity ? eq(accountImportProblems.severity, severity) : undefined,
      );
      const [total] = await app.db
        .select({ n: count().mapWith(Number) })
        .from(accountImportProblems)
        .where(where);
      const rows = await app.db
        .select()
        .from(accountImportProblems)
        .where(where)
        .orderBy(asc(accountImportProblems.line), asc(accountImportProblems.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        data: rows.map((p) => ({
          id: p.id,
          line: p.line,
          column: p.column,
          rule: p.rule,
          severity: p.severity,
          message: problemMessage(p, request.locale),
        })),
        meta: pageMeta(page, perPage, total?.n ?? 0),
      };
    },
  );

  app.post(
    '/support/account-imports/:id/start',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags,
        summary: 'Start the import (one background job) or resume one that failed; poll GET for progress',
        params: idParams,
        response: { 202: accountImportSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(accountImports).where(eq(accountImports.id, id)).for('update');
        if (!current) throw notFound();
        if (current.status !== 'previewed' && current.status !== 'failed') {
          throw new HttpError(409, 'importNotStartable');
        }
        if (current.status === 'previewed' && current.previewCreate === 0) {
          throw new HttpError(422, 'importNothingToCreate');
        }
        await tx
          .update(accountImports)
          .set({ status: 'queued', startedBy: user.id, startedAt: current.startedAt ?? new Date(), error: null })
          .where(eq(accountImports.id, id));
        await recordAudit(tx, auditContextOf(request), {
          action: current.status === 'failed' ? 'resume' : 'start',
          resource: 'account-imports',
          recordId: id,
          changes: { status: { old: current.status, new: 'queued' } },
        });
      });
      try {
        await app.jobs.send(
          ACCOUNT_IMPORT_QUEUE,
          { importId: id },
          { singletonKey: `account-import-${id}`, expireInSeconds: 3600 },
        );
      } catch (error) {
        // Inline mode runs the job here: its failure is on the import (status failed, error), not this answer.
        if (app.jobs.boss) throw error;
        request.log.error({ err: error }, 'account import failed');
      }
      return reply.status(202).send(await loadImport(id));
    },
  );

  app.get(
    '/claim-account/:token',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: TEN_MINUTES } },
      schema: {
        tags,
        summary: 'Who an emailed claim link is for; 404 when it is unknown, used or expired',
        params: z.object({ token: claimTokenParam }),
        response: { 200: claimInfoSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => claimInfo(app, request.params.token),
  );

  app.post(
    '/claim-account/:token',
    {
      config: { access: 'public', csrf: true, rateLimit: { max: 10, timeWindow: TEN_MINUTES } },
      schema: {
        tags,
        summary: 'Claim an imported account: set the password, accept the terms; signs in (the link works once)',
        params: z.object({ token: claimTokenParam }),
        body: claimAccountSchema,
        response: { 200: signedInResponseSchema, ...errorResponses(403, 404, 422, 429) },
      },
    },
    async (request) => claimAccount(app, request.params.token, request.body.password, auditContextOf(request)),
  );
};

export default accountImportRoutes;
