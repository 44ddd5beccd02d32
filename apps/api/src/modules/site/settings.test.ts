import { SITE_SETTINGS_PUBLIC_KEYS } from '@rentals/shared/resources/site';
import { SETTING_TYPES, SITE_SETTINGS } from '@rentals/shared/resources/site-settings';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  outboundEmails,
  projectModuleSettings,
  projectModules,
  siteSettings,
} from '../../db/schema/index.ts';
import { DEFAULT_SITE_SETTINGS, seedSite } from '../../db/seed/site.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { headTags } from '../seo/html-page.ts';
import { loadSeoSettings } from '../seo/seo-settings.ts';
import { forgetSettingCaches, readSiteSettings, withDisplayName } from './settings.service.ts';

let t: TestApp;
let owner: { headers: Record<string, string>; user: { id: number; email: string } };
let admin: Record<string, string>;
let support: Record<string, string>;
const fr = { 'accept-language': 'fr-CA,fr;q=0.9' };
const url = '/api/admin/settings';

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs('Site Owner');
  admin = (await t.loginAs('Site Administrator')).headers;
  support = (await t.loginAs('Support')).headers;
});
afterAll(() => t.close());

/** Every setting back at its default, and no audit events: each test starts from the seeded state. */
beforeEach(async () => {
  for (const row of DEFAULT_SITE_SETTINGS) {
    await t.db.update(siteSettings).set({ value: row.value }).where(eq(siteSettings.key, row.key));
  }
  forgetSettingCaches(t.db);
  await t.db.delete(auditEvents);
});

const save = (values: Record<string, unknown>, headers: Record<string, string> = admin) =>
  t.call('PATCH', url, { headers, body: { values } });

async function auditRows(resource: string) {
  return t.db.select().from(auditEvents).where(eq(auditEvents.resource, resource)).orderBy(desc(auditEvents.id));
}

describe('the catalogue', () => {
  it('has every type, and answers publicly exactly the keys GET site-settings always answered', () => {
    expect(new Set(SITE_SETTINGS.map((s) => s.type))).toEqual(new Set(SETTING_TYPES));
    const publicKeys = SITE_SETTINGS.filter((s) => 'public' in s && s.public === 'siteSettings').map((s) => s.key);
    expect(publicKeys.sort()).toEqual([...SITE_SETTINGS_PUBLIC_KEYS].sort());
    expect(new Set(SITE_SETTINGS.map((s) => s.key)).size).toBe(SITE_SETTINGS.length);
    for (const setting of SITE_SETTINGS)
      expect(setting.schema.safeParse(setting.default).success, setting.key).toBe(true);
  });

  it('seeds every setting, and brings the group and type of older rows into line without touching values', async () => {
    await t.db
      .update(siteSettings)
      .set({ group: 'permalinks', type: 'string', value: 'homes' })
      .where(eq(siteSettings.key, 'listings'));
    await t.db.update(siteSettings).set({ group: 'site', type: 'string' }).where(eq(siteSettings.key, 'region'));
    await seedSite(t.db);
    const rows = await t.db.select().from(siteSettings);
    for (const definition of SITE_SETTINGS) {
      const row = rows.find((r) => r.key === definition.key);
      expect(row, definition.key).toMatchObject({ group: definition.group, type: definition.type });
    }
    expect(rows.find((r) => r.key === 'listings')?.value).toBe('homes');
    const [twoFactor] = rows.filter((r) => r.key === 'requireTwoFactorForAdmins');
    expect(twoFactor).toMatchObject({ group: 'security', type: 'boolean', value: false });
  });
});

