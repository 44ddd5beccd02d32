// The landlord's leads inbox: list filters, opening (read once), status and notes, delete, reply by email,
// the unread count, the CSV export, validation in English and French, and ownership: a landlord of another
// company and a landlord without one get 404 on every endpoint for the first account's lead.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  inquiries,
  landlordActivities,
  leadReplies,
  leads,
  outboundEmails,
  users,
} from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';

type Login = Awaited<ReturnType<TestApp['loginAs']>>;

let t: TestApp;
let place: TestPlace;
let owner: Login; // landlord of company A
let colleague: Login; // another landlord of company A
let rival: Login; // landlord of company B
let solo: Login; // landlord without a company
const ids: Record<string, number> = {};
let loftId: number;
let cottageId: number;

async function addLead(
  key: string,
  listing: { id: number; companyId: number | null; ownerId: number | null },
  values: { name: string; createdAt: string; message?: string; status?: 'new' | 'contacted'; deleted?: boolean },
) {
  const createdAt = new Date(values.createdAt);
  const [inquiry] = await t.db
    .insert(inquiries)
    .values({
      listingId: listing.id,
      name: values.name,
      email: `${values.name.split(' ')[0]?.toLowerCase()}@example.test`,
      phone: '250-555-0100',
      moveInDate: '2027-01-01',
      message: values.message ?? `Hello from ${values.name}`,
      createdAt,
    })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({
      inquiryId: inquiry?.id as number,
      listingId: listing.id,
      companyId: listing.companyId,
      ownerId: listing.ownerId,
      status: values.status ?? 'new',
      createdAt,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning();
  ids[key] = lead?.id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Leadsville' });
  owner = await t.loginAs('Landlord', { firstName: 'Olive', lastName: 'Owner' });
  colleague = await t.loginAs('Landlord');
  await t.db.update(users).set({ companyId: owner.user.companyId }).where(eq(users.id, colleague.user.id));
  rival = await t.loginAs('Landlord');
  solo = await t.loginAs('Landlord', { companyName: undefined });

  const mine = { companyId: owner.user.companyId, ownerId: owner.user.id };
  const loft = await createListing(t.db, place, { title: 'Lake loft', ...mine });
  const cottage = await createListing(t.db, place, { title: 'Cottage', ...mine });
  const rivals = await createListing(t.db, place, { companyId: rival.user.companyId, ownerId: rival.user.id });
  const solos = await createListing(t.db, place, { companyId: null, ownerId: solo.user.id });
  loftId = loft.id;
  cottageId = cottage.id;
  await addLead('early', loft, { name: 'Early Bird', createdAt: '2026-03-01T00:00:00Z', status: 'contacted' });
  await addLead('formula', cottage, {
    name: 'Fiona Formula',
    createdAt: '2026-03-02T12:00:00Z',
    message: '=HYPERLINK("http://evil.test")',
  });
  await addLead('late', loft, { name: 'Late Larry', createdAt: '2026-03-03T23:59:59Z' });
  await addLead('deleted', loft, { name: 'Gone Gina', createdAt: '2026-03-02T08:00:00Z', deleted: true });
  await addLead('rivals', rivals, { name: 'Rita Rival', createdAt: '2026-03-02T09:00:00Z' });
  await addLead('solos', solos, { name: 'Sam Solo', createdAt: '2026-03-02T10:00:00Z' });
});
afterAll(() => t.close());

const get = (url: string, who: Login = owner, lang = 'en') =>
  t.call('GET', url, { headers: { ...who.headers, 'accept-language': lang } });
const keysOf = (res: { json: () => { data: { id: number }[] } }) =>
  res.json().data.map((l) => Object.keys(ids).find((k) => ids[k] === l.id));

describe('GET /api/landlord/leads', () => {
  it("lists the account's leads newest first, for every landlord of the company, without deleted ones", async () => {
    const res = await get('/api/landlord/leads');
    expect(res.statusCode).toBe(200);
    expect(keysOf(res)).toEqual(['late', 'formula', 'early']);
    expect(res.json().data[0]).toEqual({
      id: ids.late,
      createdAt: '2026-03-03T23:59:59.000Z',
      name: 'Late Larry',
      email: 'late@example.test',
      phone: '250-555-0100',
      excerpt: 'Hello from Late Larry',
      listing: { id: loftId, title: 'Lake loft' },
      status: 'new',
      read: false,
    });
    expect(keysOf(await get('/api/landlord/leads', colleague))).toEqual(['late', 'formula', 'early']);
    expect(keysOf(await get('/api/landlord/leads', solo))).toEqual(['solos']);
  });

  it('filters by status, listing, days (inclusive, UTC) and q on the name, email and message', async () => {
    expect(keysOf(await get('/api/landlord/leads?status=contacted'))).toEqual(['early']);
    expect(keysOf(await get(`/api/landlord/leads?listingId=${cottageId}`))).toEqual(['formula']);
    expect(keysOf(await get('/api/landlord/leads?from=2026-03-02&to=2026-03-03'))).toEqual(['late', 'formula']);
    expect(keysOf(await get('/api/landlord/leads?to=2026-03-01'))).toEqual(['early']);
    expect(keysOf(await get('/api/landlord/leads?q=HYPERLINK'))).toEqual(['formula']);
    expect(keysOf(await get('/api/landlord/leads?q=late@'))).toEqual(['late']);
    expect(keysOf(await get('/api/landlord/leads?q=Rita'))).toEqual([]);
  });

  it('refuses bad filters with the field named, in English and French', async () => {
    const en = await get('/api/landlord/leads?status=won&from=2026-02-30');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      status: ['The selected status is invalid.'],
      from: ['The from field must be a valid date.'],
    });
    const fr = await get('/api/landlord/leads?listingId=abc', owner, 'fr');
    expect(fr.statusCode).toBe(422);
    expect(Object.keys(fr.json().errors)).toEqual(['listingId']);
    expect(fr.json().errors.listingId[0]).toContain('annonce');
  });
});

