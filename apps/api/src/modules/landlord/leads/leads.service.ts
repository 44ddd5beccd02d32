// A landlord's work on one lead: open it (read once), change its status or notes, delete it, reply by email.
// Every query is scoped by visibleLeads (ownedBy): another account's lead is 404. Each write runs in one
// transaction with its audit event and its activity-feed row.
import type { Locale } from '@rentals/shared';
import { fullName } from '@rentals/shared/format';
import type { LandlordLeadDetail, LeadReplyInput, UpdateLeadInput } from '@rentals/shared/resources/landlord-leads';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable, Tx } from '../../../db/client.ts';
import { inquiries, leadReplies, leads, listings, users } from '../../../db/schema/index.ts';
import { type AuditContext, changedFields, recordAudit } from '../../../lib/audit.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { notFound } from '../../../lib/http-error.ts';
import { entitiesByIds } from '../../../lib/resources/list.ts';
import { recordActivity } from '../dashboard/activities.ts';
import { leadReplyEmail } from './leads.emails.ts';
import { leadsResource, visibleLeads } from './leads.resource.ts';

type Owner = Pick<AuthUser, 'id' | 'companyId'>;

/** The lead's own columns, locked for the write, or 404 outside the caller's scope. */
async function lockedLead(tx: Tx, user: Owner, id: number) {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), visibleLeads(user)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** GET landlord/leads/{id}: the lead in full; the first opening by the account marks it read. */
export async function openLead(db: Queryable, user: Owner, id: number): Promise<LandlordLeadDetail> {
  const [entity] = await entitiesByIds(db, leadsResource, user as AuthUser, [id]);
  if (!entity) throw notFound();
  // Only the first opening sets it (read_at is null in the condition): later ones leave the date alone.
  await db
    .update(leads)
    .set({ readAt: sql`now()` })
    .where(and(eq(leads.id, id), isNull(leads.readAt)));
  return leadDetail(db, user, id);
}

/** The lead's detail as it is now (no side effect). */
export async function leadDetail(db: Queryable, user: Owner, id: number): Promise<LandlordLeadDetail> {
  const [entity] = await entitiesByIds(db, leadsResource, user as AuthUser, [id]);
  if (!entity) throw notFound();
  const [row] = await db
    .select({ message: inquiries.message, moveInDate: inquiries.moveInDate, notes: leads.notes, readAt: leads.readAt })
    .from(leads)
    .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .where(eq(leads.id, id));
  const replies = await db
    .select({
      id: leadReplies.id,
      body: leadReplies.body,
      createdAt: leadReplies.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leadReplies)
    .leftJoin(users, eq(users.id, leadReplies.authorId))
    .where(eq(leadReplies.leadId, id))
    .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id));
  return {
    ...entity,
    read: row?.readAt != null,
    message: row?.message ?? '',
    moveInDate: row?.moveInDate ?? null,
    notes: row?.notes ?? '',
    readAt: row?.readAt?.toISOString() ?? null,
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      authorName: r.firstName === null ? null : fullName(r) || null,
    })),
  };
}

export async function unreadLeadCount(db: Queryable, user: Owner): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(leads)
    .where(and(visibleLeads(user), isNull(leads.readAt)));
  return row?.count ?? 0;
}

interface WriteContext {
  user: AuthUser;
  audit: AuditContext;
}