describe('GET /api/admin/settings', () => {
  it('lists every setting with its group, type, options, value, default and description', async () => {
    const res = await t.call('GET', url, { headers: admin });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(settings.map((s: { key: string }) => s.key)).toEqual(SITE_SETTINGS.map((s) => s.key));
    const byKey = (key: string) => settings.find((s: { key: string }) => s.key === key);
    expect(byKey('siteName')).toEqual({
      key: 'siteName',
      group: 'site',
      type: 'text',
      label: 'Site name',
      description: expect.stringContaining('page titles'),
      options: null,
      value: 'Rentals',
      default: 'Rentals',
    });
    expect(byKey('region')).toMatchObject({
      group: 'region-language',
      type: 'select',
      options: [
        { value: 'CA', label: 'Canada' },
        { value: 'US', label: 'United States' },
      ],
    });
    expect(byKey('supportEmail')).toMatchObject({ group: 'email', type: 'email', value: '' });
    expect(byKey('sitemapUrlsPerFile')).toMatchObject({ group: 'seo', type: 'number', value: 50_000 });
    expect(byKey('companyLogo')).toMatchObject({ type: 'image', value: '/logo.svg' });
    expect(byKey('requireTwoFactorForAdmins')).toMatchObject({ group: 'security', type: 'boolean', value: false });
  });

  it('speaks French when asked', async () => {
    const { settings } = (await t.call('GET', url, { headers: { ...admin, ...fr } })).json();
    const region = settings.find((s: { key: string }) => s.key === 'region');
    expect(region.label).toBe('Région');
    expect(region.options[1]).toEqual({ value: 'US', label: 'États-Unis' });
  });

  it('answers the default for a stored value of the wrong shape', async () => {
    await t.db.update(siteSettings).set({ value: 'lots' }).where(eq(siteSettings.key, 'sitemapUrlsPerFile'));
    const { settings } = (await t.call('GET', url, { headers: admin })).json();
    expect(settings.find((s: { key: string }) => s.key === 'sitemapUrlsPerFile').value).toBe(50_000);
  });

  it('is refused to anonymous callers and to Support', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    const refused = await t.call('GET', url, { headers: support });
    expect(refused.statusCode).toBe(403);
    expect((await save({ siteName: 'Nope' }, support)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/settings', () => {
  it('lets only holders of modifyRoles change who must use two-factor sign-in', async () => {
    const refused = await save({ requireTwoFactorForAdmins: true, siteName: 'Sneaky' }, admin);
    expect(refused.statusCode).toBe(403);
    const { settings } = (await t.call('GET', url, { headers: admin })).json();
    expect(settings.find((s: { key: string }) => s.key === 'siteName').value).not.toBe('Sneaky');
  });

  it('saves values that GET site-settings answers at once, and the listings permalink of every card', async () => {
    expect(await listingsPermalink(t.db)).toBe('rentals'); // now kept in this process's cache
    const res = await save(
      {
        siteName: '  Maple Rentals ',
        region: 'US',
        listings: 'homes',
        facebook: '',
        companyLogo: 'https://cdn.maple.example/logo.png',
        supportEmail: 'Help@Maple.Example',
        robotsIndex: false,
        sitemapUrlsPerFile: 10_000,
        requireTwoFactorForAdmins: true,
      },
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved.');
    const saved = res.json().settings;
    expect(saved.find((s: { key: string }) => s.key === 'siteName').value).toBe('Maple Rentals');
    expect(saved.find((s: { key: string }) => s.key === 'supportEmail').value).toBe('help@maple.example');

    const site = (await t.call('GET', '/api/site-settings')).json();
    expect(site.siteSettings).toMatchObject({ siteName: 'Maple Rentals', region: 'US' });
    expect(site.permaLinks.listings).toBe('homes');
    expect(site.companyInfo.logo).toBe('https://cdn.maple.example/logo.png');
    expect(site.companyInfo.socialMedia).not.toHaveProperty('facebook');
    expect(site.companyInfo.socialMedia).toHaveProperty('instagram');
    expect(await listingsPermalink(t.db)).toBe('homes');

    // Stored as JSON of their own type: the two-factor code reads a jsonb boolean.
    const [twoFactor] = await t.db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'requireTwoFactorForAdmins'));
    expect(twoFactor?.value).toBe(true);
    expect(await readSiteSettings(t.db, ['requireTwoFactorForAdmins', 'sitemapUrlsPerFile'])).toEqual({
      requireTwoFactorForAdmins: true,
      sitemapUrlsPerFile: 10_000,
    });
    // The rule applies at once: this administrator has no two-factor sign-in yet.
    expect((await t.call('GET', url, { headers: admin })).statusCode).toBe(403);
  });

  it('appends one audit event naming only the settings that changed, old and new', async () => {
    const res = await save({ siteName: 'Maple Rentals', region: 'CA', robotsIndex: false }, owner.headers);
    expect(res.statusCode).toBe(200);
    const rows = await auditRows('site-settings');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      recordId: null,
      actorId: owner.user.id,
      actorEmail: owner.user.email,
      changes: { siteName: { old: 'Rentals', new: 'Maple Rentals' }, robotsIndex: { old: true, new: false } },
    });
    expect(rows[0]?.changes).not.toHaveProperty('region');

    // Saving the same values again changes nothing and records nothing.
    expect((await save({ siteName: 'Maple Rentals' }, owner.headers)).statusCode).toBe(200);
    expect(await auditRows('site-settings')).toHaveLength(1);
  });

  it.each([
    ['supportEmail', 'not-an-email', 'The support email field must be a valid email address.'],
    ['facebook', 'javascript:alert(1)', 'The Facebook field must be a valid URL.'],
    ['listYourAdUrl', 'somewhere', 'The List Your Ad link field must be a valid URL.'],
    ['mapTileUrl', 'https://tiles.example/tile.png', 'The map tile URL field must be a valid URL.'],
    ['sitemapUrlsPerFile', 'many', 'The addresses per sitemap file field must be a number.'],
    ['sitemapUrlsPerFile', 10, 'The addresses per sitemap file field must be at least 1000.'],
    ['sitemapUrlsPerFile', 2000.5, 'The addresses per sitemap file field must be an integer.'],
    ['region', 'FR', 'The selected region is invalid.'],
    ['defaultLocale', 'de', 'The selected default language is invalid.'],
    ['robotsIndex', 'yes', 'The search engine indexing field must be true or false.'],
    ['siteName', '   ', 'The site name field is required.'],
    ['companyLogo', '', 'The logo field is required.'],
    ['mailFromName', 'Rentals <admin@evil.example>', 'The sender name field format is invalid.'],
    ['listings', 'My Homes', 'The listings path field format is invalid.'],
    ['listings', 'admin', 'The listings path has already been taken.'],
    ['posts', 'rentals', 'The blog path has already been taken.'],
  ])('refuses %s = %j, naming the setting', async (key, value, message) => {
    const res = await save({ [key]: value, companyName: 'Not saved either' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`values.${key}`]: [message] });
    const site = (await t.call('GET', '/api/site-settings')).json();
    expect(site.companyInfo.name).toBe('Rentals Inc.');
    expect(await auditRows('site-settings')).toHaveLength(0);
  });

  it('says it in French', async () => {
    const res = await save(
      { supportEmail: 'nope', facebook: 'ftp://x', sitemapUrlsPerFile: 'x', region: 'FR' },
      { ...admin, ...fr },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'values.supportEmail': ['Le champ courriel du soutien doit être une adresse courriel valide.'],
      'values.facebook': ["Le format de l'URL de Facebook n'est pas valide."],
      'values.sitemapUrlsPerFile': ['Le champ adresses par fichier du plan du site doit contenir un nombre.'],
      'values.region': ["Le champ région sélectionné n'est pas valide."],
    });
    expect(res.json().message).toMatch(/^Le champ courriel du soutien .* \(et 3 erreurs de plus\)$/);
  });

  it('refuses unknown keys, and a body without values', async () => {
    const res = await save({ siteName: 'Fine', smtpPassword: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'values.smtpPassword': ['The smtp password field is not allowed.'] });
    const none = await t.call('PATCH', url, { headers: admin, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ values: ['The values field is required.'] });
  });

  it('lets two permalinks swap only when both change together', async () => {
    const swap = await save({ posts: 'faq', faqs: 'blog' });
    expect(swap.statusCode).toBe(200);
    expect((await t.call('GET', '/api/site-settings')).json().permaLinks).toMatchObject({ posts: 'faq', faqs: 'blog' });
  });
});

