// The feed parsers on the committed fixtures (every field mapped, every refusal with its position and reason),
// and on broken documents: the good entries before the break are kept and a final fatal item says where.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './index.ts';
import { normaliseAmenity, normaliseProvince, parseAmount } from './normalise.ts';
import type { FeedEntry, FeedFormat, ParsedItem } from './types.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** The feed as a stream of small chunks, so entries, tags and records straddle chunk boundaries. */
function chunked(content: string | Buffer, size = 97): Readable {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })(),
  );
}

async function parseAll(format: FeedFormat, content: string | Buffer): Promise<ParsedItem[]> {
  const items: ParsedItem[] = [];
  for await (const item of parseFeed(format, chunked(content))) items.push(item);
  return items;
}

const good = (items: ParsedItem[]) =>
  Object.fromEntries(items.flatMap((i) => (i.ok ? [[i.entry.externalId, i.entry] as const] : []))) as Record<
    string,
    FeedEntry
  >;
const bad = (items: ParsedItem[]) => items.filter((i): i is Extract<ParsedItem, { ok: false }> => !i.ok);

describe('HotPads XML', () => {
  it('maps every field of a listing and refuses the bad ones with their position and reason', async () => {
    const items = await parseAll('hotpads', fixture('hotpads.xml'));
    expect(items).toHaveLength(8);
    const entries = good(items);
    expect(Object.keys(entries)).toEqual(['HP-100', 'HP-101', 'HP-102', 'HP-106', 'HP-107']);
    expect(entries['HP-100']).toEqual({
      externalId: 'HP-100',
      title: 'Bright condo near the lake',
      description: 'Corner unit with lake views.\nSteps from the PATH & Union Station.',
      descriptionFr: null,
      streetAddress: '25 Queens Quay E',
      unit: '1204',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5E 1A1',
      lat: 43.6435,
      lng: -79.3729,
      rent: 245_000,
      deposit: 245_000,
      beds: 2,
      baths: 1.5,
      sqft: 850,
      rentalType: 'condo',
      furnished: null,
      petPolicies: ['cats-allowed'],
      amenities: ['pool', 'gym', 'dishwasher', 'in-suite-laundry'],
      utilities: ['heat', 'water'],
      parking: 'underground',
      availableDate: '2026-09-01',
      leaseTerm: '12-months',
      contactName: 'Rosemarie Tremblay',
      contactPhone: '416-555-0101',
      contactEmail: 'leasing@maple-pm.example',
      photoUrls: ['https://photos.maple-pm.example/hp-100/1.jpg', 'https://photos.maple-pm.example/hp-100/2.jpg'],
    });
    // No <name>: a title from the facts; a weekly price as a monthly rent; French names and HTML entities.
    expect(entries['HP-101']).toMatchObject({
      title: '3-bedroom house at 4 Rue Saint-Paul',
      city: 'Montréal',
      province: 'QC',
      rent: 195_000,
      description: 'Maison éclairée, cour arrière.',
      petPolicies: ['small-dogs-allowed', 'large-dogs-allowed'],
    });
    expect(entries['HP-102']).toMatchObject({ beds: 0, rent: 179_500, province: 'BC', rentalType: 'apartment' });
    expect(entries['HP-106']).toMatchObject({ province: 'NY', country: 'US', postalCode: '11201', baths: 1.5 });
    expect(entries['HP-107']).toMatchObject({ rentalType: 'room', furnished: true });

    expect(bad(items)).toEqual([
      { ok: false, position: '<Listing> #4 (line 68)', externalId: 'HP-103', reason: '<price> is missing' },
      {
        ok: false,
        position: '<Listing> #5 (line 76)',
        externalId: 'HP-104',
        reason:
          '<zip> "not a zip" is not a postal code or ZIP code; <price> "call us" is not an amount; <numBedrooms> "two" is not a whole number',
      },
      { ok: false, position: '<Listing> #6 (line 86)', reason: 'not a rental (type="SALE"): skipped' },
    ]);
  });

  it('keeps the entries before a break and ends with a fatal item where the document is broken', async () => {
    const whole = fixture('hotpads.xml').toString('utf8');
    const cut = whole.slice(0, whole.indexOf('<Listing id="HP-103"') + 60); // inside HP-103, never closed
    const items = await parseAll('hotpads', cut);
    expect(Object.keys(good(items))).toEqual(['HP-100', 'HP-101', 'HP-102']);
    const last = items.at(-1);
    expect(last).toMatchObject({ ok: false, fatal: true });
    expect(last && !last.ok && last.reason).toMatch(/the XML is broken: unclosed tag/);
    expect(items.filter((i) => !i.ok && i.fatal)).toHaveLength(1);
  });

  it('stops at a mismatched tag, keeping what came before', async () => {
    const xml = `<hotPadsItems>
      <Listing id="A"><street>1 A St</street><city>Toronto</city><state>ON</state><price>1000</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing>
      <Listing id="B"><street>2 B St</street></city></Listing>
      <Listing id="C"><street>3 C St</street><city>Toronto</city><state>ON</state><price>1000</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing>
    </hotPadsItems>`;
    const items = await parseAll('hotpads', xml);
    expect(Object.keys(good(items))).toEqual(['A']);
    expect(items.at(-1)).toMatchObject({ ok: false, fatal: true, position: 'line 3' });
  });

  it('refuses a document of another format, and an empty one, as fatal', async () => {
    const trovit = await parseAll('hotpads', fixture('trovit.xml'));
    expect(trovit).toEqual([
      {
        ok: false,
        position: 'line 3',
        fatal: true,
        reason: "the document's root element is <trovit>, not <hotPadsItems>: is the feed's format right?",
      },
    ]);
    const empty = await parseAll('hotpads', '');
    expect(empty).toEqual([
      { ok: false, position: 'line 1', fatal: true, reason: 'the feed is empty: no XML document was found' },
    ]);
  });

  it('expands no entity the document defines (billion laughs) and refuses only the entry using one', async () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<hotPadsItems>
  <Listing id="X"><name>&lol2;</name><street>1 A St</street><city>Toronto</city><state>ON</state><price>1000</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing>
  <Listing id="Y"><street>1 A St</street><city>Toronto</city><state>ON</state><price>1000</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing>
</hotPadsItems>`;
    const items = await parseAll('hotpads', xml);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ ok: false, externalId: 'X', reason: expect.stringMatching(/undefined entity/) });
    expect(items[1]).toMatchObject({ ok: true, entry: { externalId: 'Y' } });
  });

  it('refuses an entry with too many or too deeply nested elements, and reads the next one', async () => {
    const listing = (id: string, extra = '') =>
      `<Listing id="${id}">${extra}<street>1 A St</street><city>Toronto</city><state>ON</state><price>1000</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing>`;
    const xml = `<hotPadsItems>${listing('MANY', '<x/>'.repeat(6000))}${listing('DEEP', `${'<d>'.repeat(40)}${'</d>'.repeat(40)}`)}${listing('OK')}</hotPadsItems>`;
    const items = await parseAll('hotpads', xml);
    expect(items).toEqual([
      expect.objectContaining({ ok: false, externalId: 'MANY', reason: 'the entry has too many elements' }),
      expect.objectContaining({ ok: false, externalId: 'DEEP', reason: 'elements are nested too deep' }),
      expect.objectContaining({ ok: true, entry: expect.objectContaining({ externalId: 'OK' }) }),
    ]);
  });

  it('reads an ISO-8859-1 document as declared', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><hotPadsItems><Listing id="L"><street>1 Rue Lévis</street><city>Québec</city><state>QC</state><price>900</price><numBedrooms>1</numBedrooms><numBaths>1</numBaths></Listing></hotPadsItems>`;
    const items = await parseAll('hotpads', Buffer.from(xml, 'latin1'));
    expect(items[0]).toMatchObject({ ok: true, entry: { streetAddress: '1 Rue Lévis', city: 'Québec' } });
  });
});

