// An outcome closes every open report of a listing, in one transaction with its effect and its audit event:
// dismiss; ask-fix (support's message emailed to the landlord); hide (the moderation hold); remove (removed,
// held, and the landlord flagged for an account review). Reporters who left an email are told the outcome in
// general words; the emails are written to the outbox in the transaction and queued once it has committed.
import type { Locale } from '@rentals/shared';
import type { ReportOutcome, ReportOutcomeResult } from '@rentals/shared/resources/support-reports';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listings, users } from '../../db/schema/index.ts';
import { auditContextOf, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { flagAccountForReview } from '../account-reviews/flag-account.ts';
import { hideListings, removeListings } from './hide-listings.ts';
import { landlordOutcomeEmail, reporterOutcomeEmail } from './report-emails.ts';
import { closeReports, lockOpenReports } from './reports.service.ts';

/** The audit resource of outcomes; the record is the listing. */
export const REPORTS_AUDIT_RESOURCE = 'listing-reports';

/** The account-review reason a removal records (account-reviews shows it). */
export const REMOVED_AFTER_REPORTS = 'listing-removed';

const asLocale = (value: string | null | undefined): Locale => (value === 'fr' ? 'fr' : 'en');

export async function applyReportOutcome(
  app: FastifyInstance,
  request: FastifyRequest,
  listingId: number,
  input: { outcome: ReportOutcome; note: string; message: string },
  locale: Locale,
): Promise<ReportOutcomeResult> {
  const audit = auditContextOf(request);
  const agentId = request.user?.id ?? null;
  const { outcome, note, message } = input;

  const { emailIds, closed, reportersEmailed, landlordEmailed } = await app.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    if (!listing) throw notFound();
    const reports = await lockOpenReports(tx, listingId);
    if (reports.length === 0) throw new HttpError(409, 'noOpenReports');

    const [landlord] = listing.ownerId
      ? await tx
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, listing.ownerId))
      : [];

    const reason = `Reported listing: ${outcome}${note ? ` (${note})` : ''}`;
    if (outcome === 'hide') await hideListings(tx, [listingId], reason, audit);
    if (outcome === 'remove') {
      await removeListings(tx, [listingId], reason, audit);
      if (landlord) {
        await flagAccountForReview(tx, {
          userId: landlord.id,
          reason: REMOVED_AFTER_REPORTS,
          note: `Listing #${listing.id} "${listing.title}" removed after ${reports.length} report(s)${note ? `: ${note}` : ''}`,
          audit,
        });
      }
    }
    await closeReports(
      tx,
      reports.map((r) => r.id),
      outcome,
      note,
      agentId,
    );
    await recordAudit(tx, audit, {
      action: outcome,
      resource: REPORTS_AUDIT_RESOURCE,
      recordId: listingId,
      changes: {
        reports: { old: reports.map((r) => r.id), new: null },
        outcome: { old: null, new: outcome },
        ...(note ? { note: { old: null, new: note } } : {}),
        ...(message ? { message: { old: null, new: message } } : {}),
      },
    });

    const ids: number[] = [];
    // The landlord: always when asked to fix it; on hide and remove when support wrote them a message.
    let landlordEmailed = false;
    if (landlord && outcome !== 'dismiss' && (outcome === 'ask-fix' || message)) {
      const content = landlordOutcomeEmail(asLocale(landlord.locale), outcome, {
        listingTitle: listing.title,
        message,
        portalUrl: `${app.config.appUrl}/portal/listings/${listing.id}`,
      });
      ids.push(await app.mail.record({ to: landlord.email, ...content }, tx));
      landlordEmailed = true;
    }
    // Each reporter once, whatever number of reports they left.
    const told = new Set<string>();
    for (const report of reports) {
      const to = report.email?.trim().toLowerCase();
      if (!to || told.has(to)) continue;
      told.add(to);
      ids.push(
        await app.mail.record({ to, ...reporterOutcomeEmail(asLocale(report.locale), listing.title, outcome) }, tx),
      );
    }
    return { emailIds: ids, closed: reports.length, reportersEmailed: told.size, landlordEmailed };
  });

  // The outcome stands whatever happens to the emails: they are in the outbox and retried from there.
  for (const id of emailIds) {
    await app.mail.queue(id).catch((error) => app.log.error({ err: error, listingId }, 'report email not queued'));
  }
  return { message: translate('reportOutcomeSaved', locale), closed, reportersEmailed, landlordEmailed };
}
