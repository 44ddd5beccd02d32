// Posts and categories: the save path cleans rich text (XSS payloads never come back), slugs are unique per
// language, the status rules, scheduled publishing through the job (not public before, public and in the
// sitemap after, idempotent), revision restore through PATCH, the preview link, the public pages' meta and
// JSON-LD, categories' deletion, and who may do what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentRevisions, postCategories, posts } from '../../db/schema/index.ts';
import { DEMO_POSTS, seedDemoPosts } from '../../db/seed/demo-posts.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { PUBLISH_DUE_QUEUE, publishDue } from '../publishing/publish-job.ts';
import { resolvePage } from '../seo/resolve.ts';
import { loadSeoSettings } from '../seo/seo-settings.ts';

let t: TestApp;
let admin: Record<string, string>;
const url = '/api/admin/posts';
const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(posts);
  await t.db.delete(postCategories);
  await t.db.delete(contentRevisions);
});

const create = (body: Record<string, unknown>, headers = admin) =>
  t.call('POST', url, { headers, body: { language: 'en', body: '<p>Hello there.</p>', ...body } });
const read = async (id: number) => (await t.call('GET', `${url}/${id}`, { headers: admin })).json();
const resolve = (path: string) => t.call('GET', `/api/resolve?path=${encodeURIComponent(path)}`);
const sitemap = async () => (await t.call('GET', '/sitemap.xml')).body;

const XSS_PAYLOADS = [
  '<script>alert(1)</script><p>ok</p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<svg onload=alert(1)><p>svg</p></svg>',
  '<iframe src="javascript:alert(1)"></iframe><p>frame</p>',
  '<p style="background:url(javascript:alert(1))">style</p>',
  '<img src="javascript:alert(1)" alt="x">',
  '<details open ontoggle=alert(1)><p>d</p></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<p>a</p><object data="javascript:alert(1)"></object>',
  '<a href="&#106;avascript:alert(1)">encoded</a>',
  '<body onload=alert(1)><p>body</p></body>',
];