describe('Trovit XML', () => {
  it('maps every field of an ad and refuses the bad ones', async () => {
    const items = await parseAll('trovit', fixture('trovit.xml'));
    expect(items).toHaveLength(6);
    const entries = good(items);
    expect(Object.keys(entries)).toEqual(['TV-1', 'TV-2', 'TV-3', 'TV-6']);
    expect(entries['TV-1']).toMatchObject({
      title: 'Renovated 2 bedroom, Plateau',
      description: 'Fully renovated, close to the metro.\nHeating included.',
      descriptionFr: 'Entièrement rénové, près du métro.',
      streetAddress: '4500 Rue Saint-Denis',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2J 2L3',
      lat: 45.5246,
      lng: -73.5822,
      rent: 165_000,
      beds: 2,
      baths: 1,
      sqft: 807, // 75 m²
      rentalType: 'apartment',
      furnished: false,
      parking: 'driveway',
      amenities: ['dishwasher', 'balcony'],
      availableDate: '2026-09-01', // 01/09/2026, day first
      contactEmail: 'plateau@maple-pm.example',
      photoUrls: ['https://photos.maple-pm.example/tv-1/a.jpg', 'https://photos.maple-pm.example/tv-1/b.jpg'],
    });
    expect(entries['TV-2']).toMatchObject({
      sqft: 600,
      rentalType: 'basement',
      petPolicies: ['cats-allowed', 'small-dogs-allowed', 'large-dogs-allowed'],
    });
    expect(entries['TV-3']?.rent).toBe(130_000); // 300 a week
    expect(entries['TV-6']).toMatchObject({ beds: 0, title: 'Studio at 300 Main St' });
    expect(bad(items)).toEqual([
      { ok: false, position: '<ad> #4 (line 61)', reason: 'not a rental (<type>For Sale</type>): skipped' },
      {
        ok: false,
        position: '<ad> #5 (line 72)',
        externalId: 'TV-5',
        reason:
          '<region> "Leinster" is not a Canadian province or territory or a US state; <contact_email> "not-an-email" is not an email address',
      },
    ]);
  });
});

