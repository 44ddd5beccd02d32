// A feed run from an uploaded file, end to end through POST /api/admin/feeds/:id/upload (a real multipart body,
// the one upload path, kind feed-file) for each format: CSV, HotPads XML and Trovit XML. The file is kept under
// the extension its type gives (`<key>.csv`, `<key>.xml`) and the run reads exactly that object: its counts and
// the listings it made are checked. XML is taken with or without its declaration (and behind a UTF-8 BOM), in
// UTF-8 or the single-byte encoding it declares; XML the parser could not read (not UTF-8, UTF-16) is refused.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, feedRuns, listings, provinces, uploads } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany } from '../../test/listing-factories.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
  const [province] = await t.db
    .insert(provinces)
    .values({ country: 'CA', code: 'ON', name: 'Ontario', slug: 'ontario', kind: 'province' })
    .returning();
  await t.db
    .insert(cities)
    .values({ name: 'Toronto', slug: 'toronto', provinceId: province?.id as number, lat: 43.65, lng: -79.38 });
});
afterAll(async () => {
  await t.close();
});

const CSV_DOCUMENT = [
  'external_id,title,street_address,unit,city,province,postal_code,rent,beds,baths',
  'C-1,Sunny 1 bedroom,120 Bloor St W,502,Toronto,ON,M5S 1S4,1850,1,1',
  'C-2,Family house,15 Birch Ave,,Toronto,ON,M4V 1A1,3200,3,2',
  'C-3,No rent,1 Empty St,,Toronto,ON,M5V 2T6,,2,1',
  '',
].join('\n');

const hotpadsListing = (id: string, name: string, price: string) => `
  <Listing id="${id}" type="RENTAL" companyId="maple-pm" propertyType="CONDO">
    <name>${name}</name>
    <street hide="false">25 Queens Quay E</street>
    <city>Toronto</city>
    <state>ON</state>
    <zip>M5E 1A1</zip>
    <country>CA</country>${price ? `\n    <price>${price}</price>\n    <pricingFrequency>MONTHLY</pricingFrequency>` : ''}
    <numBedrooms>2</numBedrooms>
    <numFullBaths>1</numFullBaths>
  </Listing>`;

const HOTPADS_DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<hotPadsItems version="2.1">
  <Company id="maple-pm"><name>Maple Property Management</name></Company>${hotpadsListing('HP-1', 'Condo near the lake', '2,450.00')}${hotpadsListing('HP-2', 'Corner unit, café downstairs', '1995')}${hotpadsListing('HP-3', 'Missing its price', '')}
