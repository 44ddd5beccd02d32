// The alert jobs end to end through a real SMTP server in this process: saved search -> job -> outbox ->
// delivery -> the message a mail program receives. Proves from the received messages themselves that every
// listing is emailed once, also when two workers run the same job at once; and the price-drop job.
import { DIGEST_MAX_LISTINGS } from '@rentals/shared/resources/email-alerts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alertSentListings,
  favouriteListings,
  listings,
  renterProfiles,
  savedSearches,
  users,
} from '../../db/schema/index.ts';
import type { SignedIn, TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import type { ReceivedMail, SmtpCapture } from '../../test/smtp-capture.ts';
import { alertQueue } from './alert-digests.ts';
import { appWithSmtpForThisFile, saveSearchAMinuteAgo } from './alert-mail.fixtures.ts';
import { PRICE_DROPS_QUEUE } from './price-drops.ts';

let smtp: SmtpCapture;
let t: TestApp;
appWithSmtpForThisFile((started) => {
  ({ t, smtp } = started);
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** The listing ids a message links to, one per link: /rentals/{province}/{city}/{slug}-{id} in the text part. */
const listingIdsIn = (mail: ReceivedMail) =>
  [...mail.text.matchAll(/\/rentals\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+-(\d+)\b/g)].map((m) => Number(m[1]));

const runJob = (name: string) => t.app.jobs.send(name, {});

async function userHashOf(userId: number) {
  const [row] = await t.db.select({ userHash: users.userHash }).from(users).where(eq(users.id, userId));
  return row?.userHash ?? '';
}

const saveSearch = (renter: SignedIn, body: Record<string, unknown>) => saveSearchAMinuteAgo(t, renter, body);

describe('new-listing alert jobs', () => {
  let place: TestPlace;
  let renter: SignedIn;

  beforeAll(async () => {
    place = await createPlace(t.db, { cityName: 'Alertville' });
    renter = await t.loginAs('Renter', { firstName: 'Jane' });
  });

  it('emails new matches once: a first digest, then only the new listing, then nothing', async () => {
    // Before the search existed, and not matching: never in a scheduled digest.
    await createListing(t.db, place, { beds: 2, rent: 2_000_00, enabledAt: new Date(Date.now() - 2 * 86_400_000) });
    const alert = await saveSearch(renter, {
      name: 'Alertville <2 beds>',
      criteria: { cityId: String(place.city.id), beds: '2', maxRate: '3000' },
      searchPath: '/rentals/ontario/alertville?beds=2&maxrate=3000',
      frequency: 'daily',
    });
    await createListing(t.db, place, { beds: 3, rent: 2_000_00 });
    await createListing(t.db, place, { beds: 2, rent: 3_200_00 });
    await createListing(t.db, place, { beds: 2, rent: 2_000_00, status: 'paused' });
    const first = [
      await createListing(t.db, place, {
        beds: 2,
        baths: 1,
        rent: 2_450_00,
        title: 'Sunny <b>two</b> bedroom & den',
        streetAddress: '12 King St',
        unit: '4B',
        photos: 2,
      }),
      await createListing(t.db, place, { beds: 2, rent: 1_999_50 }),
      await createListing(t.db, place, { beds: 2, rent: 3_000_00 }),
    ];

    await runJob(alertQueue('daily'));
    expect(mailsTo(renter.user.email)).toHaveLength(1);
    const [mail] = mailsTo(renter.user.email) as [ReceivedMail];
    expect(mail.subject).toBe('3 new rentals for "Alertville <2 beds>"');
    expect(listingIdsIn(mail).sort()).toEqual(first.map((l) => l.id).sort());

    // The card: photo (absolute URL), rent with separators, beds and baths, address, link; all escaped.
    const hash = await userHashOf(renter.user.id);
    expect(mail.text).toContain('Hello Jane,');
    expect(mail.text).toContain('$2,450/month · 2 beds · 1 bath');
    expect(mail.text).toContain('$1,999.50/month');
    expect(mail.text).toContain('4B - 12 King St, Alertville,');
    expect(mail.html).toMatch(/<img src="http:\/\/localhost:3000\/uploads\/demo\/photo-1-800\.jpg"/);
    expect(mail.html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(mail.html).toContain('Sunny &lt;b&gt;two&lt;/b&gt; bedroom &amp; den');
    expect(mail.html).not.toContain('<b>two</b>');
    expect(mail.html).toContain('Alertville &lt;2 beds&gt;');
    expect(mail.text).toContain('http://localhost:3000/rentals/ontario/alertville?beds=2&maxrate=3000');
    expect(mail.html).toContain('href="http://localhost:3000/rentals/ontario/alertville?beds=2&amp;maxrate=3000"');
    expect(mail.text).toContain(`http://localhost:3000/new-listings-alerts/unsubscribe/${hash}`);
    expect(mail.html).toContain(`href="http://localhost:3000/new-listings-alerts/unsubscribe/${hash}"`);
    expect(mail.text).toContain('http://localhost:3000/admin/email-alerts');
    // RFC 8058 one-click unsubscribe.
    expect(mail.headers.get('list-unsubscribe')).toBe(
      `<http://localhost:3000/api/new-listings-alerts/unsubscribe/${hash}>`,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A new listing: the second email has only it.
    const added = await createListing(t.db, place, { beds: 2, rent: 2_100_00 });
    await runJob(alertQueue('daily'));
    expect(mailsTo(renter.user.email)).toHaveLength(2);
    const second = mailsTo(renter.user.email)[1] as ReceivedMail;
    expect(second.subject).toBe('1 new rental for "Alertville <2 beds>"');
    expect(listingIdsIn(second)).toEqual([added.id]);

    // Nothing new: nothing sent.
    await runJob(alertQueue('daily'));
    expect(mailsTo(renter.user.email)).toHaveLength(2);

    // Two workers running the job at the same moment: the new listings go out in one email, once.
    const raced = [
      await createListing(t.db, place, { beds: 2, rent: 2_200_00 }),
      await createListing(t.db, place, { beds: 2, rent: 2_300_00 }),
    ];
    await Promise.all([runJob(alertQueue('daily')), runJob(alertQueue('daily'))]);
    const mails = mailsTo(renter.user.email);
    expect(mails).toHaveLength(3);
    expect(listingIdsIn(mails[2] as ReceivedMail).sort()).toEqual(raced.map((l) => l.id).sort());

    // Every listing went out once, and exactly those are recorded as sent.
    const emailed = mails.flatMap(listingIdsIn);
    expect(new Set(emailed).size).toBe(emailed.length);
    const recorded = await t.db
      .select({ listingId: alertSentListings.listingId })
      .from(alertSentListings)
      .where(eq(alertSentListings.savedSearchId, alert.id));
    expect(recorded.map((r) => r.listingId).sort()).toEqual([...emailed].sort());
    expect(emailed.sort()).toEqual([...first, added, ...raced].map((l) => l.id).sort());

    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    expect(row?.lastSentAt).toBeInstanceOf(Date);
    expect(row?.checkedUntil.getTime()).toBeGreaterThanOrEqual(row?.lastSentAt?.getTime() ?? 0);
  });

  it('sends each frequency from its own job, and nothing to paused alerts or unsubscribed renters', async () => {
    const weeklyPlace = await createPlace(t.db, { cityName: 'Weekton' });
    const weekly = await t.loginAs('Renter');
    const paused = await t.loginAs('Renter');
    const gone = await t.loginAs('Renter');
    const body = (frequency: string) => ({
      name: 'Weekton',
      criteria: { cityId: String(weeklyPlace.city.id) },
      searchPath: '/rentals/ontario/weekton',
      frequency,
    });
    await saveSearch(weekly, body('weekly'));
    const pausedAlert = await saveSearch(paused, body('weekly'));
    await t.call('PATCH', `/api/email-alerts/${pausedAlert.id}`, { headers: paused.headers, body: { paused: true } });
    await saveSearch(gone, body('weekly'));
    await t.call('POST', `/api/new-listings-alerts/unsubscribe/${await userHashOf(gone.user.id)}`);
    const listing = await createListing(t.db, weeklyPlace);

    await runJob(alertQueue('daily'));
    await runJob(alertQueue('instant'));
    expect(mailsTo(weekly.user.email)).toHaveLength(0);
    await runJob(alertQueue('weekly'));
    expect(mailsTo(weekly.user.email).map(listingIdsIn)).toEqual([[listing.id]]);
    expect(mailsTo(paused.user.email)).toHaveLength(0);
    expect(mailsTo(gone.user.email)).toHaveLength(0);
  });

  it('caps a digest at 20 listings and tells how many more there are, in French for a French renter', async () => {
    const busy = await createPlace(t.db, { cityName: 'Busyville' });
    const french = await t.loginAs('Renter', { firstName: 'Éloïse', locale: 'fr' });
    await saveSearch(french, {
      name: 'Busyville',
      criteria: { cityId: String(busy.city.id) },
      searchPath: '/rentals/quebec/busyville',
      frequency: 'instant',
    });
    for (let i = 0; i < 23; i++) await createListing(t.db, busy, { rent: 1_000_00 + i * 10_00 });
    await runJob(alertQueue('instant'));
    const [mail] = mailsTo(french.user.email) as [ReceivedMail];
    expect(mail.subject).toBe('23 nouvelles locations pour « Busyville »');
    expect(listingIdsIn(mail)).toHaveLength(20);
    expect(mail.text).toContain('Bonjour Éloïse,');
    expect(mail.text).toContain('Et 3 de plus.');
    expect(mail.text).toContain('http://localhost:3000/fr/rentals/quebec/busyville');
    expect(mail.text).toContain('/fr/new-listings-alerts/unsubscribe/');
    // The 3 beyond the cap were announced ("and 3 more"), so they are not sent again.
    await runJob(alertQueue('instant'));
    expect(mailsTo(french.user.email)).toHaveLength(1);
  });
});

describe('price-drop alert job', () => {
  let place: TestPlace;

  beforeAll(async () => {
    place = await createPlace(t.db, { cityName: 'Dropton' });
  });

  async function favourite(renter: SignedIn, listing: { id: number; rent: number }) {
    await t.db
      .insert(favouriteListings)
      .values({ userId: renter.user.id, listingId: listing.id, notifiedRent: listing.rent });
  }
  const setRent = (id: number, rent: number) => t.db.update(listings).set({ rent }).where(eq(listings.id, id));
  const notified = async (renter: SignedIn) =>
    Object.fromEntries(
      (
        await t.db
          .select({ listingId: favouriteListings.listingId, rent: favouriteListings.notifiedRent })
          .from(favouriteListings)
          .where(eq(favouriteListings.userId, renter.user.id))
      ).map((r) => [r.listingId, r.rent]),
    );

  it("emails a renter their favourites' drops with the old and new rent, once", async () => {
    const renter = await t.loginAs('Renter', { firstName: 'Sam' });
    const dropped = await createListing(t.db, place, { rent: 2_000_00, title: 'Dropped' });
    const same = await createListing(t.db, place, { rent: 1_500_00, title: 'Same' });
    const hidden = await createListing(t.db, place, { rent: 1_800_00, title: 'Hidden' });
    const raised = await createListing(t.db, place, { rent: 1_700_00, title: 'Raised' });
    for (const listing of [dropped, same, hidden, raised]) await favourite(renter, listing);
    await setRent(dropped.id, 1_850_00);
    await setRent(raised.id, 1_900_00);
    await t.db.update(listings).set({ rent: 1_000_00, status: 'paused' }).where(eq(listings.id, hidden.id));

    await runJob(PRICE_DROPS_QUEUE);
    const [mail] = mailsTo(renter.user.email) as [ReceivedMail];
    expect(mailsTo(renter.user.email)).toHaveLength(1);
    expect(mail.subject).toBe('A price drop on one of your favourites');
    expect(listingIdsIn(mail)).toEqual([dropped.id]);
    expect(mail.text).toContain('$1,850/month (was $2,000)');
    expect(mail.html).toContain('$2,000');
    expect(mail.headers.get('list-unsubscribe')).toContain(await userHashOf(renter.user.id));
    expect(await notified(renter)).toMatchObject({
      [dropped.id]: 1_850_00,
      [same.id]: 1_500_00,
      [hidden.id]: 1_800_00,
      [raised.id]: 1_700_00,
    });

    // Told once; a further drop is news again, even with two workers at once.
    await runJob(PRICE_DROPS_QUEUE);
    expect(mailsTo(renter.user.email)).toHaveLength(1);
    await setRent(dropped.id, 1_800_00);
    await setRent(same.id, 1_400_00);
    await Promise.all([runJob(PRICE_DROPS_QUEUE), runJob(PRICE_DROPS_QUEUE)]);
    const mails = mailsTo(renter.user.email);
    expect(mails).toHaveLength(2);
    expect((mails[1] as ReceivedMail).subject).toBe('Price drops on 2 of your favourites');
    expect(listingIdsIn(mails[1] as ReceivedMail).sort()).toEqual([dropped.id, same.id].sort());
    expect((mails[1] as ReceivedMail).text).toContain('$1,800/month (was $1,850)');
  });

  it('past the cap, announces the other drops ("and N more") since all of them are marked as told', async () => {
    const renter = await t.loginAs('Renter');
    const many = [];
    for (let i = 0; i < DIGEST_MAX_LISTINGS + 2; i++) {
      const listing = await createListing(t.db, place, { rent: 2_000_00 });
      await favourite(renter, listing);
      many.push(listing);
    }
    for (const listing of many) await setRent(listing.id, 1_900_00);

    await runJob(PRICE_DROPS_QUEUE);
    const [mail] = mailsTo(renter.user.email) as [ReceivedMail];
    expect(mailsTo(renter.user.email)).toHaveLength(1);
    expect(mail.subject).toBe(`Price drops on ${DIGEST_MAX_LISTINGS + 2} of your favourites`);
    expect(listingIdsIn(mail)).toHaveLength(DIGEST_MAX_LISTINGS);
    expect(mail.text).toMatch(/And 2 more\.\r?\nhttp:\/\/localhost:3000\/admin\/favourite-listings/);
    expect(Object.values(await notified(renter))).toEqual(many.map(() => 1_900_00));
  });

  it('leaves renters alone who turned price drops off or unsubscribed', async () => {
    const off = await t.loginAs('Renter');
    const gone = await t.loginAs('Renter');
    const listing = await createListing(t.db, place, { rent: 2_000_00 });
    await favourite(off, listing);
    await favourite(gone, listing);
    await t.db.insert(renterProfiles).values({ userId: off.user.id, priceDropAlerts: false });
    await t.call('POST', `/api/new-listings-alerts/unsubscribe/${await userHashOf(gone.user.id)}`);
    await setRent(listing.id, 1_500_00);

    await runJob(PRICE_DROPS_QUEUE);
    expect(mailsTo(off.user.email)).toHaveLength(0);
    expect(mailsTo(gone.user.email)).toHaveLength(0);
    const rows = await t.db
      .select({ rent: favouriteListings.notifiedRent })
      .from(favouriteListings)
      .where(inArray(favouriteListings.userId, [off.user.id, gone.user.id]));
    expect(rows.map((r) => r.rent)).toEqual([2_000_00, 2_000_00]);
  });
});
