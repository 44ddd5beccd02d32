// DELETE /api/admin/media/:id (the media library's delete): images uploaded through the one upload path, then
// deleted, or refused while a post, page, content block, FAQ or saved revision uses them, including one saved
// while the delete runs.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  contentBlockContents,
  contentBlocks,
  contentRevisions,
  pages,
  pageTypes,
  posts,
  uploads,
} from '../../db/schema/index.ts';
import { uploadObjectKeys } from '../../lib/uploads/receive-upload.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { lockWaiters, waitFor } from '../../test/waits.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await t.loginAs('Site Administrator');
  admin = a.headers;
  adminId = a.user.id;
});
afterAll(() => t.close());

let n = 0;
/** A CMS image (or a logo) uploaded as the editor does: the row, its key and a count of its stored widths. */
async function uploaded(kind: 'cms-media' | 'company-logo' = 'cms-media', filename = 'view.png') {
  const boundary = `----media-${randomBytes(6).toString('hex')}`;
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3f7fcf' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=${kind}`,
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; key: string; url: string };
  const files = uploadObjectKeys(kind, body.key, 'image/webp');
  // Every object the upload may keep: the WebP widths, and JPEG renditions once /uploads has made them.
  const stored = async () => (await Promise.all(files.map((file) => t.app.storage.head(file)))).filter(Boolean).length;
  return { id: body.id, key: body.key, url: `/uploads/${body.key}-512.webp`, stored };
}

const remove = (id: number, headers: Record<string, string> = admin) =>
  t.call('DELETE', `/api/admin/media/${id}`, { headers });

