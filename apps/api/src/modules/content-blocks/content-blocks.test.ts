// Content blocks in the back office: who may read and save them, a save sanitising rich text and showing at once
// in GET content-blocks/get-content (new ETag), French falling back to English when emptied, revisions kept and
// restorable, and the 422s (unknown content, English required, too long) in English and French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let admin: Record<string, string>;
const url = '/api/admin/content-blocks';
const fr = (headers: Record<string, string> = {}) => ({ ...headers, 'accept-language': 'fr' });
type Block = { id: number; contentKey: string; keys: string[]; en: Record<string, string>; fr: Record<string, string> };
type Public = { contentKey: string; contents: { contentKey: string; content: string }[] };

const publicContent = async (block: string, key: string, headers: Record<string, string> = {}) => {
  const res = await t.call('GET', '/api/content-blocks/get-content', { headers });
  const blocks: Public[] = res.json().contentBlocks;
  return {
    etag: res.headers.etag as string,
    content: blocks.find((b) => b.contentKey === block)?.contents.find((c) => c.contentKey === key)?.content,
  };
};

let privacy: Block;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
  const list = (await t.call('GET', url, { headers: admin })).json().data as Block[];
  privacy = list.find((b) => b.contentKey === 'privacy-policy') as Block;
});
afterAll(() => t.close());

describe('/api/admin/content-blocks', () => {
  it('lists every block with its contents in both languages', async () => {
    const list = (await t.call('GET', url, { headers: admin })).json().data as (Block & { languages: string[] })[];
    expect(list.map((b) => b.contentKey)).toEqual(
      expect.arrayContaining(['privacy-policy', 'terms-of-use', 'home-hero']),
    );
    expect(privacy.keys).toEqual(['title', 'body']);
    expect(privacy.fr.title).toBe('Politique de confidentialité');
    expect(list.find((b) => b.contentKey === 'home-hero')?.languages).toEqual(['en', 'fr']);
  });

  it('refuses anonymous callers, landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      const patch = await t.call('PATCH', `${url}/${privacy.id}`, { headers, body: { en: { title: 'Hacked' } } });
      expect(patch.statusCode, role).toBe(403);
    }
    expect((await publicContent('privacy-policy', 'title')).content).toBe('Privacy Policy');
  });

  it('saves sanitised contents that GET content-blocks/get-content answers at once, with a new ETag', async () => {
    const before = await publicContent('privacy-policy', 'body');
    const res = await t.call('PATCH', `${url}/${privacy.id}`, {
      headers: admin,
      body: {
        en: { title: '  Our   privacy policy ', body: '<p onclick="x()">We keep little.</p><script>alert(1)</script>' },
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await publicContent('privacy-policy', 'body');
    expect(after.content).toBe('<p>We keep little.</p>');
    expect(after.etag).not.toBe(before.etag);
    expect((await publicContent('privacy-policy', 'title')).content).toBe('Our privacy policy');
    const revalidated = await t.call('GET', '/api/content-blocks/get-content', {
      headers: { 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers['cache-control']).toContain('max-age=0');
  });

  it('falls back to English when the French text is emptied', async () => {
    await t.call('PATCH', `${url}/${privacy.id}`, { headers: admin, body: { fr: { title: '' } } });
    expect((await publicContent('privacy-policy', 'title', fr())).content).toBe('Our privacy policy');
    const block = (await t.call('GET', `${url}/${privacy.id}`, { headers: admin })).json();
    expect(block.fr.title).toBe('');
    expect(block.languages).toEqual(['en']);
    await t.call('PATCH', `${url}/${privacy.id}`, {
      headers: admin,
      body: { fr: { title: 'Politique de confidentialité' } },
    });
    expect((await publicContent('privacy-policy', 'title', fr())).content).toBe('Politique de confidentialité');
  });

  it('keeps revisions and restores one', async () => {
    const revisions = (await t.call('GET', `${url}/${privacy.id}/revisions`, { headers: admin })).json().data;
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const emptiedFrench = revisions.find((r: { fields: Block }) => r.fields.fr.title === '');
    expect(emptiedFrench).toBeDefined();
    const restore = await t.call('PATCH', `${url}/${privacy.id}`, { headers: admin, body: emptiedFrench.fields });
    expect(restore.statusCode).toBe(200);
    expect((await publicContent('privacy-policy', 'title', fr())).content).toBe('Our privacy policy');
    const newest = (await t.call('GET', `${url}/${privacy.id}/revisions`, { headers: admin })).json().data[0];
    expect(newest.fields).toEqual(emptiedFrench.fields);
  });

  it('refuses unknown contents, an empty English text and an over-long title, in English and French', async () => {
    const res = await t.call('PATCH', `${url}/${privacy.id}`, {
      headers: admin,
      body: { en: { title: '', subtitle: 'x' }, fr: { title: 'x'.repeat(501) } },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['en.subtitle', 'en.title', 'fr.title']);
    expect(errors['en.title'][0]).toBe('The title field is required.');
    const french = await t.call('PATCH', `${url}/${privacy.id}`, {
      headers: fr(admin),
      body: { en: { body: '<script></script>' } },
    });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors['en.body'][0]).toContain('texte');
    const shape = await t.call('PATCH', `${url}/${privacy.id}`, { headers: admin, body: { de: {} } });
    expect(shape.statusCode).toBe(422);
  });
});