</hotPadsItems>
`;

const trovitAd = (id: string, title: string, type = 'For Rent') => `
  <ad>
    <id><![CDATA[${id}]]></id>
    <title><![CDATA[${title}]]></title>
    <type><![CDATA[${type}]]></type>
    <price period="monthly"><![CDATA[1 650]]></price>
    <property_type><![CDATA[Apartment]]></property_type>
    <address><![CDATA[4500 Yonge St]]></address>
    <city><![CDATA[Toronto]]></city>
    <region><![CDATA[ON]]></region>
    <postcode><![CDATA[M2N 5S4]]></postcode>
    <rooms>2</rooms>
    <bathrooms>1</bathrooms>
  </ad>`;

const trovitDocument = (declaration: string, ...ads: string[]) => `${declaration}<trovit>${ads.join('')}\n</trovit>\n`;

const TROVIT_DOCUMENT = trovitDocument(
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  trovitAd('TV-1', 'Renovated 2 bedroom, North York'),
  trovitAd('TV-2', 'Très lumineux, près du métro'),
  trovitAd('TV-3', 'House for sale', 'For Sale'),
);

/** A multipart/form-data body with the one `file` part, as a browser sends it. */
function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----feed-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function newFeed(format: 'csv' | 'hotpads' | 'trovit') {
  const company = await createCompany(t.db);
  const res = await t.call('POST', '/api/admin/feeds', {
    headers: admin,
    body: { companyId: company.id, name: `${format} export`, url: 'https://pms.example/feed', format },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, companyId: company.id };
}

function uploadFeedFile(feedId: number, filename: string, contentType: string, data: string | Buffer) {
  const body = multipart(filename, contentType, typeof data === 'string' ? Buffer.from(data) : data);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/feeds/${feedId}/upload`,
    headers: { ...admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The upload the run read, and whether its file is kept under exactly `<key>.<extension>`. */
async function uploadOfRun(runId: number) {
  const [run] = await t.db.select({ uploadId: feedRuns.uploadId }).from(feedRuns).where(eq(feedRuns.id, runId));
  const [upload] = await t.db
    .select()
    .from(uploads)
    .where(eq(uploads.id, run?.uploadId ?? 0));
  if (!upload) throw new Error(`run ${runId} has no upload`);
  return upload;
}

const kept = async (objectKey: string) => (await t.app.privateStorage.get(objectKey)) !== null;

const companyListings = (companyId: number) =>
  t.db
    .select({
      externalFeedId: listings.externalFeedId,
      title: listings.title,
      rent: listings.rent,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.companyId, companyId))
    .orderBy(listings.externalFeedId);

describe('a feed run from an uploaded file, for each format', () => {
  it('CSV: kept as <key>.csv, run to the end, its listings made', async () => {
    const feed = await newFeed('csv');
    const res = await uploadFeedFile(feed.id, 'export.csv', 'text/csv', CSV_DOCUMENT);
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json().run;
    expect(run).toMatchObject({
      source: 'upload',
      status: 'succeeded',
      error: null,
      added: 2,
      updated: 0,
      unchanged: 0,
      failed: 1,
      processed: 3,
    });
    const upload = await uploadOfRun(run.id);
    expect(upload).toMatchObject({ kind: 'feed-file', mimeType: 'text/csv', originalName: 'export.csv' });
    expect(await kept(`${upload.storageKey}.csv`)).toBe(true);
    expect(await companyListings(feed.companyId)).toEqual([
      { externalFeedId: 'C-1', title: 'Sunny 1 bedroom', rent: 1850_00, status: 'active' },
      { externalFeedId: 'C-2', title: 'Family house', rent: 3200_00, status: 'active' },
    ]);
  });

  it('HotPads XML: kept as <key>.xml, run to the end, its listings made', async () => {
    const feed = await newFeed('hotpads');
    const res = await uploadFeedFile(feed.id, 'hotpads.xml', 'text/xml', HOTPADS_DOCUMENT);
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json().run;
    expect(run).toMatchObject({
      source: 'upload',
      status: 'succeeded',
      error: null,
      added: 2,
      updated: 0,
      unchanged: 0,
      failed: 1,
      processed: 3,
    });
    const upload = await uploadOfRun(run.id);
    expect(upload).toMatchObject({ kind: 'feed-file', mimeType: 'application/xml', originalName: 'hotpads.xml' });
    expect(await kept(`${upload.storageKey}.xml`)).toBe(true);
    expect(await kept(`${upload.storageKey}.bin`)).toBe(false);
    expect(await companyListings(feed.companyId)).toEqual([
      { externalFeedId: 'HP-1', title: 'Condo near the lake', rent: 2450_00, status: 'active' },
      { externalFeedId: 'HP-2', title: 'Corner unit, café downstairs', rent: 1995_00, status: 'active' },
    ]);

    // The same file again: nothing changed.
    const again = await uploadFeedFile(feed.id, 'hotpads.xml', 'application/xml', HOTPADS_DOCUMENT);
    expect(again.json().run).toMatchObject({ status: 'succeeded', added: 0, unchanged: 2, failed: 1 });
  });

  it('Trovit XML: kept as <key>.xml, run to the end, its listings made', async () => {
    const feed = await newFeed('trovit');
    const res = await uploadFeedFile(feed.id, 'trovit.xml', 'application/xml', TROVIT_DOCUMENT);
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json().run;
    expect(run).toMatchObject({
      source: 'upload',
      status: 'succeeded',
      error: null,
      added: 2,
      updated: 0,
      unchanged: 0,
      failed: 1,
      processed: 3,
    });
    const upload = await uploadOfRun(run.id);
    expect(upload).toMatchObject({ kind: 'feed-file', mimeType: 'application/xml', originalName: 'trovit.xml' });
    expect(await kept(`${upload.storageKey}.xml`)).toBe(true);
    expect(await companyListings(feed.companyId)).toEqual([
      { externalFeedId: 'TV-1', title: 'Renovated 2 bedroom, North York', rent: 1650_00, status: 'active' },
      { externalFeedId: 'TV-2', title: 'Très lumineux, près du métro', rent: 1650_00, status: 'active' },
    ]);
  });
});

describe('which XML a feed file may be', () => {
  it('takes XML without its declaration, behind a UTF-8 BOM, or in the Latin-1 it declares, as XML', async () => {
    const bare = await newFeed('trovit');
    const undeclared = trovitDocument('<!-- exported 2026-05-01 -->\n', trovitAd('B-1', 'No declaration'));
    const res = await uploadFeedFile(bare.id, 'feed.xml', 'text/xml', undeclared);
    expect(res.json().run).toMatchObject({ status: 'succeeded', added: 1, failed: 0 });
    expect((await uploadOfRun(res.json().run.id)).mimeType).toBe('application/xml');

    const bom = await newFeed('hotpads');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(HOTPADS_DOCUMENT)]);
    const res2 = await uploadFeedFile(bom.id, 'feed.xml', 'text/xml', withBom);
    expect(res2.json().run).toMatchObject({ status: 'succeeded', added: 2, failed: 1 });
    expect((await uploadOfRun(res2.json().run.id)).mimeType).toBe('application/xml');

    const latin = await newFeed('trovit');
    const latin1 = Buffer.from(
      trovitDocument('<?xml version="1.0" encoding="ISO-8859-1"?>\n', trovitAd('L-1', 'Près du métro')),
      'latin1',
    );
    const res3 = await uploadFeedFile(latin.id, 'feed.xml', 'text/xml', latin1);
    expect(res3.json().run).toMatchObject({ status: 'succeeded', added: 1, failed: 0 });
    expect((await companyListings(latin.companyId)).map((l) => l.title)).toEqual(['Près du métro']);
  });

  it('refuses XML that is not the text it says (not UTF-8, UTF-16), keeping nothing and starting no run', async () => {
    const feed = await newFeed('trovit');
    const uploadsBefore = await t.db.$count(uploads);
    const notUtf8 = Buffer.from(trovitDocument('<?xml version="1.0"?>\n', trovitAd('X-1', 'Près du métro')), 'latin1');
    const res = await uploadFeedFile(feed.id, 'feed.xml', 'text/xml', notUtf8);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The file "feed.xml" is not UTF-8 text.']);

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(trovitDocument('<?xml version="1.0" encoding="UTF-16"?>\n', trovitAd('X-2', 'x')), 'utf16le'),
    ]);
    const res2 = await uploadFeedFile(feed.id, 'feed.xml', 'text/xml', utf16);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors.file).toEqual(['The file "feed.xml" is not UTF-8 text.']);
    expect(await t.db.$count(uploads)).toBe(uploadsBefore);
    expect(await t.db.select().from(feedRuns).where(eq(feedRuns.feedId, feed.id))).toEqual([]);
  });
});
