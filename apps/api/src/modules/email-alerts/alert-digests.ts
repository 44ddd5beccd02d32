// The alert jobs: for every saved search of a frequency (not paused, its renter not unsubscribed), the active
// listings matching it that went live since it was created and were never emailed for it, as one digest.
//
// Nothing is sent twice: the listings are claimed in alert_sent_listings (primary key: search and listing)
// with ON CONFLICT DO NOTHING RETURNING, and the outbox row is written in the same transaction from exactly
// the rows this run claimed. Two workers running the same job at once each claim only what the other did
// not; the one that claims nothing writes no email. Delivery is queued after the commit.
import {
  type AlertFrequency,
  DIGEST_MAX_LISTINGS,
  savedSearchCriteriaSchema,
} from '@rentals/shared/resources/email-alerts';
import { and, asc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { alertSentListings, renterProfiles, savedSearches, users } from '../../db/schema/index.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import { fromSource, NEWEST, searchSource } from '../search/search.query.ts';
import { loadSeoSettings } from '../seo/seo-settings.ts';
import { type AlertRecipient, newListingsEmail, type SiteContext } from './alert-emails.ts';

/** Every 10 minutes; daily at 13:00 UTC (morning in North America); weekly on Fridays, before the weekend. */
export const ALERT_CRONS: Record<AlertFrequency, string> = {
  instant: '*/10 * * * *',
  daily: '0 13 * * *',
  weekly: '0 13 * * 5',
};
export const alertQueue = (frequency: AlertFrequency) => `alerts.${frequency}`;

/** New matches claimed by one digest at most; the email shows DIGEST_MAX_LISTINGS and "and N more". */
const DIGEST_CLAIM_MAX = 500;
/**
 * A listing counts as new when it went live after the search was created; the jobs look back from the last
 * check by this much more, so a listing whose enabled_at was set just before a run but committed after it is
 * still found next time (the sent table keeps it from being sent twice).
 */
const LOOKBACK_MS = 24 * 60 * 60_000;
/** Rows a job reads per query (see inIdBatches). */
export const BATCH = 200;

const targetColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  criteria: savedSearches.criteria,
  searchPath: savedSearches.searchPath,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  checkedUntil: savedSearches.checkedUntil,
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  userHash: users.userHash,
  unsubscribedAt: renterProfiles.alertsUnsubscribedAt,
};

/** Renters who may receive alerts: not suspended, not unsubscribed (no profile row: never unsubscribed). */
export const mayReceiveAlerts = and(ne(users.status, 'suspended'), isNull(renterProfiles.alertsUnsubscribedAt));

function targets(app: FastifyInstance) {
  return app.db
    .select(targetColumns)
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(renterProfiles, eq(renterProfiles.userId, savedSearches.userId));
}

/** A saved search as a digest needs it: the search and its renter. */
type AlertTarget = Awaited<ReturnType<typeof targets>>[number];