describe('rich text through the post save path', () => {
  it('never stores or serves a script, an event handler or a javascript: URL', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const res = await create({ title: `XSS ${index}`, body: `<p>keep ${index}</p>${payload}`, status: 'published' });
      expect(res.statusCode, payload).toBe(201);
      const { id } = res.json();
      const stored = (await read(id)).body as string;
      expect(stored, payload).toContain(`keep ${index}`);
      expect(stored.toLowerCase(), payload).not.toMatch(/<script|onerror|onload|onclick|ontoggle|javascript:/);
      const page = await resolve(`/blog/xss-${index}`);
      expect(page.statusCode).toBe(200);
      expect(page.body.toLowerCase(), payload).not.toMatch(/<script|onerror=|javascript:/);
      // An update cleans too.
      await t.call('PATCH', `${url}/${id}`, { headers: admin, body: { body: `<p>again</p>${payload}` } });
      expect(((await read(id)).body as string).toLowerCase()).not.toMatch(/<script|onerror|javascript:/);
    }
  });

  it('refuses a body with nothing left after cleaning (422 naming body, in French too)', async () => {
    const res = await create({ title: 'Empty', body: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('body');
    const fr = await t.call('POST', url, {
      headers: { ...admin, 'accept-language': 'fr' },
      body: { title: 'Vide', language: 'fr', body: '<p> </p>' },
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.body[0]).toContain('obligatoire');
  });
});

describe('slugs', () => {
  it('come from the title and are unique per language (422 naming slug), the same slug allowed in each language', async () => {
    const first = await create({ title: 'Hello, Wörld!' });
    expect((await read(first.json().id)).slug).toBe('hello-world');
    const again = await create({ title: 'Other', slug: 'hello-world' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('slug');
    const fr = await create({ title: 'Bonjour', slug: 'hello-world', language: 'fr' });
    expect(fr.statusCode).toBe(201);
    const moved = await t.call('PATCH', `${url}/${fr.json().id}`, { headers: admin, body: { language: 'en' } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('slug');
    const bad = await create({ title: 'Bad', slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('slug');
  });
});

describe('status rules', () => {
  it('scheduled needs a future publish date; published stamps published_at; archived leaves the blog', async () => {
    const missing = await create({ title: 'No date', status: 'scheduled' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('publishAt');
    const past = await create({ title: 'Past', status: 'scheduled', publishAt: inMinutes(-5) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toHaveProperty('publishAt');

    const draft = (await create({ title: 'Draft post' })).json();
    expect(await read(draft.id)).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await resolve('/blog/draft-post')).statusCode).toBe(404);

    await t.call('PATCH', `${url}/${draft.id}`, { headers: admin, body: { status: 'published' } });
    const published = await read(draft.id);
    expect(published.publishedAt).not.toBeNull();
    expect((await resolve('/blog/draft-post')).statusCode).toBe(200);

    await t.call('PATCH', `${url}/${draft.id}`, { headers: admin, body: { status: 'archived' } });
    expect((await resolve('/blog/draft-post')).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('/blog/draft-post');
  });
});

describe('scheduled publishing', () => {
  it('is not public before its time, is public and in the sitemap after the job runs, once', async () => {
    const res = await create({ title: 'Coming soon', status: 'scheduled', publishAt: inMinutes(10) });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await resolve('/blog/coming-soon')).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('/blog/coming-soon');
    // Its time comes (moved into the past rather than waiting ten minutes).
    await t.db
      .update(posts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, id));
    expect((await resolve('/blog/coming-soon')).statusCode).toBe(404);

    await t.app.jobs.send(PUBLISH_DUE_QUEUE, {});
    expect(await read(id)).toMatchObject({ status: 'published' });
    const page = await resolve('/blog/coming-soon');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ type: 'blogPost', post: { title: 'Coming soon' } });
    expect(await sitemap()).toContain('/blog/coming-soon');
    expect((await resolve('/blog')).json().blog.posts.map((p: { title: string }) => p.title)).toContain('Coming soon');
    // A second run publishes nothing more.
    expect((await publishDue(t.db)).posts).toEqual([]);
  });
});

describe('revisions', () => {
  it('keeps a version at every save and restores one through PATCH', async () => {
    const { id } = (await create({ title: 'First title', body: '<p>First body.</p>' })).json();
    await t.call('PATCH', `${url}/${id}`, { headers: admin, body: { title: 'Second title', body: '<p>Second.</p>' } });
    const revisions = (await t.call('GET', `${url}/${id}/revisions`, { headers: admin })).json().data;
    expect(revisions).toHaveLength(2);
    const oldest = revisions[1];
    expect(oldest.fields).toMatchObject({ title: 'First title', body: '<p>First body.</p>' });
    const restore = await t.call('PATCH', `${url}/${id}`, { headers: admin, body: oldest.fields });
    expect(restore.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ title: 'First title', body: '<p>First body.</p>' });
    const after = (await t.call('GET', `${url}/${id}/revisions`, { headers: admin })).json().data;
    expect(after).toHaveLength(3);
    expect(after[0].fields.title).toBe('First title');
  });
});

describe('preview link', () => {
  it('shows a draft to whoever holds the token, kept out of indexes; a wrong token is a 404', async () => {
    const { id } = (await create({ title: 'Secret draft' })).json();
    const post = await read(id);
    expect(post.previewToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await resolve(`/blog/preview/${post.previewToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ type: 'blogPost', post: { title: 'Secret draft', preview: true } });
    expect((await resolve(`/blog/preview/${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await resolve('/blog/secret-draft')).statusCode).toBe(404);
  });
});

describe('translations, categories and the public pages', () => {
  it('links a translation both ways, lists each language on its own blog, pages by ?p=, and carries JSON-LD', async () => {
    const category = await t.call('POST', '/api/admin/post-categories', {
      headers: admin,
      body: { name: 'Moving', nameFr: 'Déménagement' },
    });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json().id;
    const en = (await create({ title: 'Moving day', status: 'published', categoryIds: [categoryId] })).json();
    const fr = (
      await create({ title: 'Jour du déménagement', language: 'fr', status: 'published', translationId: en.id })
    ).json();
    expect((await read(en.id)).translationId).toBe(fr.id);
    const enPage = (await resolve('/blog/moving-day')).json();
    expect(enPage.post.translation).toMatchObject({ language: 'fr', path: '/blog/jour-du-demenagement' });
    expect(enPage.post.categories).toEqual([{ name: 'Moving', path: '/blog/category/moving' }]);
    expect((await resolve('/fr/blog/moving-day')).statusCode).toBe(404);
    expect((await resolve('/fr/blog')).json().blog.posts.map((p: { title: string }) => p.title)).toEqual([
      'Jour du déménagement',
    ]);
    expect((await resolve('/blog/category/moving')).json().blog.category).toMatchObject({ name: 'Moving' });
    expect((await resolve('/fr/blog/category/demenagement')).json().blog.posts).toEqual([]);
    expect((await resolve('/blog/category/nothing')).statusCode).toBe(404);
    expect((await resolve('/blog?p=2')).statusCode).toBe(404);
    expect((await resolve('/blog/no-such-post')).statusCode).toBe(404);

    const resolved = await resolvePage({
      db: t.db,
      path: '/blog/moving-day',
      address: { origin: 'https://rentals.test', locale: 'en' },
      settings: await loadSeoSettings(t.db),
    });
    expect(resolved).toMatchObject({
      ogType: 'article',
      alternates: { en: '/blog/moving-day', fr: '/blog/jour-du-demenagement' },
    });
    const graph = (resolved?.jsonLd?.['@graph'] ?? []) as { '@type': string }[];
    expect(graph.map((node) => node['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({ headline: 'Moving day', url: 'https://rentals.test/blog/moving-day' });

    // Category deletion takes it off its posts; the count the confirmation names comes with the category.
    expect((await t.call('GET', `/api/admin/post-categories/${categoryId}`, { headers: admin })).json()).toMatchObject({
      postCount: 1,
    });
    expect((await t.call('DELETE', `/api/admin/post-categories/${categoryId}`, { headers: admin })).statusCode).toBe(
      200,
    );
    expect((await read(en.id)).categoryIds).toEqual([]);
  });

  it('the demo seed writes published posts in both languages, once', async () => {
    const first = await seedDemoPosts(t.db);
    expect(first.posts).toBe(DEMO_POSTS.length);
    expect(await seedDemoPosts(t.db)).toEqual({ posts: 0, categories: 0 });
    const blog = (await resolve('/blog')).json().blog;
    expect(blog.posts.length).toBe(DEMO_POSTS.filter((p) => p.language === 'en').length);
    expect(blog.posts[0].publishedAt > blog.posts[1].publishedAt).toBe(true);
    expect((await resolve('/fr/blog')).json().blog.posts.length).toBe(
      DEMO_POSTS.filter((p) => p.language === 'fr').length,
    );
  });
});

describe('permissions', () => {
  it('answers 401 to anonymous callers and 403 to landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await create({ title: 'Nope' }, headers)).statusCode, role).toBe(403);
    }
  });
});
