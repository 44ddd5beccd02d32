// The landlord's tax receipts (issue 14 section 6): the list (GET landlord/tax-receipts, a declared resource)
// and each receipt or credit note as a PDF (GET landlord/tax-receipts/{id}/pdf) in the caller's language.
// Another company's document is a 404, as one that does not exist.
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error.ts';
import { resourceRoutes } from '../../../lib/resources/index.ts';
import { caller } from '../../auth/auth.http.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { loadReceiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { taxReceiptsResource } from './tax-receipts.resource.ts';

const idParams = z.object({ id: idParam });

/** "receipt-R-42.pdf", "credit-note-CN-7.pdf": only characters a filename header carries as they are. */
export const pdfFilename = (kind: string, number: string) => `${kind}-${number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');

const taxReceiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(taxReceiptsResource));

  app.get(
    '/landlord/tax-receipts/:id/pdf',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags: ['tax-receipts'],
        summary: "A receipt or credit note of the caller's company as a PDF, in the caller's language",
        params: idParams,
        // The PDF's bytes go out as they are (no response schema: it would type the reply as JSON); 401, 403 and
        // 404 answer the usual { message }.
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { companyId } = caller(request);
      const data = companyId === null ? null : await loadReceiptData(app.db, request.params.id, companyId);
      if (!data) throw notFound();
      const pdf = await renderReceiptPdf(data, request.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFilename(data.kind, data.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default taxReceiptsRoutes;
