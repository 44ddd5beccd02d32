// Scheduled publishing on its own: what a status asks of the dates, and the job's update of due posts and pages
// (only those due, once, keeping a first publication time).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageTypes, posts } from '../../db/schema/index.ts';
import { seedPageTypes } from '../../db/seed/pages.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { publishDue } from './publish-job.ts';
import { statusDates } from './schedule.ts';

const HOUR = 3_600_000;

describe('statusDates', () => {
  it('asks a scheduled one for a publish time in the future', () => {
    const at = new Date(Date.now() + HOUR);
    expect(statusDates('scheduled', at.toISOString(), null)).toEqual({ publishAt: at, publishedAt: null });
    for (const when of [null, new Date(Date.now() - 1000).toISOString()]) {
      expect(() => statusDates('scheduled', when, null)).toThrow(HttpError);
    }
  });

  it('stamps the first publication and keeps it after', () => {
    const first = new Date('2026-01-02T03:04:05Z');
    expect(statusDates('published', null, null).publishedAt?.getTime()).toBeGreaterThan(Date.now() - 5_000);
    expect(statusDates('published', null, first).publishedAt).toEqual(first);
    expect(statusDates('archived', null, first).publishedAt).toEqual(first);
    expect(statusDates('draft', null, null)).toEqual({ publishAt: null, publishedAt: null });
  });
});

describe('publishDue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPageTypes(t.db);
  });
  afterAll(() => t.close());

  it('publishes the due posts and pages once, leaving the others as they are', async () => {
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    const firstPublished = new Date('2026-01-02T03:04:05Z');
    const post = (slug: string, publishAt: Date, publishedAt: Date | null = null) => ({
      title: slug,
      slug,
      language: 'en' as const,
      body: '<p>x</p>',
      status: 'scheduled' as const,
      publishAt,
      publishedAt,
      previewToken: `token-${slug}-0123456789`,
    });
    const [due, republished, later] = await t.db
      .insert(posts)
      .values([post('due', past), post('again', past, firstPublished), post('later', future)])
      .returning({ id: posts.id });
    const [type] = await t.db.select({ id: pageTypes.id }).from(pageTypes).where(eq(pageTypes.key, 'plain'));
    const page = (path: string, publishAt: Date) => ({
      title: path,
      path,
      language: 'en' as const,
      pageTypeId: type?.id ?? 0,
      body: '<p>x</p>',
      status: 'scheduled' as const,
      publishAt,
    });
    const [duePage, laterPage] = await t.db
      .insert(pages)
      .values([page('/due', past), page('/later', future)])
      .returning({ id: pages.id });

    const published = await publishDue(t.db);
    expect(published.posts.sort()).toEqual([due?.id, republished?.id].sort());
    expect(published.pages).toEqual([duePage?.id]);

    const rows = await t.db.select({ id: posts.id, status: posts.status, publishedAt: posts.publishedAt }).from(posts);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(due?.id ?? 0)).toMatchObject({ status: 'published', publishedAt: past });
    expect(byId.get(republished?.id ?? 0)?.publishedAt).toEqual(firstPublished);
    expect(byId.get(later?.id ?? 0)).toMatchObject({ status: 'scheduled', publishedAt: null });
    const [stillScheduled] = await t.db
      .select()
      .from(pages)
      .where(eq(pages.id, laterPage?.id ?? 0));
    expect(stillScheduled?.status).toBe('scheduled');

    expect(await publishDue(t.db)).toEqual({ posts: [], pages: [] });
  });
});