describe('GET /api/landlord/leads/:id and unread-count', () => {
  it('answers the lead in full and marks it read once; the unread count follows', async () => {
    expect((await get('/api/landlord/leads/unread-count')).json()).toEqual({ count: 3 });
    const first = await get(`/api/landlord/leads/${ids.early}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: ids.early,
      message: 'Hello from Early Bird',
      moveInDate: '2027-01-01',
      notes: '',
      read: true,
      replies: [],
      listing: { id: loftId, title: 'Lake loft' },
    });
    const readAt = first.json().readAt;
    expect(readAt).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await get(`/api/landlord/leads/${ids.early}`, colleague)).json().readAt).toBe(readAt);
    expect((await get('/api/landlord/leads/unread-count')).json()).toEqual({ count: 2 });
    expect((await get('/api/landlord/leads/unread-count', colleague)).json()).toEqual({ count: 2 });
    expect((await get('/api/landlord/leads/unread-count', solo)).json()).toEqual({ count: 1 });
  });
});

describe('PATCH /api/landlord/leads/:id', () => {
  it('changes status and notes with an audit event (notes redacted) and activities without the notes', async () => {
    const res = await t.call('PATCH', `/api/landlord/leads/${ids.late}`, {
      headers: owner.headers,
      body: { status: 'viewing-booked', notes: 'Seems reliable; call after 5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'viewing-booked', notes: 'Seems reliable; call after 5' });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'leads'), eq(auditEvents.recordId, String(ids.late))))
      .orderBy(desc(auditEvents.id));
    expect(audit).toMatchObject({ action: 'update', actorId: owner.user.id });
    expect(audit?.changes).toEqual({
      status: { old: 'new', new: 'viewing-booked' },
      notes: { old: '[redacted]', new: '[redacted]' },
    });
    const feed = await t.db
      .select()
      .from(landlordActivities)
      .where(eq(landlordActivities.leadId, ids.late as number));
    expect(feed.map((a) => [a.kind, a.details])).toEqual([
      ['lead-status-changed', { from: 'new', to: 'viewing-booked' }],
      ['lead-notes-changed', {}],
    ]);
    expect(JSON.stringify(feed)).not.toContain('reliable');
  });

  it('refuses a bad status or unknown field, in English and French', async () => {
    const en = await t.call('PATCH', `/api/landlord/leads/${ids.late}`, {
      headers: owner.headers,
      body: { status: 'won', notes: 'x'.repeat(5001) },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      status: ['The selected status is invalid.'],
      notes: ['The notes field must not be greater than 5000 characters.'],
    });
    const fr = await t.call('PATCH', `/api/landlord/leads/${ids.late}`, {
      headers: { ...owner.headers, 'accept-language': 'fr' },
      body: { status: 'won' },
    });
    expect(fr.json().errors).toEqual({ status: ["Le champ statut sélectionné n'est pas valide."] });
    const unknown = await t.call('PATCH', `/api/landlord/leads/${ids.late}`, {
      headers: owner.headers,
      body: { companyId: 1 },
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('POST /api/landlord/leads/:id/reply', () => {
  it('emails the renter once with Reply-To the landlord, logs the reply and moves a new lead to contacted', async () => {
    const res = await t.call('POST', `/api/landlord/leads/${ids.formula}/reply`, {
      headers: owner.headers,
      body: { message: 'Come by Saturday at 10.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'contacted',
      replies: [{ body: 'Come by Saturday at 10.', authorName: 'Olive Owner' }],
    });
    const sent = await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, 'fiona@example.test'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: 'lead-reply', replyTo: owner.user.email, status: 'sent' });
    expect(sent[0]?.text).toContain('Come by Saturday at 10.');
    const [reply] = await t.db
      .select()
      .from(leadReplies)
      .where(eq(leadReplies.leadId, ids.formula as number));
    expect(reply).toMatchObject({ authorId: owner.user.id, emailId: sent[0]?.id });
    const kinds = await t.db
      .select({ kind: landlordActivities.kind })
      .from(landlordActivities)
      .where(eq(landlordActivities.leadId, ids.formula as number));
    expect(kinds).toEqual([{ kind: 'lead-replied' }]);
  });

  it('refuses an empty message, in English and French', async () => {
    const url = `/api/landlord/leads/${ids.formula}/reply`;
    const en = await t.call('POST', url, { headers: owner.headers, body: { message: '  ' } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ message: ['The message field is required.'] });
    const fr = await t.call('POST', url, { headers: { ...owner.headers, 'accept-language': 'fr' }, body: {} });
    expect(fr.json().errors).toEqual({ message: ['Le champ message est obligatoire.'] });
  });
});

describe('GET /api/landlord/export/leads', () => {
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');

  it('exports the filtered leads with their full message, formulas defused', async () => {
    const res = await get('/api/landlord/export/leads?from=2026-03-02&to=2026-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('id,createdAt,status,name,email,phone,listingId,listingTitle,message,read');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ids.formula},2026-03-02T12:00:00.000Z,contacted,Fiona Formula,fiona@example.test`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvLines((await get(`/api/landlord/export/leads?listingId=${loftId}`)).body)).toHaveLength(3);
    expect(csvLines((await get('/api/landlord/export/leads?status=closed')).body)).toHaveLength(1);
    expect((await get('/api/landlord/export/leads?to=nope')).statusCode).toBe(422);
  });
});