describe('CSV', () => {
  it('maps the documented columns and refuses bad rows with their line', async () => {
    const items = await parseAll('csv', fixture('listings.csv'));
    expect(items).toHaveLength(8);
    const entries = good(items);
    expect(Object.keys(entries)).toEqual(['CSV-1', 'CSV-2', 'CSV-3', 'CSV-7']);
    expect(entries['CSV-1']).toEqual({
      externalId: 'CSV-1',
      title: 'Sunny 1 bedroom in the Annex',
      description: 'Top floor, big windows.\nLaundry in the building.',
      descriptionFr: null,
      streetAddress: '120 Bloor St W',
      unit: '502',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5S 1S4',
      lat: 43.669,
      lng: -79.393,
      rent: 185_000,
      deposit: 185_000,
      beds: 1,
      baths: 1,
      sqft: 620,
      rentalType: 'apartment',
      furnished: false,
      petPolicies: ['cats-allowed'],
      amenities: ['shared-laundry', 'dishwasher'],
      utilities: ['heat', 'water'],
      parking: 'street',
      availableDate: '2026-09-01',
      leaseTerm: '12-months',
      contactName: 'Ana Silva',
      contactPhone: '416-555-0199',
      contactEmail: 'ana@maple-pm.example',
      photoUrls: ['https://photos.maple-pm.example/csv-1/1.jpg', 'https://photos.maple-pm.example/csv-1/2.jpg'],
    });
    // The record after a two-line one starts on line 4; French decimal comma; a generated title.
    expect(items[1]).toMatchObject({ ok: true, position: 'line 4' });
    expect(entries['CSV-2']).toMatchObject({
      rent: 139_550,
      postalCode: 'H2X 1G8',
      title: '2-bedroom condo at 88 Rue Ontario E',
    });
    expect(entries['CSV-7']).toMatchObject({ petPolicies: ['no-pets'], rentalType: 'loft', leaseTerm: '6-months' });
    expect(bad(items)).toEqual([
      { ok: false, position: 'line 6', externalId: 'CSV-4', reason: 'rent is missing' },
      {
        ok: false,
        position: 'line 7',
        externalId: 'CSV-5',
        reason:
          'province "Narnia" is not a Canadian province or territory or a US state; lat must be between -90 and 90; ' +
          'rent "abc" is not an amount; beds "1.5" is not a whole number; furnished "maybe" is not yes or no; ' +
          'available_date "2026-13-45" is not a date (YYYY-MM-DD); contact_email "bad-email" is not an email address',
      },
      {
        ok: false,
        position: 'line 8',
        externalId: 'CSV-6',
        reason: 'the row has 6 fields where the header has 27 columns',
      },
      {
        ok: false,
        position: 'line 9',
        externalId: 'CSV-1',
        reason: 'the external id CSV-1 was already used by the entry on line 2: only the first is imported',
      },
    ]);
  });

  it('reads a semicolon-separated Windows export with a byte-order mark and other column names', async () => {
    const csv =
      '\uFEFFID;Address;City;State;Zip;Rent;Bedrooms;Bathrooms\r\nA1;10 King St;Toronto;Ontario;M5H 1A1;"1 500,00";2;1\r\nA2;11 King St;Toronto;ON;;1600;studio;1\r\n';
    const items = await parseAll('csv', csv);
    expect(items).toEqual([
      expect.objectContaining({
        ok: true,
        position: 'line 2',
        entry: expect.objectContaining({ externalId: 'A1', rent: 150_000, beds: 2 }),
      }),
      expect.objectContaining({
        ok: true,
        position: 'line 3',
        entry: expect.objectContaining({ externalId: 'A2', beds: 0 }),
      }),
    ]);
  });

  it('ends with a fatal item on broken quoting, and without an external_id column', async () => {
    const broken = await parseAll(
      'csv',
      'external_id,street_address,city,province,rent,beds,baths\nA,1 A St,Toronto,ON,1000,1,1\nB,"2 B St,Toronto,ON,1000,1,1\n',
    );
    expect(broken[0]).toMatchObject({ ok: true, entry: { externalId: 'A' } });
    expect(broken[1]).toMatchObject({
      ok: false,
      fatal: true,
      reason: expect.stringMatching(/the CSV is broken: Quote Not Closed/),
    });
    expect(broken).toHaveLength(2);

    const noId = await parseAll('csv', 'street,city\n1 A St,Toronto\n');
    expect(noId).toEqual([
      {
        ok: false,
        fatal: true,
        position: 'line 1',
        reason: 'the first line must name the columns, and it has no external_id column (found: street, city)',
      },
    ]);
    expect(await parseAll('csv', '')).toEqual([
      { ok: false, fatal: true, position: 'line 1', reason: 'the file is empty' },
    ]);
  });

  it('stops at maxEntries with a fatal item', async () => {
    const items: ParsedItem[] = [];
    for await (const item of parseFeed('csv', chunked(fixture('listings.csv')), { maxEntries: 2 })) items.push(item);
    expect(items).toHaveLength(3);
    expect(items[2]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/more than 2 entries/) });
  });

  it('turns a stream error into a fatal item after the entries read so far', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('external_id,street_address,city,province,rent,beds,baths\nA,1 A St,Toronto,ON,1000,1,1\n');
        throw new Error('the response is larger than the limit of 1 MB');
      })(),
    );
    const items: ParsedItem[] = [];
    for await (const item of parseFeed('csv', failing)) items.push(item);
    expect(items[0]).toMatchObject({ ok: true });
    expect(items.at(-1)).toMatchObject({
      ok: false,
      fatal: true,
      reason: expect.stringMatching(/larger than the limit/),
    });
  });
});

describe('normalising', () => {
  it('reads amounts, provinces and amenities the way exports write them', () => {
    expect(parseAmount('$2,450.00')).toBe(2450);
    expect(parseAmount('1 395,50 $')).toBe(1395.5);
    expect(parseAmount('1.234.567')).toBe(1_234_567);
    expect(parseAmount('call')).toBeUndefined();
    expect(normaliseProvince('Québec')).toEqual({ code: 'QC', country: 'CA' });
    expect(normaliseProvince('colombie-britannique')).toEqual({ code: 'BC', country: 'CA' });
    expect(normaliseProvince('PQ')).toEqual({ code: 'QC', country: 'CA' });
    expect(normaliseProvince('new york')).toEqual({ code: 'NY', country: 'US' });
    expect(normaliseProvince('Bavaria')).toBeUndefined();
    expect(normaliseAmenity('Dishwasher')).toBe('dishwasher');
    expect(normaliseAmenity('Washer/Dryer')).toBe('in-suite-laundry');
    expect(normaliseAmenity('Hardwood Floors')).toBe('hardwood-floors');
    expect(normaliseAmenity('Rooftop helipad')).toBeUndefined();
  });
});
