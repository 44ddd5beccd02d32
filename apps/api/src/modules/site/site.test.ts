import {
  CONTENT_BLOCKS_CACHE_CONTROL,
  CONTENT_BLOCKS_MAX_AGE_SECONDS,
  SITE_SETTINGS_PUBLIC_KEYS,
} from '@rentals/shared/resources/site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBlockContents, contentBlocks, menuItems, projectModules, siteSettings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { matchesEtag } from './site.routes.ts';

let t: TestApp;
let owner: Record<string, string>;
let admin: Record<string, string>;
let renter: Record<string, string>;
const fr = { 'accept-language': 'fr-CA,fr;q=0.9' };

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await t.loginAs('Site Owner')).headers;
  admin = (await t.loginAs('Site Administrator')).headers;
  renter = (await t.loginAs('Renter')).headers;
});
afterAll(() => t.close());

/** A module setting as administrators see it (not a secret). */
const setting = (key: string, value: string, isPublic: boolean) => ({
  key,
  value,
  isPublic,
  isSecret: false,
  isSet: value !== '',
});

async function moduleId(key: string) {
  const [row] = await t.db.select({ id: projectModules.id }).from(projectModules).where(eq(projectModules.key, key));
  if (!row) throw new Error(`no module ${key}`);
  return row.id;
}

describe('GET /api/site-settings', () => {
  it('returns settings, permalinks, both menus and company info', async () => {
    const res = await t.call('GET', '/api/site-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.siteSettings).toMatchObject({
      siteName: 'Rentals',
      region: 'CA',
      defaultLocale: 'en',
      listYourAdUrl: '/landlord/register',
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      analyticsTagId: '',
    });
    expect(body.siteSettings.mapAttribution).toContain('OpenStreetMap');
    expect(body.permaLinks.listings).toBe('rentals');
    expect(Object.keys(body.menus).sort()).toEqual(['Footer', 'Primary']);
    expect(body.companyInfo).toMatchObject({ name: 'Rentals Inc.', logo: '/logo.svg' });
    expect(body.companyInfo.socialMedia).toMatchObject({
      facebook: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
    });
  });

  it('nests menu items with their children, in order', async () => {
    const { menus } = (await t.call('GET', '/api/site-settings')).json();
    const primary = menus.Primary;
    expect(primary.id).toEqual(expect.any(Number));
    const first = primary.menuItems[0];
    expect(first).toMatchObject({ title: 'Find a Rental', url: '/rentals', pageType: 'listings', target: '_self' });
    expect(first.children.map((c: { title: string }) => c.title)).toContain('Toronto');
    expect(first.children[0]).toEqual({
      id: expect.any(Number),
      title: 'Toronto',
      url: '/rentals/ontario/toronto',
      externalUrl: null,
      target: '_self',
    });
    const legal = menus.Footer.menuItems.find((i: { title: string }) => i.title === 'Legal');
    expect(legal.children.map((c: { url: string | null }) => c.url)).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-of-use']),
    );
    const external = legal.children.find((c: { externalUrl: string | null }) => c.externalUrl);
    expect(external).toMatchObject({ url: null, target: '_blank', externalUrl: expect.stringMatching(/^https:/) });
  });

  it('gives French menu titles when asked, English where there is no translation', async () => {
    const { menus } = (await t.call('GET', '/api/site-settings', { headers: fr })).json();
    const titles = menus.Primary.menuItems.map((i: { title: string }) => i.title);
    expect(titles).toEqual(['Trouver un logement', 'Blogue', 'FAQ', 'Propriétaires']);
    const landlords = menus.Primary.menuItems[3];
    expect(landlords.children[0].title).toBe('Publier une annonce');
    expect(menus.Primary.menuItems[0].children[0].title).toBe('Toronto');
  });

  it('reflects stored changes, leaves out empty social links and ignores a malformed value', async () => {
    await t.db.update(siteSettings).set({ value: 'US' }).where(eq(siteSettings.key, 'region'));
    await t.db.update(siteSettings).set({ value: '' }).where(eq(siteSettings.key, 'linkedin'));
    await t.db.update(siteSettings).set({ value: 'logement' }).where(eq(siteSettings.key, 'listings'));
    await t.db.update(siteSettings).set({ value: 'de' }).where(eq(siteSettings.key, 'defaultLocale'));
    try {
      const body = (await t.call('GET', '/api/site-settings')).json();
      expect(body.siteSettings.region).toBe('US');
      expect(body.siteSettings.defaultLocale).toBe('en');
      expect(body.permaLinks.listings).toBe('logement');
      expect(body.companyInfo.socialMedia).not.toHaveProperty('linkedin');
      expect(body.companyInfo.socialMedia).toHaveProperty('instagram');
    } finally {
      await t.db.update(siteSettings).set({ value: 'CA' }).where(eq(siteSettings.key, 'region'));
      await t.db.update(siteSettings).set({ value: 'rentals' }).where(eq(siteSettings.key, 'listings'));
      await t.db.update(siteSettings).set({ value: 'en' }).where(eq(siteSettings.key, 'defaultLocale'));
    }
  });

  it('answers only the known public keys of group "site", never one an administrator added', async () => {
    await t.db
      .insert(siteSettings)
      .values({ key: 'smtpPassword', group: 'site', type: 'string', value: 'hunter2-secret', description: 'x' });
    try {
      const res = await t.call('GET', '/api/site-settings');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('hunter2-secret');
      expect(Object.keys(res.json().siteSettings).sort()).toEqual([...SITE_SETTINGS_PUBLIC_KEYS].sort());
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.key, 'smtpPassword'));
    }
  });

  it('drops items of a deeper level than the menu shape has', async () => {
    const { menus } = (await t.call('GET', '/api/site-settings')).json();
    const child = menus.Primary.menuItems[0].children[0];
    const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, child.id));
    await t.db.insert(menuItems).values({ menuId: row!.menuId, parentId: child.id, title: 'Grandchild', url: '/x' });
    const after = (await t.call('GET', '/api/site-settings')).json();
    expect(JSON.stringify(after.menus)).not.toContain('Grandchild');
  });
});