async function rowExists(id: number) {
  return (await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length === 1;
}

async function newPost(title: string, body: string, coverImage: string | null = null) {
  n += 1;
  const [post] = await t.db
    .insert(posts)
    .values({ title, slug: `media-post-${n}`, language: 'en', body, coverImage, previewToken: `media-${n}` })
    .returning({ id: posts.id });
  return post?.id ?? 0;
}

async function newPage(title: string, body: string, fieldValues: Record<string, string> = {}) {
  n += 1;
  const [type] = await t.db.select({ id: pageTypes.id }).from(pageTypes).where(eq(pageTypes.key, 'plain'));
  const [page] = await t.db
    .insert(pages)
    .values({ title, path: `/media-page-${n}`, language: 'en', pageTypeId: type?.id ?? 0, body, fieldValues })
    .returning({ id: pages.id });
  return page?.id ?? 0;
}

describe('DELETE /api/admin/media/:id', () => {
  it('deletes an unused image with every stored width and its JPEG rendition, and leaves an audit event', async () => {
    const image = await uploaded('cms-media', 'old-kitchen.png');
    expect(await image.stored()).toBe(3);
    // An email asked for the JPEG rendition of a width: /uploads made it and stored it beside the WebP files.
    const rendition = `${image.key}-960.jpg`;
    expect((await t.call('GET', `/uploads/${rendition}`)).statusCode).toBe(200);
    expect((await t.app.storage.head(rendition))?.contentType).toBe('image/jpeg');
    expect(await image.stored()).toBe(4);

    const res = await remove(image.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowExists(image.id)).toBe(false);
    expect(await image.stored()).toBe(0);
    expect(await t.app.storage.head(rendition)).toBeNull();
    const listed = (await t.call('GET', '/api/admin/media', { headers: admin })).json() as { data: { id: number }[] };
    expect(listed.data.map((item) => item.id)).not.toContain(image.id);

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'uploads'),
          eq(auditEvents.action, 'delete'),
          eq(auditEvents.recordId, String(image.id)),
        ),
      );
    expect(event).toMatchObject({ actorId: adminId });
    expect(event?.changes).toMatchObject({
      originalName: { old: 'old-kitchen.png', new: null },
      storageKey: { old: image.key, new: null },
    });
    // Gone: a second delete finds nothing.
    expect((await remove(image.id)).statusCode).toBe(404);
  });

  it('refuses with 409, naming what uses it, while a post or a page shows the image, and changes nothing', async () => {
    const image = await uploaded();
    const postId = await newPost('Moving to Toronto', `<p><img src="${image.url}" alt=""></p>`);
    await newPage('About us', '<p>x</p>', { image: image.url });

    const res = await remove(image.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This image cannot be deleted: 2 places use it. Used by the post “Moving to Toronto” and 1 page.',
    );
    const fr = await t.call('DELETE', `/api/admin/media/${image.id}`, {
      headers: { ...admin, 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe(
      'Cette image ne peut pas être supprimée : 2 endroits l’utilisent. Utilisée par l’article « Moving to Toronto » et 1 page.',
    );
    expect(await rowExists(image.id)).toBe(true);
    expect(await image.stored()).toBe(3);
    const events = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delete'), eq(auditEvents.recordId, String(image.id))));
    expect(events).toEqual([]);

    // Once the post and the page stop using it (and nothing else does), it can go.
    await t.db.delete(posts).where(eq(posts.id, postId));
    await t.db.delete(pages).where(eq(pages.title, 'About us'));
    expect((await remove(image.id)).statusCode).toBe(204);
  });

  it('waits for a save in flight that puts the image in a post, then refuses with 409 and keeps it', async () => {
    const image = await uploaded();
    let answer: ReturnType<typeof remove> | undefined;
    // The editor's save is not committed while the delete runs: a check that did not wait for it would find
    // nothing and the image would go. On PostgreSQL the delete waits, then its check sees the post. (PGlite has
    // one connection: the delete runs after the commit.)
    await t.db.transaction(async (tx) => {
      n += 1;
      await tx.insert(posts).values({
        title: 'Saved meanwhile',
        slug: `media-post-${n}`,
        language: 'en',
        body: `<p><img src="${image.url}" alt=""></p>`,
        previewToken: `media-${n}`,
      });
      answer = remove(image.id);
      if (t.app.database.kind === 'postgres') {
        // Until the delete waits for the content tables, or has answered without waiting (the expectations
        // below then say what went wrong).
        let answered = false;
        void answer.finally(() => {
          answered = true;
        });
        await waitFor(
          'the delete to wait for the save in flight',
          async () => answered || (await lockWaiters(t.db, 'lock table')) > 0,
          5_000,
        );
      }
    });
    const res = await (answer as ReturnType<typeof remove>);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'This image cannot be deleted: 1 place uses it. Used by the post “Saved meanwhile”.',
    );
    expect(await rowExists(image.id)).toBe(true);
    expect(await image.stored()).toBe(3);
  });

  it('counts a post cover, a content block and a saved revision of a deleted post', async () => {
    const image = await uploaded();
    await newPost('Cover only', '<p>x</p>', image.url);
    const [block] = await t.db
      .insert(contentBlocks)
      .values({ contentKey: `media-block-${n}`, name: 'Footer promo' })
      .returning({ id: contentBlocks.id });
    for (const locale of ['en', 'fr'] as const) {
      await t.db.insert(contentBlockContents).values({
        blockId: block?.id ?? 0,
        contentKey: `media-block-${n}`,
        locale,
        content: `<img src="${image.url}">`,
      });
    }
    await t.db.insert(contentRevisions).values({ resource: 'posts', recordId: 999_999, fields: { body: image.url } });

    const res = await remove(image.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This image cannot be deleted: 3 places use it. Used by the post “Cover only”, 1 content block and 1 saved revision.',
    );
    expect(await image.stored()).toBe(3);
  });

  it('answers 404 for an unknown id and for an upload that is not in the media library', async () => {
    const logo = await uploaded('company-logo', 'logo.png');
    expect((await remove(logo.id)).statusCode).toBe(404);
    expect(await rowExists(logo.id)).toBe(true);
    expect(await logo.stored()).toBe(3);
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
  });

  it('is for those who may upload CMS images: 401 signed out, 403 for a landlord, a renter or support', async () => {
    const image = await uploaded();
    expect((await t.call('DELETE', `/api/admin/media/${image.id}`)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      const res = await remove(image.id, headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await rowExists(image.id)).toBe(true);
    expect(await image.stored()).toBe(3);
  });
});