/** One alert of the renter's, with whether their alerts are on; null when it is not theirs. */
export async function findTarget(app: FastifyInstance, userId: number, id: number) {
  const [row] = await targets(app).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export async function siteContext(app: FastifyInstance): Promise<SiteContext> {
  const settings = await loadSeoSettings(app.db);
  return { appUrl: app.config.appUrl, siteName: settings.siteName, region: settings.region };
}

/**
 * 'scheduled': what went live since the search was created (looking back from the last check), up to
 * DIGEST_CLAIM_MAX; 'now' (Send now): the newest matches not yet sent, whenever they went live, up to the cap.
 */
export type DigestMode = 'scheduled' | 'now';

/**
 * Emails one saved search's new listings, if any. Answers how many listings the email announced (0: no email).
 */
export async function sendDigest(
  app: FastifyInstance,
  target: AlertTarget,
  mode: DigestMode,
  site?: SiteContext,
): Promise<number> {
  const parsed = savedSearchCriteriaSchema.safeParse(target.criteria);
  if (!parsed.success) {
    app.log.warn({ savedSearchId: target.id, issues: parsed.error.issues }, 'saved search criteria no longer valid');
    return 0;
  }
  const startedAt = new Date();
  const source = searchSource(parsed.data);
  const table = sql.identifier(source.table);
  const notSent = sql`not exists (select 1 from alert_sent_listings s where s.saved_search_id = ${target.id} and s.listing_id = ${table}.id)`;
  const conditions: SQL[] = [source.where, notSent];
  if (mode === 'scheduled') {
    const since = new Date(Math.max(target.createdAt.getTime(), target.checkedUntil.getTime() - LOOKBACK_MS));
    conditions.push(sql`enabled_at > ${since.toISOString()}::timestamptz`);
  }
  /** A scheduled run that emails nothing still moves the search's check forward. */
  const nothingToSend = async () => {
    if (mode === 'scheduled') {
      await app.db.update(savedSearches).set({ checkedUntil: startedAt }).where(eq(savedSearches.id, target.id));
    }
    return 0;
  };
  const limit = mode === 'scheduled' ? DIGEST_CLAIM_MAX : DIGEST_MAX_LISTINGS;
  const candidates = await queryRows<{ id: number }>(
    app.db,
    sql`select id ${fromSource({ ...source, where: sql.join(conditions, sql` and `) })} order by ${NEWEST} limit ${limit}`,
  );

  if (candidates.length === 0) return nothingToSend();

  const context = site ?? (await siteContext(app));
  const permalink = await listingsPermalink(app.db);
  const newestFirst = candidates.map((c) => c.id);
  const recipient: AlertRecipient = { firstName: target.firstName, locale: target.locale, userHash: target.userHash };

  const claimed = await app.db.transaction(async (tx) => {
    // Claimed in id order, so two runs at once take their row locks in the same order.
    const rows = await tx
      .insert(alertSentListings)
      .values([...newestFirst].sort((a, b) => a - b).map((listingId) => ({ savedSearchId: target.id, listingId })))
      .onConflictDoNothing()
      .returning({ listingId: alertSentListings.listingId });
    const mine = new Set(rows.map((row) => row.listingId));
    const ids = newestFirst.filter((id) => mine.has(id));
    if (ids.length === 0) return null;

    const cards = await loadCards(tx, ids.slice(0, DIGEST_MAX_LISTINGS), { permalink });
    if (cards.length === 0) return null; // every one was taken down meanwhile: nothing to tell
    const email = newListingsEmail(recipient, context, {
      alertName: target.name,
      frequency: target.frequency,
      searchPath: target.searchPath,
      cards,
      more: Math.max(0, ids.length - DIGEST_MAX_LISTINGS),
    });
    const emailId = await app.mail.record({ to: target.email, ...email }, tx);
    await tx
      .update(alertSentListings)
      .set({ emailId })
      .where(and(eq(alertSentListings.savedSearchId, target.id), inArray(alertSentListings.listingId, ids)));
    await tx
      .update(savedSearches)
      .set({ lastSentAt: startedAt, ...(mode === 'scheduled' ? { checkedUntil: startedAt } : {}) })
      .where(eq(savedSearches.id, target.id));
    return { emailId, count: ids.length };
  });

  if (!claimed) return nothingToSend();
  await app.mail.queue(claimed.emailId);
  return claimed.count;
}

export interface AlertRunSummary {
  searches: number;
  emails: number;
  listings: number;
  failed: number;
}

/** One run of a frequency's job: every due saved search, in id order, a batch at a time. */
export async function runAlerts(app: FastifyInstance, frequency: AlertFrequency): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { searches: 0, emails: 0, listings: 0, failed: 0 };
  const site = await siteContext(app);
  const due = (after: number) =>
    targets(app)
      .where(
        and(
          eq(savedSearches.frequency, frequency),
          eq(savedSearches.paused, false),
          gt(savedSearches.id, after),
          mayReceiveAlerts,
        ),
      )
      .orderBy(asc(savedSearches.id))
      .limit(BATCH);
  await inIdBatches(due, async (target) => {
    summary.searches++;
    try {
      const sent = await sendDigest(app, target, 'scheduled', site);
      if (sent > 0) {
        summary.emails++;
        summary.listings += sent;
      }
    } catch (err) {
      // One failing search must not hold back everyone else's; it is tried again next run.
      summary.failed++;
      app.log.error({ err, savedSearchId: target.id }, 'email alert failed');
    }
  });
  return summary;
}

/**
 * Walks rows in id order, `load(after)` answering the next batch (at most BATCH rows with id > after), and
 * calls `each` on every row: the jobs never hold more than one batch in memory.
 */
export async function inIdBatches<T extends { id: number }>(
  load: (after: number) => Promise<T[]>,
  each: (row: T) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await load(after);
    for (const row of batch) await each(row);
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.id;
  }
}