describe('GET /api/content-blocks/get-content', () => {
  const url = '/api/content-blocks/get-content';
  type Block = { contentKey: string; contents: { contentKey: string; content: string }[] };
  const contentOf = (blocks: Block[], block: string, key: string) =>
    blocks.find((b) => b.contentKey === block)?.contents.find((c) => c.contentKey === key)?.content;

  it('returns the blocks in English by default', async () => {
    const res = await t.call('GET', url);
    expect(res.statusCode).toBe(200);
    const { contentBlocks: blocks } = res.json();
    expect(blocks.map((b: Block) => b.contentKey)).toEqual(
      expect.arrayContaining(['privacy-policy', 'terms-of-use', 'home-hero']),
    );
    expect(contentOf(blocks, 'privacy-policy', 'title')).toBe('Privacy Policy');
    expect(contentOf(blocks, 'privacy-policy', 'body')).toMatch(/^<p>/);
    expect(contentOf(blocks, 'terms-of-use', 'body')).toContain('<h2>');
  });

  it('cleans rich contents no save wrote (seeds, restores), and leaves plain ones as they are', async () => {
    const [block] = await t.db
      .insert(contentBlocks)
      .values({ contentKey: 'restored-block', name: 'Restored' })
      .returning();
    await t.db.insert(contentBlockContents).values([
      { blockId: block!.id, contentKey: 'title', locale: 'en', content: 'Fees & <deposits>' },
      {
        blockId: block!.id,
        contentKey: 'body',
        locale: 'en',
        content: '<p>Kept.</p><script>steal()</script><a href="javascript:alert(1)" onclick="x()">bad</a>',
      },
    ]);
    const { contentBlocks: blocks } = (await t.call('GET', url)).json();
    expect(contentOf(blocks, 'restored-block', 'body')).toBe('<p>Kept.</p><a>bad</a>');
    expect(contentOf(blocks, 'restored-block', 'title')).toBe('Fees & <deposits>');
  });

  it('returns French contents when asked, falling back to English per content', async () => {
    const [block] = await t.db
      .insert(contentBlocks)
      .values({ contentKey: 'only-english', name: 'Only English' })
      .returning();
    await t.db.insert(contentBlockContents).values([
      { blockId: block!.id, contentKey: 'title', locale: 'en', content: 'Hello' },
      { blockId: block!.id, contentKey: 'note', locale: 'en', content: 'English note' },
      { blockId: block!.id, contentKey: 'note', locale: 'fr', content: 'Note française' },
    ]);
    const { contentBlocks: blocks } = (await t.call('GET', url, { headers: fr })).json();
    expect(contentOf(blocks, 'privacy-policy', 'title')).toBe('Politique de confidentialité');
    expect(contentOf(blocks, 'terms-of-use', 'title')).toBe("Conditions d'utilisation");
    expect(contentOf(blocks, 'only-english', 'title')).toBe('Hello');
    expect(contentOf(blocks, 'only-english', 'note')).toBe('Note française');
    const only = blocks.find((b: Block) => b.contentKey === 'only-english');
    expect(only.contents).toHaveLength(2);
    const en = (await t.call('GET', url)).json().contentBlocks;
    expect(contentOf(en, 'only-english', 'note')).toBe('English note');
  });

  it('is cacheable for 48 hours with an ETag, answers 304 to a matching If-None-Match', async () => {
    const first = await t.call('GET', url);
    expect(first.headers['cache-control']).toBe(CONTENT_BLOCKS_CACHE_CONTROL);
    expect(CONTENT_BLOCKS_MAX_AGE_SECONDS).toBe(172_800);
    expect(first.headers.vary).toMatch(/accept-language/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A response shared caches keep carries no per-visitor cookie.
    expect(first.headers['set-cookie']).toBeUndefined();

    const again = await t.call('GET', url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const weakInList = await t.call('GET', url, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weakInList.statusCode).toBe(304);

    const stale = await t.call('GET', url, { headers: { 'if-none-match': '"not-it"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);

    const french = await t.call('GET', url, { headers: { ...fr, 'if-none-match': etag } });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
  });

  it('changes the ETag when a content changes', async () => {
    const before = (await t.call('GET', url)).headers.etag as string;
    await t.db
      .update(contentBlockContents)
      .set({ content: 'Find your next home today' })
      .where(eq(contentBlockContents.content, 'Find your next home'));
    const after = await t.call('GET', url, { headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('matches validators the way RFC 9110 says', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b" , "a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"ab"', '"a"')).toBe(false);
  });
});

describe('GET /api/project-modules-formatted', () => {
  it('lists modules by key, anonymously, with true/false as booleans', async () => {
    const res = await t.call('GET', '/api/project-modules-formatted');
    expect(res.statusCode).toBe(200);
    const { projectModules: modules } = res.json();
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['analytics', 'recommendations', 'email-alerts', 'maps', 'payments']),
    );
    expect(modules.maps).toMatchObject({
      id: expect.any(Number),
      name: 'Maps',
      isEnabled: true,
      settings: { clusterMarkers: true, defaultZoom: '11', loaderRetries: '3' },
    });
    expect(modules['email-alerts'].settings).toEqual({ frequency: 'daily' });
    expect(modules.analytics.isEnabled).toBe(false);
    expect(modules.analytics.settings).toMatchObject({ batchDelayMs: '500', batchAmount: '2' });
  });
});

describe('GET /api/project-modules', () => {
  it('refuses anonymous callers and callers without viewSiteSettings, in their language', async () => {
    const anonymous = await t.call('GET', '/api/project-modules');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const forbidden = await t.call('GET', '/api/project-modules', { headers: { ...renter, ...fr } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: "Vous n'êtes pas autorisé à effectuer cette action." });
  });

  it('lists modules with their settings as stored strings', async () => {
    const res = await t.call('GET', '/api/project-modules', { headers: admin });
    expect(res.statusCode).toBe(200);
    const payments = res.json().projectModules.find((m: { key: string }) => m.key === 'payments');
    expect(payments).toMatchObject({ name: 'Payments', isEnabled: true, description: expect.any(String) });
    expect(payments.settings).toEqual(
      expect.arrayContaining([setting('testMode', 'true', true), setting('provider', 'sandbox', true)]),
    );
    const alerts = res.json().projectModules.find((m: { key: string }) => m.key === 'email-alerts');
    expect(alerts.settings).toContainEqual(setting('sendWhenEmpty', 'false', false));
  });
});

describe('GET /api/project-modules/:id', () => {
  it('returns one module to a holder of modifyProjectModules', async () => {
    const id = await moduleId('maps');
    const res = await t.call('GET', `/api/project-modules/${id}`, { headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().projectModule).toMatchObject({ id, key: 'maps', settings: expect.any(Array) });
  });

  it('is refused to a Site Administrator (no modifyProjectModules)', async () => {
    const res = await t.call('GET', `/api/project-modules/${await moduleId('maps')}`, { headers: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 404 JSON for an unknown module, in French when asked', async () => {
    const en = await t.call('GET', '/api/project-modules/987654', { headers: owner });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not Found.' });
    const frRes = await t.call('GET', '/api/project-modules/987654', { headers: { ...owner, ...fr } });
    expect(frRes.json()).toEqual({ message: 'Introuvable.' });
  });

  it.each([
    ['0', 'The id field must be at least 1.'],
    ['-3', 'The id field must be at least 1.'],
    ['99999999999', 'The id field must not be greater than 2147483647.'],
  ])('answers 422 for id %s', async (id, message) => {
    const res = await t.call('GET', `/api/project-modules/${id}`, { headers: owner });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { id: [message] } });
  });

  it('refuses a non-numeric id, and says it in French', async () => {
    for (const [id, message] of [
      ['abc', 'The id field must be a number.'],
      ['1.5', 'The id field must be an integer.'],
    ]) {
      const res = await t.call('GET', `/api/project-modules/${id}`, { headers: owner });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id: [message] });
    }
    const res = await t.call('GET', '/api/project-modules/0', { headers: { ...owner, ...fr } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(['La valeur de identifiant doit être supérieure ou égale à 1.']);
  });
});

describe('POST /api/project-modules', () => {
  it('turns a module off and on again', async () => {
    const id = await moduleId('recommendations');
    const off = await t.call('POST', '/api/project-modules', { headers: owner, body: { id, isEnabled: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().projectModule).toMatchObject({ id, key: 'recommendations', isEnabled: false });
    const formatted = (await t.call('GET', '/api/project-modules-formatted')).json();
    expect(formatted.projectModules.recommendations.isEnabled).toBe(false);

    const on = await t.call('POST', '/api/project-modules', { headers: owner, body: { id, isEnabled: true } });
    expect(on.json().projectModule.isEnabled).toBe(true);
  });

  it('answers 404 for an unknown module and 422 for a bad body', async () => {
    const missing = await t.call('POST', '/api/project-modules', {
      headers: owner,
      body: { id: 987654, isEnabled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found.' });

    const empty = await t.call('POST', '/api/project-modules', { headers: owner, body: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      id: ['The id field is required.'],
      isEnabled: ['The is enabled field is required.'],
    });

    const wrong = await t.call('POST', '/api/project-modules', {
      headers: { ...owner, ...fr },
      body: { id: await moduleId('maps'), isEnabled: 'yes' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ isEnabled: ['Le champ activé doit être vrai ou faux.'] });
  });

  it('is refused to anonymous callers and administrators', async () => {
    const id = await moduleId('maps');
    const anonymous = await t.call('POST', '/api/project-modules', {
      headers: await t.csrf(),
      body: { id, isEnabled: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await t.call('POST', '/api/project-modules', { headers: admin, body: { id, isEnabled: false } });
    expect(refused.statusCode).toBe(403);
    const formatted = (await t.call('GET', '/api/project-modules-formatted')).json();
    expect(formatted.projectModules.maps.isEnabled).toBe(true);
  });
});

describe('POST /api/project-module-settings', () => {
  const url = '/api/project-module-settings';

  it('updates existing settings, adds new ones and keeps the rest', async () => {
    const id = await moduleId('payments');
    const res = await t.call('POST', url, {
      headers: owner,
      body: {
        moduleId: id,
        settings: [
          { key: 'testMode', value: 'false' },
          { key: 'statementDescriptor', value: 'RENTALS CREDITS', isPublic: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const settings = res.json().projectModule.settings;
    expect(settings).toEqual(
      expect.arrayContaining([
        setting('testMode', 'false', true),
        setting('statementDescriptor', 'RENTALS CREDITS', true),
        setting('provider', 'sandbox', true),
      ]),
    );
    expect(settings.filter((s: { key: string }) => s.key === 'testMode')).toHaveLength(1);
    const formatted = (await t.call('GET', '/api/project-modules-formatted')).json();
    expect(formatted.projectModules.payments.settings).toMatchObject({
      testMode: false,
      statementDescriptor: 'RENTALS CREDITS',
    });
  });

  it('keeps a new setting private unless marked public, and keeps the flag when only the value changes', async () => {
    const id = await moduleId('payments');
    const post = (settings: unknown[]) => t.call('POST', url, { headers: owner, body: { moduleId: id, settings } });
    const added = await post([
      { key: 'fulfillmentNote', value: 'internal only' },
      { key: 'checkoutBanner', value: 'Spring sale', isPublic: true },
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json().projectModule.settings).toEqual(
      expect.arrayContaining([
        setting('fulfillmentNote', 'internal only', false),
        setting('checkoutBanner', 'Spring sale', true),
      ]),
    );

    const publicAnswer = await t.call('GET', '/api/project-modules-formatted');
    expect(publicAnswer.body).not.toContain('internal only');
    expect(publicAnswer.body).not.toContain('fulfillmentNote');
    expect(publicAnswer.json().projectModules.payments.settings).toMatchObject({ checkoutBanner: 'Spring sale' });

    // The administrators' list shows the flag; changing a value alone keeps it.
    await post([
      { key: 'fulfillmentNote', value: 'still internal' },
      { key: 'checkoutBanner', value: 'Summer sale' },
    ]);
    const admins = (await t.call('GET', '/api/project-modules', { headers: admin })).json();
    const payments = admins.projectModules.find((m: { key: string }) => m.key === 'payments');
    expect(payments.settings).toEqual(
      expect.arrayContaining([
        setting('fulfillmentNote', 'still internal', false),
        setting('checkoutBanner', 'Summer sale', true),
      ]),
    );
    expect((await t.call('GET', '/api/project-modules-formatted')).body).not.toContain('still internal');

    // And the flag can be turned off again.
    await post([{ key: 'checkoutBanner', value: 'Summer sale', isPublic: false }]);
    const after = (await t.call('GET', '/api/project-modules-formatted')).json();
    expect(after.projectModules.payments.settings).not.toHaveProperty('checkoutBanner');
  });

  it('refuses a NUL character in a value with 422, never a 500', async () => {
    const res = await t.call('POST', url, {
      headers: owner,
      body: { moduleId: await moduleId('maps'), settings: [{ key: 'note', value: 'a\u0000b', isPublic: 'yes' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'settings.0.value': ['The value field format is invalid.'],
      'settings.0.isPublic': ['The is public field must be true or false.'],
    });
  });

  it('validates keys and values', async () => {
    const id = await moduleId('payments');
    const bad = await t.call('POST', url, {
      headers: owner,
      body: {
        moduleId: id,
        settings: [
          { key: '1st', value: 'x' },
          { key: 'has space', value: 'x' },
          { key: 'ok', value: true },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'settings.0.key': ['The key field format is invalid.'],
      'settings.1.key': ['The key field format is invalid.'],
    });
    expect(bad.json().errors['settings.2.value']).toHaveLength(1);

    const duplicate = await t.call('POST', url, {
      headers: owner,
      body: {
        moduleId: id,
        settings: [
          { key: 'currency', value: 'USD' },
          { key: 'currency', value: 'CAD' },
        ],
      },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ 'settings.1.key': ['The key has already been taken.'] });

    const none = await t.call('POST', url, { headers: { ...owner, ...fr }, body: { moduleId: id, settings: [] } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ settings: ['Le tableau paramètres doit contenir au moins 1 éléments.'] });

    const unchanged = (await t.call('GET', `/api/project-modules/${id}`, { headers: owner })).json();
    expect(unchanged.projectModule.settings).toContainEqual(setting('currency', 'CAD', true));
  });

  it('answers 404 for an unknown module and 403 without modifyProjectModules', async () => {
    const settings = [{ key: 'a', value: 'b' }];
    const missing = await t.call('POST', url, { headers: owner, body: { moduleId: 987654, settings } });
    expect(missing.statusCode).toBe(404);
    const refused = await t.call('POST', url, {
      headers: admin,
      body: { moduleId: await moduleId('maps'), settings },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the site routes under the site tag', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(doc.paths['/api/site-settings'].get.tags).toEqual(['site']);
    expect(doc.paths['/api/project-module-settings'].post.tags).toEqual(['site']);
  });
});
