// Pages and page types: the seeded types, the path rules (format, reserved first segments and the listings
// permalink, unique per language), the extra fields checked against the type, sanitising on save, revisions
// and their restore, the type kept while pages use it, and the public side (resolve, the HTML with its meta
// and BreadcrumbList, the sitemap) where only published pages exist.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, pages, pageTypes, siteSettings, uploads } from '../../db/schema/index.ts';
import { seedDemoPages } from '../../db/seed/pages.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { PUBLISH_DUE_QUEUE, publishDue } from '../publishing/publish-job.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template title</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ORIGIN = 'https://www.rentals.example';

let t: TestApp;
let webDir: string;
let admin: Record<string, string>;
let place: TestPlace;
const types: Record<string, number> = {};
const url = '/api/admin/pages';
const typesUrl = '/api/admin/pages/types';
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'rentals-pages-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  t = await buildTestApp({ env: { WEB_DIST: webDir, APP_URL: `${ORIGIN}/` } });
  admin = (await t.loginAs('Site Administrator')).headers;
  place = await createPlace(t.db, { cityName: 'Pageville', lat: 45.5, lng: -73.6 });
  for (const row of await t.db.select({ id: pageTypes.id, key: pageTypes.key }).from(pageTypes)) {
    types[row.key] = row.id;
  }
  await t.db.insert(uploads).values({
    storageKey: 'cms/hero',
    kind: 'cms-media',
    originalName: 'hero.jpg',
    mimeType: 'image/jpeg',
    bytes: 10,
    width: 1600,
    height: 900,
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(pages);
});

const create = (body: Record<string, unknown>, headers = admin) => t.call('POST', url, { headers, body });
const plain = (overrides: Record<string, unknown> = {}) => ({
  title: 'About us',
  path: '/about-us',
  language: 'en',
  pageTypeId: types.plain,
  body: '<p>Who we are.</p>',
  ...overrides,
});
const resolve = (p: string) => t.call('GET', `/api/resolve?path=${encodeURIComponent(p)}`);

describe('page types', () => {
  it('start as Plain, Landing, City guide and Contact with their fields', async () => {
    const res = await t.call('GET', `${typesUrl}?sort=name`, { headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { key: string; layout: string; fields: { key: string; kind: string }[] }[];
    expect(list.map((type) => [type.key, type.layout])).toEqual([
      ['city-guide', 'city-guide'],
      ['contact', 'plain'],
      ['landing', 'landing'],
      ['plain', 'plain'],
    ]);
    const guide = list.find((type) => type.key === 'city-guide');
    expect(guide?.fields.map((f) => [f.key, f.kind])).toEqual([
      ['city', 'city'],
      ['heroImage', 'image'],
    ]);
  });

  it('are created and edited with their fields; duplicate field keys and taken keys are refused', async () => {
    const body = {
      key: 'event',
      name: 'Event',
      nameFr: 'Événement',
      layout: 'plain',
      fields: [{ key: 'venue', label: 'Venue', labelFr: 'Lieu', kind: 'text', required: true }],
    };
    const res = await t.call('POST', typesUrl, { headers: admin, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ key: 'event', pageCount: 0, fields: [{ key: 'venue', required: true }] });
    const again = await t.call('POST', typesUrl, { headers: admin, body });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['key']);
    const twice = await t.call('POST', typesUrl, {
      headers: admin,
      body: { ...body, key: 'event-2', fields: [body.fields[0], body.fields[0]] },
    });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['fields']);
    const removed = await t.call('DELETE', `${typesUrl}/${res.json().id}`, { headers: admin });
    expect(removed.statusCode).toBe(200);
  });

  it('cannot be deleted while pages use them, with the count in the message', async () => {
    await create(plain());
    await create(plain({ path: '/team' }));
    const res = await t.call('DELETE', `${typesUrl}/${types.plain}`, { headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2 pages use this page type');
    const resFr = await t.call('DELETE', `${typesUrl}/${types.plain}`, { headers: fr(admin) });
    expect(resFr.json().message).toContain('2 pages utilisent');
    expect((await t.call('GET', `${typesUrl}/${types.plain}`, { headers: admin })).json().pageCount).toBe(2);
  });

  it("keep a removed field's values stored on the pages, and bring them back when the field returns", async () => {
    const type = (
      await t.call('POST', typesUrl, {
        headers: admin,
        body: {
          key: 'notes',
          name: 'Notes',
          nameFr: 'Notes',
          layout: 'plain',
          fields: [{ key: 'note', label: 'Note', labelFr: 'Note', kind: 'text', required: false }],
        },
      })
    ).json();
    const page = (await create(plain({ path: '/notes', pageTypeId: type.id, fieldValues: { note: 'Kept' } }))).json();
    await t.call('PATCH', `${typesUrl}/${type.id}`, { headers: admin, body: { fields: [] } });
    await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { title: 'Notes again' } });
    const [stored] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(stored?.fieldValues).toEqual({ note: 'Kept' });
    await t.db.delete(pages).where(eq(pages.id, page.id));
    await t.call('DELETE', `${typesUrl}/${type.id}`, { headers: admin });
  });
});

