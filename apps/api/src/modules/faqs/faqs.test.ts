// FAQs: the back office's resource (permissions, the answer sanitised on save, 422s in English and French,
// the public page's order, the language filter) and the public page (GET resolve for /faq and /fr/faq, the
// FAQPage and BreadcrumbList JSON-LD, unpublished questions hidden, /sitemap.xml), and the demo seed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema/index.ts';
import { DEMO_FAQS, seedDemoFaqs } from '../../db/seed/demo-faqs.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { resolvePage } from '../seo/resolve.ts';
import { loadSeoSettings } from '../seo/seo-settings.ts';

const ORIGIN = 'https://rentals.example';
let t: TestApp;
let admin: Record<string, string>;
const url = '/api/admin/faqs';
const fr = (headers: Record<string, string> = {}) => ({ ...headers, 'accept-language': 'fr' });
const create = (body: Record<string, unknown>, headers = admin) => t.call('POST', url, { headers, body });
const faq = (over: Record<string, unknown> = {}) => ({
  question: 'How do I pay?',
  answer: '<p>By card.</p>',
  category: 'Billing',
  locale: 'en',
  ...over,
});
const resolve = (path: string) => t.call('GET', `/api/resolve?path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: ORIGIN } });
  admin = (await t.loginAs('Site Administrator')).headers;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(faqs);
});

describe('/api/admin/faqs', () => {
  it('answers 401 to anonymous callers and 403 to landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await create(faq(), headers)).statusCode, role).toBe(403);
    }
  });

  it('sanitises the answer on create and on update', async () => {
    const res = await create(
      faq({ answer: '<p onclick="steal()">Pay <script>alert(1)</script><a href="javascript:x()">here</a></p>' }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data?.id ?? res.json().id;
    const [stored] = await t.db.select().from(faqs).where(eq(faqs.id, id));
    expect(stored?.answer).not.toMatch(/onclick|script|javascript/);
    expect(stored?.answer).toContain('Pay');

    const patched = await t.call('PATCH', `${url}/${id}`, {
      headers: admin,
      body: { answer: '<h2>Cards</h2><img src="x" onerror="alert(1)"><p>Visa</p>' },
    });
    expect(patched.statusCode).toBe(200);
    const [after] = await t.db.select().from(faqs).where(eq(faqs.id, id));
    expect(after?.answer).toBe('<h2>Cards</h2><p>Visa</p>');
  });

  it('refuses missing fields, a bad language and an answer that cleans to nothing, in English and French', async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(['question', 'answer', 'category', 'locale']),
    );

    const french = await t.call('POST', url, { headers: fr(admin), body: faq({ locale: 'de', question: '' }) });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors.locale[0]).toContain('langue');
    expect(french.json().errors.question[0]).toContain('question');

    const scriptOnly = await create(faq({ answer: '<script>alert(1)</script>' }));
    expect(scriptOnly.statusCode).toBe(422);
    expect(scriptOnly.json().errors.answer[0]).toBe('The answer field is required.');
    const scriptOnlyFr = await t.call('POST', url, { headers: fr(admin), body: faq({ answer: '<script></script>' }) });
    expect(scriptOnlyFr.json().errors.answer[0]).toContain('réponse');
  });

  it('lists by category then position, filters by language and category, and keeps revisions', async () => {
    await t.db.insert(faqs).values([
      { ...faq({ question: 'B2', category: 'B', position: 2 }), locale: 'en' },
      { ...faq({ question: 'A1', category: 'A', position: 5 }), locale: 'en' },
      { ...faq({ question: 'B1', category: 'B', position: 1 }), locale: 'en' },
      { ...faq({ question: 'Fr1', category: 'A', position: 1 }), locale: 'fr' },
    ]);
    const all = (await t.call('GET', url, { headers: admin })).json().data;
    expect(all.map((f: { question: string }) => f.question)).toEqual(['Fr1', 'A1', 'B1', 'B2']);
    const english = (await t.call('GET', `${url}?locale=en&category=B`, { headers: admin })).json().data;
    expect(english.map((f: { question: string }) => f.question)).toEqual(['B1', 'B2']);
    const french = (await t.call('GET', `${url}?locale=fr`, { headers: admin })).json().data;
    expect(french.map((f: { question: string }) => f.question)).toEqual(['Fr1']);
    const categories = (await t.call('GET', `${url}/categories`, { headers: admin })).json().data;
    expect(categories).toEqual(['A', 'B']);

    const created = (await create(faq())).json();
    const id = created.data?.id ?? created.id;
    await t.call('PATCH', `${url}/${id}`, { headers: admin, body: { question: 'How do I pay now?' } });
    const revisions = (await t.call('GET', `${url}/${id}/revisions`, { headers: admin })).json().data;
    expect(revisions.map((r: { fields: { question: string } }) => r.fields.question)).toEqual([
      'How do I pay now?',
      'How do I pay?',
    ]);
  });
});

describe('the public FAQ page', () => {
  beforeEach(async () => {
    await t.db.insert(faqs).values([
      { ...faq({ question: 'Is it free?', answer: '<p>Yes.</p>', category: 'Renters', position: 2 }), locale: 'en' },
      {
        ...faq({ question: 'How to list?', answer: '<p>Sign up.</p>', category: 'Landlords', position: 1 }),
        locale: 'en',
      },
      { ...faq({ question: 'Hidden draft?', category: 'Renters', position: 1 }), locale: 'en', isPublished: false },
      { ...faq({ question: 'Est-ce gratuit?', answer: '<p>Oui.</p>', category: 'Locataires' }), locale: 'fr' },
    ]);
  });

  it('resolves /faq and /fr/faq to their language’s published questions by category', async () => {
    const en = await resolve('/faq');
    expect(en.statusCode).toBe(200);
    const body = en.json();
    expect(body.type).toBe('faq');
    expect(body.meta.canonicalUrl).toBe(`${ORIGIN}/faq`);
    expect(body.meta.title).toContain('Frequently asked questions');
    expect(body.page.categories).toEqual([
      {
        name: 'Landlords',
        questions: [expect.objectContaining({ question: 'How to list?', answer: '<p>Sign up.</p>' })],
      },
      { name: 'Renters', questions: [expect.objectContaining({ question: 'Is it free?' })] },
    ]);
    expect(JSON.stringify(body)).not.toContain('Hidden draft');

    const french = (await resolve('/fr/faq')).json();
    expect(french.meta.canonicalUrl).toBe(`${ORIGIN}/fr/faq`);
    expect(french.meta.title).toContain('Foire aux questions');
    expect(french.page.categories.map((c: { name: string }) => c.name)).toEqual(['Locataires']);
  });

  it('describes the page as a schema.org FAQPage with its breadcrumbs, without unpublished questions', async () => {
    const settings = await loadSeoSettings(t.db);
    const page = await resolvePage({ db: t.db, path: '/faq', address: { origin: ORIGIN, locale: 'en' }, settings });
    const jsonLd = page?.jsonLd as { '@graph': Record<string, unknown>[] };
    const graph = jsonLd['@graph'];
    const faqPage = graph.find((node) => node['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual([
      { '@type': 'Question', name: 'How to list?', acceptedAnswer: { '@type': 'Answer', text: '<p>Sign up.</p>' } },
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes.</p>' } },
    ]);
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: `${ORIGIN}/` }),
      expect.objectContaining({ position: 2, item: `${ORIGIN}/faq` }),
    ]);
  });

  it('is listed in /sitemap.xml per language once a question is published', async () => {
    const withBoth = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(withBoth.body).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(withBoth.body).toContain(`<loc>${ORIGIN}/fr/faq</loc>`);
    await t.db.update(faqs).set({ isPublished: false }).where(eq(faqs.locale, 'fr'));
    const englishOnly = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(englishOnly.body).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(englishOnly.body).not.toContain('/fr/faq');
  });
});

describe('the demo seed', () => {
  it('adds a dozen questions in each language into an empty table, once', async () => {
    expect(await seedDemoFaqs(t.db)).toBe(DEMO_FAQS.length);
    expect(await seedDemoFaqs(t.db)).toBe(0);
    expect(DEMO_FAQS.filter((f) => f.locale === 'en')).toHaveLength(12);
    expect(DEMO_FAQS.filter((f) => f.locale === 'fr')).toHaveLength(12);
  });
});