/** PATCH landlord/leads/{id}: status and notes; a no-op writes no audit event and no activity. */
export async function updateLead(app: FastifyInstance, ctx: WriteContext, id: number, input: UpdateLeadInput) {
  await app.db.transaction(async (tx) => {
    const before = await lockedLead(tx, ctx.user, id);
    const after = { status: input.status ?? before.status, notes: input.notes ?? before.notes };
    // The notes are the landlord's private words: their change is logged, never their text.
    const changes = changedFields({ status: before.status, notes: before.notes }, after, ['notes']);
    if (Object.keys(changes).length === 0) return;
    await tx.update(leads).set(after).where(eq(leads.id, id));
    await recordAudit(tx, ctx.audit, { action: 'update', resource: 'leads', recordId: id, changes });
    const activity = { companyId: before.companyId, ownerId: before.ownerId, actorId: ctx.user.id, leadId: id };
    if (after.status !== before.status) {
      await recordActivity(tx, {
        ...activity,
        kind: 'lead-status-changed',
        listingId: before.listingId,
        details: { from: before.status, to: after.status },
      });
    }
    if (after.notes !== before.notes) {
      await recordActivity(tx, { ...activity, kind: 'lead-notes-changed', listingId: before.listingId });
    }
  });
  return leadDetail(app.db, ctx.user, id);
}

/** DELETE landlord/leads/{id}: gone from the inbox (the renter's inquiry stays theirs). */
export async function deleteLead(app: FastifyInstance, ctx: WriteContext, id: number) {
  await app.db.transaction(async (tx) => {
    const before = await lockedLead(tx, ctx.user, id);
    await tx.update(leads).set({ deletedAt: sql`now()` }).where(eq(leads.id, id));
    await recordAudit(tx, ctx.audit, {
      action: 'delete',
      resource: 'leads',
      recordId: id,
      changes: { deletedAt: { old: null, new: new Date().toISOString() } },
    });
    await recordActivity(tx, {
      companyId: before.companyId,
      ownerId: before.ownerId,
      actorId: ctx.user.id,
      kind: 'lead-deleted',
      listingId: before.listingId,
      leadId: id,
    });
  });
}

/**
 * POST landlord/leads/{id}/reply: emails the renter (Reply-To the landlord), logs the reply on the lead and
 * moves a new lead to contacted. The outbox row is written in the transaction and queued after the commit.
 */
export async function replyToLead(
  app: FastifyInstance,
  ctx: WriteContext,
  id: number,
  input: LeadReplyInput,
  locale: Locale,
) {
  const emailId = await app.db.transaction(async (tx) => {
    const lead = await lockedLead(tx, ctx.user, id);
    const [facts] = await tx
      .select({
        renterName: inquiries.name,
        renterEmail: inquiries.email,
        renterLocale: users.locale,
        listingTitle: listings.title,
      })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .leftJoin(users, eq(users.id, inquiries.userId))
      .where(eq(inquiries.id, lead.inquiryId));
    const [landlord] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    if (!facts || !landlord) throw notFound();
    const content = leadReplyEmail(
      {
        renterName: facts.renterName,
        landlordName: fullName(landlord) || landlord.email,
        listingTitle: facts.listingTitle,
        message: input.message,
      },
      facts.renterLocale ?? locale,
    );
    const outboxId = await app.mail.record({ to: facts.renterEmail, replyTo: landlord.email, ...content }, tx);
    const [reply] = await tx
      .insert(leadReplies)
      .values({ leadId: id, authorId: ctx.user.id, body: input.message, emailId: outboxId })
      .returning({ id: leadReplies.id });
    const changes: Record<string, { old: unknown; new: unknown }> = { replyId: { old: null, new: reply?.id ?? null } };
    if (lead.status === 'new') {
      await tx.update(leads).set({ status: 'contacted' }).where(eq(leads.id, id));
      changes.status = { old: 'new', new: 'contacted' };
    }
    await recordAudit(tx, ctx.audit, { action: 'reply', resource: 'leads', recordId: id, changes });
    await recordActivity(tx, {
      companyId: lead.companyId,
      ownerId: lead.ownerId,
      actorId: ctx.user.id,
      kind: 'lead-replied',
      listingId: lead.listingId,
      leadId: id,
      details: { renterName: facts.renterName },
    });
    return outboxId;
  });
  await app.mail.queue(emailId);
  return leadDetail(app.db, ctx.user, id);
}
