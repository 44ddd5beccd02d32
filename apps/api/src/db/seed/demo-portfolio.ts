// The demo landlord's portfolio (issue 13): their listings in the states a real portfolio has, renters'
// inquiries and the leads they made over the last 90 days in every status, each listing's (and its city's)
// daily views, favourites and inquiries, and the activity feed, so the portal has something to show after
// `npm start`.
// Deterministic (seeded random) and written straight into the tables: no email goes out.

import { inArray, sql } from 'drizzle-orm';
import { postToLedger } from '../../modules/commerce/ledger.ts';
import type { Queryable } from '../client.ts';
import { listings } from '../schema/index.ts';
import { type BulkColumn, bulkInsert, reserveIds } from './demo-bulk.ts';
import { createRandom, type Random } from './demo-random.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-words.ts';

/** Days of history the demo portfolio has: the analytics window. */
export const PORTFOLIO_DAYS = 90;
const DAY_MS = 86_400_000;

export interface PortfolioLandlord {
  id: number;
  companyId: number | null;
}

type PortfolioStatus = 'active' | 'paused' | 'draft' | 'expired';

/** Most listings live, a few paused, drafts and expired: what a landlord of 40 units has. */
export function portfolioStatus(index: number): PortfolioStatus {
  if (index % 10 === 7) return 'paused';
  if (index % 10 === 8) return 'draft';
  if (index % 20 === 9) return 'expired';
  return 'active';
}

/** The demo landlord's company starts with these credits. */
export const DEMO_CREDITS = 1000;

/** What renters write to the demo landlord (and to the bench company: bench/landlord-portfolio.ts). */
export const INQUIRY_MESSAGES = [
  'Hello, is this unit still available? I would like to book a viewing this week.',
  'Hi! We are a couple with a small dog. Are pets allowed, and is parking included?',
  'Good afternoon, I am relocating for work next month. Could I see the apartment on Saturday?',
  'Is the rent negotiable for a 2-year lease? I have excellent references.',
  'Bonjour, le logement est-il toujours disponible ? Je peux visiter en soirée.',
  'Could you tell me which utilities are included and when the unit is available?',
];

interface Lead {
  inquiryId: number;
  leadId: number;
  listingId: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  readAt: Date | null;
}

/** A lead's status by its age: old leads have moved on, most of this week's are new. */
function leadStatus(random: Random, ageDays: number): string {
  if (ageDays < 3) return random.chance(0.7) ? 'new' : 'contacted';
  if (ageDays < 14)
    return random.weighted([
      ['new', 1],
      ['contacted', 4],
      ['viewing-booked', 3],
      ['applied', 1],
    ]);
  return random.weighted([
    ['contacted', 2],
    ['viewing-booked', 1],
    ['applied', 2],
    ['closed', 5],
  ]);
}