describe('/api/admin/pages', () => {
  it('creates a draft page and audits it', async () => {
    const res = await create(plain());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'About us',
      path: '/about-us',
      status: 'draft',
      publishedAt: null,
      pageType: { id: types.plain, layout: 'plain' },
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'pages'), eq(auditEvents.recordId, String(res.json().id))));
    expect(events.map((e) => e.action)).toEqual(['create']);
  });

  it('refuses malformed paths and paths the site already answers, in English and French', async () => {
    for (const bad of ['about-us', '/About', '/about us', '/a//b', '/about-', '/a/']) {
      const res = await create(plain({ path: bad }));
      expect(res.statusCode, bad).toBe(422);
      expect(Object.keys(res.json().errors), bad).toEqual(['path']);
    }
    for (const reserved of ['/admin/x', '/blog', '/faq/more', '/fr/about', '/login', '/rentals/toronto', '/api']) {
      const res = await create(plain({ path: reserved }));
      expect(res.statusCode, reserved).toBe(422);
      expect(res.json().errors.path[0], reserved).toContain('already uses');
    }
    const french = await create(plain({ path: '/portal' }), fr(admin));
    expect(french.json().errors.path[0]).toContain('que le site utilise déjà');
  });

  it('reserves every site permalink in the singular and the plural, its current value included', async () => {
    const refused = async (path: string) => {
      const res = await create(plain({ path }));
      expect(res.statusCode, path).toBe(422);
      expect(Object.keys(res.json().errors), path).toEqual(['path']);
      expect(res.json().errors.path[0], path).toContain('already uses');
    };
    // faqs "faq", posts "blog", listings "rentals", cities, landlords: the values and what they lead to.
    for (const path of ['/faqs', '/faq', '/posts', '/post', '/blogs', '/rental', '/listings', '/city', '/landlord'])
      await refused(path);
    await refused('/faqs/more');
    // A permalink changed in the settings: its new value is reserved too, in both numbers.
    await t.db
      .insert(siteSettings)
      .values({ key: 'faqs', group: 'seo', type: 'text', value: 'help-topic' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'help-topic' } });
    try {
      await refused('/help-topic');
      await refused('/help-topics');
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.key, 'faqs'));
    }
    expect((await create(plain({ path: '/help-topics' }))).statusCode).toBe(201);
  });

  it('keeps a path unique per language: the same path in French is fine, twice in English is a 422', async () => {
    expect((await create(plain())).statusCode).toBe(201);
    expect((await create(plain({ language: 'fr', title: 'À propos' }))).statusCode).toBe(201);
    const twice = await create(plain({ title: 'Other' }));
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['path']);
    const other = (await create(plain({ path: '/team' }))).json();
    const moved = await t.call('PATCH', `${url}/${other.id}`, { headers: admin, body: { path: '/about-us' } });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['path']);
  });

  it('sanitises the body and rich text fields on save, and refuses a body with nothing left', async () => {
    const payloads = [
      '<p>Hi</p><script>alert(1)</script>',
      '<p><img src="x" onerror="alert(1)">Hi</p>',
      '<p><a href="javascript:alert(1)">Hi</a></p>',
      '<p style="background:url(javascript:alert(1))">Hi</p><iframe src="https://evil.example"></iframe>',
      '<p>Hi</p><svg onload="alert(1)"><circle r="1"></circle></svg>',
    ];
    for (const [i, body] of payloads.entries()) {
      const res = await create(plain({ path: `/xss-${i}`, body }));
      expect(res.statusCode, body).toBe(201);
      const saved = (await t.call('GET', `${url}/${res.json().id}`, { headers: admin })).json().body as string;
      expect(saved, body).toContain('Hi');
      expect(saved, body).not.toMatch(/script|onerror|onload|javascript:|iframe|style=/i);
    }
    const empty = await create(plain({ path: '/empty', body: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
  });

  it("checks the type's extra fields: required ones, a city that exists, an image uploaded here", async () => {
    const guide = (fieldValues: Record<string, unknown>) =>
      create(plain({ path: '/guides/pageville', pageTypeId: types['city-guide'], fieldValues }));
    const missing = await guide({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['fieldValues.city'][0]).toBe('The City field is required.');
    const noCity = await guide({ city: 99_999_999 });
    expect(Object.keys(noCity.json().errors)).toEqual(['fieldValues.city']);
    const foreignImage = await guide({ city: place.city.id, heroImage: 'https://evil.example/x.webp' });
    expect(Object.keys(foreignImage.json().errors)).toEqual(['fieldValues.heroImage']);
    const unknownUpload = await guide({ city: place.city.id, heroImage: '/uploads/cms/nothing-800.webp' });
    expect(Object.keys(unknownUpload.json().errors)).toEqual(['fieldValues.heroImage']);
    const ok = await guide({ city: place.city.id, heroImage: '/uploads/cms/hero-800.webp', stray: 'dropped' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().fieldValues).toEqual({ city: place.city.id, heroImage: '/uploads/cms/hero-800.webp' });
    // A new type's required fields are checked with the stored values when only the type changes.
    const page = (await create(plain({ path: '/switch' }))).json();
    const switched = await t.call('PATCH', `${url}/${page.id}`, {
      headers: admin,
      body: { pageTypeId: types['city-guide'] },
    });
    expect(switched.statusCode).toBe(422);
    expect(Object.keys(switched.json().errors)).toEqual(['fieldValues.city']);
    const badType = await create(plain({ path: '/typeless', pageTypeId: 99_999 }));
    expect(Object.keys(badType.json().errors)).toEqual(['pageTypeId']);
    // Named by the form's label ("Page type"), not by its key.
    const { pageTypeId: _none, ...noType } = plain({ path: '/no-type' });
    const untyped = await create(noType);
    expect(untyped.json().errors.pageTypeId).toEqual(['The page type field is required.']);
  });

  it('keeps a revision at every save and restores one through PATCH', async () => {
    const page = (await create(plain({ body: '<p>First words.</p>' }))).json();
    await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { body: '<p>Second words.</p>' } });
    const revisions = (await t.call('GET', `${url}/${page.id}/revisions`, { headers: admin })).json().data as {
      fields: Record<string, unknown>;
    }[];
    expect(revisions.map((r) => r.fields.body)).toEqual(['<p>Second words.</p>', '<p>First words.</p>']);
    const first = revisions[1]?.fields ?? {};
    const restored = await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: first });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().body).toBe('<p>First words.</p>');
    const after = (await t.call('GET', `${url}/${page.id}/revisions`, { headers: admin })).json().data;
    expect(after).toHaveLength(3);
  });

  it('sets publishedAt the first time a page is published', async () => {
    const page = (await create(plain())).json();
    const published = (
      await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { status: 'published' } })
    ).json();
    expect(published.publishedAt).not.toBeNull();
    await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { status: 'archived' } });
    const again = (
      await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { status: 'published' } })
    ).json();
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('publishes a scheduled page when its time comes, through the publishing job', async () => {
    const past = await create(plain({ status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.publishAt).toBeDefined();
    const undated = await create(plain({ status: 'scheduled' }));
    expect(undated.json().errors.publishAt).toBeDefined();

    const at = new Date(Date.now() + 60_000).toISOString();
    const page = (await create(plain({ status: 'scheduled', publishAt: at }))).json();
    expect(page).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });
    expect((await resolve('/about-us')).statusCode).toBe(404);
    // Its time comes (moved into the past rather than waiting a minute), then the job runs.
    await t.db
      .update(pages)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(pages.id, page.id));
    await t.app.jobs.send(PUBLISH_DUE_QUEUE, {});
    expect((await resolve('/about-us')).statusCode).toBe(200);
    const published = (await t.call('GET', `${url}/${page.id}`, { headers: admin })).json();
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect((await publishDue(t.db)).pages).toEqual([]);
  });

  it('answers 401 to visitors and 403 to roles without the page permissions', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await create(plain(), headers)).statusCode, role).toBe(403);
      expect((await t.call('GET', typesUrl, { headers })).statusCode, role).toBe(403);
    }
  });
});