describe('ownership: another account probing the first one', () => {
  it('answers 404 on every record endpoint and leaves the lead alone', async () => {
    for (const probe of [rival, solo]) {
      const id = ids.early;
      expect((await get(`/api/landlord/leads/${id}`, probe)).statusCode).toBe(404);
      const patch = await t.call('PATCH', `/api/landlord/leads/${id}`, {
        headers: probe.headers,
        body: { status: 'closed' },
      });
      expect(patch.statusCode).toBe(404);
      const reply = await t.call('POST', `/api/landlord/leads/${id}/reply`, {
        headers: probe.headers,
        body: { message: 'hi' },
      });
      expect(reply.statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/landlord/leads/${id}`, { headers: probe.headers })).statusCode).toBe(404);
      expect(keysOf(await get('/api/landlord/leads', probe))).not.toContain('early');
      const csv = (await get('/api/landlord/export/leads', probe)).body;
      expect(csv).not.toContain('Early Bird');
    }
    // The owner's lead is untouched, and a deleted lead is 404 to its own account too.
    expect((await get(`/api/landlord/leads/${ids.early}`)).json().status).toBe('contacted');
    expect((await get(`/api/landlord/leads/${ids.deleted}`)).statusCode).toBe(404);
    expect((await get(`/api/landlord/leads/${ids.solos}`, owner)).statusCode).toBe(404);
  });
});

describe('DELETE /api/landlord/leads/:id', () => {
  it('removes the lead from the inbox with an audit event and an activity', async () => {
    const res = await t.call('DELETE', `/api/landlord/leads/${ids.early}`, { headers: colleague.headers });
    expect(res.statusCode).toBe(200);
    expect(keysOf(await get('/api/landlord/leads'))).toEqual(['late', 'formula']);
    expect((await get(`/api/landlord/leads/${ids.early}`)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, ids.early as number));
    expect(row?.deletedAt).not.toBeNull();
    const kinds = await t.db
      .select({ kind: landlordActivities.kind, actorId: landlordActivities.actorId })
      .from(landlordActivities)
      .where(eq(landlordActivities.leadId, ids.early as number));
    expect(kinds).toEqual([{ kind: 'lead-deleted', actorId: colleague.user.id }]);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'leads'), eq(auditEvents.action, 'delete')));
    expect(audits.map((a) => a.recordId)).toEqual([String(ids.early)]);
  });
});