function generateLeads(
  random: Random,
  listingIds: number[],
  firstIds: { inquiry: number[]; lead: number[] },
  now: Date,
) {
  const leads: Lead[] = [];
  for (const listingId of listingIds) {
    const count = random.int(1, 7);
    for (let n = 0; n < count; n++) {
      const ageDays = random.int(0, PORTFOLIO_DAYS - 1);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const index = leads.length;
      const status = leadStatus(random, ageDays);
      const createdAt = new Date(now.getTime() - ageDays * DAY_MS - random.int(0, DAY_MS - 1));
      leads.push({
        inquiryId: firstIds.inquiry[index] as number,
        leadId: firstIds.lead[index] as number,
        listingId,
        createdAt,
        name: `${first} ${last}`,
        email: `${first}.${last}.${index}@renter.example`.toLowerCase(),
        phone: `416-555-${String(1000 + index).slice(-4)}`,
        message: random.pick(INQUIRY_MESSAGES),
        status,
        readAt: status === 'new' && random.chance(0.6) ? null : new Date(createdAt.getTime() + 3_600_000),
      });
    }
  }
  return leads;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The rest of a city's listings, next to the demo landlord's: that many times their views and favourites. */
const CITY_SCALE = 40;
/** ... with a slightly lower conversion than theirs, so the comparison has something to say. */
const CITY_INQUIRY_SCALE = 34;

/**
 * The cities' days (the average a listing's conversion is compared with): the demo listings' days summed per
 * city and scaled up. A city day already there is kept, so running it again adds nothing.
 */
async function seedCityStats(db: Queryable, listingIds: number[]) {
  if (listingIds.length === 0) return;
  await db.execute(sql`
    insert into city_daily_stats (city_id, day, views, favourites, inquiries)
    select l.city_id, s.day, sum(s.views) * ${CITY_SCALE}, sum(s.favourites) * ${CITY_SCALE},
           sum(s.inquiries) * ${CITY_INQUIRY_SCALE}
    from listing_daily_stats s join listings l on l.id = s.listing_id
    where ${inArray(sql`s.listing_id`, listingIds)}
    group by l.city_id, s.day
    on conflict (city_id, day) do nothing`);
}

/**
 * Gives the landlord's listings (`listingIds`, in the order they were handed over) their states, leads, daily
 * figures and activity. Run once, right after the listings were handed over.
 */
export async function seedDemoPortfolio(
  db: Queryable,
  landlord: PortfolioLandlord,
  listingIds: number[],
  now = new Date(),
): Promise<{ leads: number }> {
  const random = createRandom('demo-portfolio', landlord.id);
  const statuses = listingIds.map((id, index) => ({ id, status: portfolioStatus(index) }));
  for (const status of ['active', 'paused', 'draft', 'expired'] as const) {
    const ids = statuses.filter((s) => s.status === status).map((s) => s.id);
    if (ids.length === 0) continue;
    // A draft never went live; the others did, a month ago when the generator did not say.
    const wentLive = sql`coalesce(${listings.enabledAt}, now() - interval '30 days')`;
    const live =
      status === 'draft'
        ? { enabledAt: null, firstListedAt: null }
        : { enabledAt: wentLive, firstListedAt: sql`coalesce(${listings.firstListedAt}, ${wentLive})` };
    await db
      .update(listings)
      .set({ status, ...live })
      .where(inArray(listings.id, ids));
  }
  const everLive = statuses.filter((s) => s.status !== 'draft').map((s) => s.id);

  const estimate = everLive.length * 7;
  const [inquiryIds, leadIds] = await Promise.all([
    reserveIds(db, 'inquiries', estimate),
    reserveIds(db, 'leads', estimate),
  ]);
  const leads = generateLeads(random, everLive, { inquiry: inquiryIds, lead: leadIds }, now);
  const inquiryColumns: BulkColumn<Lead>[] = [
    { name: 'id', type: 'int', value: (l) => l.inquiryId },
    { name: 'listing_id', type: 'int', value: (l) => l.listingId },
    { name: 'name', type: 'text', value: (l) => l.name },
    { name: 'email', type: 'text', value: (l) => l.email },
    { name: 'phone', type: 'text', value: (l) => l.phone },
    { name: 'message', type: 'text', value: (l) => l.message },
    { name: 'created_at', type: 'text', castTo: 'timestamptz', value: (l) => l.createdAt.toISOString() },
  ];
  await bulkInsert(db, 'inquiries', inquiryColumns, leads, { overridingIds: true });
  const leadColumns: BulkColumn<Lead>[] = [
    { name: 'id', type: 'int', value: (l) => l.leadId },
    { name: 'inquiry_id', type: 'int', value: (l) => l.inquiryId },
    { name: 'listing_id', type: 'int', value: (l) => l.listingId },
    { name: 'company_id', type: 'int', value: () => landlord.companyId },
    { name: 'owner_id', type: 'int', value: () => landlord.id },
    { name: 'status', type: 'text', value: (l) => l.status },
    { name: 'read_at', type: 'text', castTo: 'timestamptz', value: (l) => l.readAt?.toISOString() ?? null },
    { name: 'created_at', type: 'text', castTo: 'timestamptz', value: (l) => l.createdAt.toISOString() },
    { name: 'updated_at', type: 'text', castTo: 'timestamptz', value: (l) => (l.readAt ?? l.createdAt).toISOString() },
  ];
  await bulkInsert(db, 'leads', leadColumns, leads, { overridingIds: true });
  const activityColumns: BulkColumn<Lead>[] = [
    { name: 'company_id', type: 'int', value: () => landlord.companyId },
    { name: 'owner_id', type: 'int', value: () => landlord.id },
    { name: 'kind', type: 'text', value: () => 'lead-received' },
    { name: 'listing_id', type: 'int', value: (l) => l.listingId },
    { name: 'lead_id', type: 'int', value: (l) => l.leadId },
    { name: 'details', type: 'text', castTo: 'jsonb', value: (l) => JSON.stringify({ renterName: l.name }) },
    { name: 'created_at', type: 'text', castTo: 'timestamptz', value: (l) => l.createdAt.toISOString() },
  ];
  await bulkInsert(db, 'landlord_activities', activityColumns, leads);

  // Each listing's days: views with a weekly rhythm, a few favourites, and the day's inquiries from above.
  const inquiriesByDay = new Map<string, number>();
  for (const lead of leads) {
    const key = `${lead.listingId}/${day(lead.createdAt)}`;
    inquiriesByDay.set(key, (inquiriesByDay.get(key) ?? 0) + 1);
  }
  type Stat = { listingId: number; day: string; views: number; favourites: number; inquiries: number };
  const stats: Stat[] = [];
  for (const listingId of everLive) {
    const popularity = random.between(0.5, 2);
    for (let age = 0; age < PORTFOLIO_DAYS; age++) {
      const date = new Date(now.getTime() - age * DAY_MS);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
      const inquiries = inquiriesByDay.get(`${listingId}/${day(date)}`) ?? 0;
      const views = Math.round(random.int(2, 25) * popularity * (weekend ? 1.4 : 1)) + inquiries * 3;
      stats.push({ listingId, day: day(date), views, favourites: random.chance(0.15) ? 1 : 0, inquiries });
    }
  }
  const statColumns: BulkColumn<Stat>[] = [
    { name: 'listing_id', type: 'int', value: (s) => s.listingId },
    { name: 'day', type: 'text', castTo: 'date', value: (s) => s.day },
    { name: 'views', type: 'int', value: (s) => s.views },
    { name: 'favourites', type: 'int', value: (s) => s.favourites },
    { name: 'inquiries', type: 'int', value: (s) => s.inquiries },
  ];
  await bulkInsert(db, 'listing_daily_stats', statColumns, stats);
  // The listings' running totals agree with their days.
  await db.execute(sql`
    update listings l set view_count = s.views, inquiry_count = s.inquiries
    from (select listing_id, sum(views)::int as views, sum(inquiries)::int as inquiries
          from listing_daily_stats where ${inArray(sql`listing_id`, everLive.length > 0 ? everLive : [0])}
          group by listing_id) s
    where l.id = s.listing_id`);
  await seedCityStats(db, everLive);
  // Credits to publish and feature with, given through the ledger like any staff adjustment.
  const { companyId } = landlord;
  if (companyId !== null) {
    await db.transaction((tx) =>
      postToLedger(tx, {
        companyId,
        amount: DEMO_CREDITS,
        reason: 'adjustment',
        idempotencyKey: `demo:welcome-credits:${companyId}`,
        note: 'Welcome credits (demo data)',
      }),
    );
  }
  return { leads: leads.length };
}