describe('the public side', () => {
  it('answers a published page at its path (and /fr for French pages); drafts and archived pages are 404', async () => {
    const page = (await create(plain({ seoDescription: 'Who runs the site.' }))).json();
    expect((await resolve('/about-us')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/about-us' })).statusCode).toBe(404);

    await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { status: 'published' } });
    const res = await resolve('/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'page',
      meta: { description: 'Who runs the site.', canonicalUrl: `${ORIGIN}/about-us` },
      page: { title: 'About us', layout: 'plain', body: '<p>Who we are.</p>', listings: [] },
    });
    expect(res.json().meta.title).toMatch(/^About us \| /);
    // English pages are not French ones.
    expect((await resolve('/fr/about-us')).statusCode).toBe(404);

    const french = (
      await create(plain({ language: 'fr', path: '/a-propos', title: 'À propos', status: 'published' }))
    ).json();
    expect((await resolve('/fr/a-propos')).json().page.id).toBe(french.id);
    expect((await resolve('/a-propos')).statusCode).toBe(404);

    await t.call('PATCH', `${url}/${page.id}`, { headers: admin, body: { status: 'archived' } });
    expect((await resolve('/about-us')).statusCode).toBe(404);
    expect((await resolve('/no-such-page')).statusCode).toBe(404);
  });

  it('server-renders the HTML with its title, description, canonical, Open Graph and BreadcrumbList', async () => {
    await create(
      plain({ status: 'published', seoTitle: 'About the team', body: '<p>Who we are, in <em>short</em>.</p>' }),
    );
    const res = await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title>About the team \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Who we are, in short.">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about-us">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toMatch(/<meta property="og:title" content="About the team \| /);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'About us', item: `${ORIGIN}/about-us` },
      ],
    });
  });

  it("shows a city guide's city, its search page and its hero image with its size", async () => {
    await create(
      plain({
        path: '/guides/pageville',
        title: 'Living in Pageville',
        pageTypeId: types['city-guide'],
        fieldValues: { city: place.city.id, heroImage: '/uploads/cms/hero-800.webp' },
        status: 'published',
      }),
    );
    const page = (await resolve('/guides/pageville')).json().page;
    expect(page.layout).toBe('city-guide');
    expect(page.city).toMatchObject({ id: place.city.id, name: 'Pageville' });
    expect(page.city.path).toMatch(/^\/rentals\/.+\/pageville$/);
    expect(page.image).toEqual({ url: '/uploads/cms/hero-800.webp', width: 800, height: 450 });
    expect(Array.isArray(page.listings)).toBe(true);
  });

  it('lists published pages in /sitemap.xml, drafts not', async () => {
    await create(plain({ status: 'published' }));
    await create(plain({ path: '/draft-page' }));
    await create(plain({ path: '/a-propos', language: 'fr', status: 'published' }));
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${ORIGIN}/about-us</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/fr/a-propos</loc>`);
    expect(xml).not.toContain('/draft-page');
  });

  it('the demo seed adds one page of each type, once', async () => {
    const added = await seedDemoPages(t.db);
    // The city guide needs Toronto, which test databases do not hold.
    expect(added).toBeGreaterThanOrEqual(3);
    expect(await seedDemoPages(t.db)).toBe(0);
    expect((await resolve('/about-us')).json().page.title).toBe('About us');
    expect((await resolve('/find-your-next-home')).json().page.layout).toBe('landing');
  });
});