describe('settings the server reads', () => {
  it('robots.txt follows robotsIndex', async () => {
    const open = await t.call('GET', '/robots.txt');
    expect(open.body).toContain('Disallow: /admin');
    await save({ robotsIndex: false });
    const closed = await t.call('GET', '/robots.txt');
    expect(closed.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('emails come from mailFromName, with supportEmail as Reply-To unless the message has its own', async () => {
    expect(withDisplayName('Rentals <no-reply@rentals.test>', '')).toBe('Rentals <no-reply@rentals.test>');
    expect(withDisplayName('no-reply@rentals.test', 'Maple')).toBe('"Maple" <no-reply@rentals.test>');
    await save({ mailFromName: 'Maple Rentals', supportEmail: 'help@maple.example' });
    const plain = await t.app.mail.record({ to: 'a@example.test', subject: 'Hi', text: 'Hi', template: 'test' });
    const replied = await t.app.mail.record({
      to: 'b@example.test',
      subject: 'Hi',
      text: 'Hi',
      template: 'test',
      replyTo: 'renter@example.test',
    });
    const rows = await t.db.select().from(outboundEmails);
    expect(rows.find((r) => r.id === plain)).toMatchObject({
      from: '"Maple Rentals" <no-reply@rentals.test>',
      replyTo: 'help@maple.example',
    });
    expect(rows.find((r) => r.id === replied)?.replyTo).toBe('renter@example.test');
  });

  it('pages without their own image share defaultOgImage', async () => {
    await save({ defaultOgImage: '/og/share.png' });
    const settings = await loadSeoSettings(t.db);
    const head = headTags({
      meta: { title: 'Rentals', description: 'd', canonicalUrl: 'https://maple.example/', image: null },
      settings,
      locale: 'en',
      indexablePath: '/',
      origin: 'https://maple.example',
    });
    expect(head).toContain('<meta property="og:image" content="https://maple.example/og/share.png">');
    expect(head).toContain('content="summary_large_image"');
    expect(settings).toMatchObject({ robotsIndex: true, sitemapUrlsPerFile: 50_000 });
  });
});

describe('secret module settings', () => {
  const leak = 'sk_live_never-answered';

  async function paymentsId() {
    const [row] = await t.db
      .select({ id: projectModules.id })
      .from(projectModules)
      .where(eq(projectModules.key, 'payments'));
    return row!.id;
  }

  it('are never answered, stay private, and are kept when saved empty', async () => {
    const id = await paymentsId();
    const post = (settings: unknown[]) =>
      t.call('POST', '/api/project-module-settings', { headers: owner.headers, body: { moduleId: id, settings } });

    const saved = await post([
      { key: 'stripeSecretKey', value: leak, isPublic: true },
      { key: 'partnerApiKey', value: 'pk-also-secret' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(leak);
    expect(saved.body).not.toContain('pk-also-secret');
    expect(saved.json().projectModule.settings).toEqual(
      expect.arrayContaining([
        { key: 'stripeSecretKey', value: '', isPublic: false, isSecret: true, isSet: true },
        { key: 'partnerApiKey', value: '', isPublic: false, isSecret: true, isSet: true },
        { key: 'stripeWebhookSecret', value: '', isPublic: false, isSecret: true, isSet: false },
      ]),
    );
    for (const path of ['/api/project-modules', `/api/project-modules/${id}`, '/api/project-modules-formatted']) {
      const res = await t.call('GET', path, { headers: owner.headers });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain(leak);
    }
    expect((await t.call('GET', '/api/project-modules-formatted')).body).not.toContain('stripeSecretKey');

    // Saved empty: the secret stays; the other setting of the same save changes.
    const again = await post([
      { key: 'stripeSecretKey', value: '' },
      { key: 'currency', value: 'USD' },
    ]);
    expect(again.statusCode).toBe(200);
    const [stored] = await t.db
      .select({ value: projectModuleSettings.value, isPublic: projectModuleSettings.isPublic })
      .from(projectModuleSettings)
      .where(and(eq(projectModuleSettings.moduleId, id), eq(projectModuleSettings.key, 'stripeSecretKey')));
    expect(stored).toEqual({ value: leak, isPublic: false });

    // The trail names the secrets without their values.
    const audit = await auditRows('project-modules');
    expect(JSON.stringify(audit)).not.toContain(leak);
    expect(JSON.stringify(audit)).not.toContain('pk-also-secret');
    expect(audit[0]).toMatchObject({
      action: 'update-settings',
      recordId: String(id),
      changes: { 'settings.currency': { old: 'CAD', new: 'USD' } },
    });
    expect(audit[0]?.changes).not.toHaveProperty('settings.stripeSecretKey');
    expect(audit[1]?.changes).toMatchObject({
      'settings.stripeSecretKey': { old: '[redacted]', new: '[redacted]' }, // seeded empty
      'settings.partnerApiKey': { old: null, new: '[redacted]' },
    });

    // A new value replaces it.
    await post([{ key: 'stripeSecretKey', value: 'sk_live_rotated' }]);
    const [rotated] = await t.db
      .select({ value: projectModuleSettings.value })
      .from(projectModuleSettings)
      .where(and(eq(projectModuleSettings.moduleId, id), eq(projectModuleSettings.key, 'stripeSecretKey')));
    expect(rotated?.value).toBe('sk_live_rotated');
    expect((await auditRows('project-modules'))[0]?.changes).toEqual({
      'settings.stripeSecretKey': { old: '[redacted]', new: '[redacted]' },
    });
  });

  it('a toggle is audited, once per change', async () => {
    const id = await paymentsId();
    const toggle = (isEnabled: boolean) =>
      t.call('POST', '/api/project-modules', { headers: owner.headers, body: { id, isEnabled } });
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await toggle(true)).statusCode).toBe(200);
    const audit = await auditRows('project-modules');
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['enable', { isEnabled: { old: false, new: true } }],
      ['disable', { isEnabled: { old: true, new: false } }],
    ]);
    expect(audit[0]).toMatchObject({ recordId: String(id), actorId: owner.user.id });
  });
});
