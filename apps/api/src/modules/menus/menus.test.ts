// The menu editor: menu items (create/update/delete with their 422s in English and French, audit rows, children
// lifted on delete) and the tree write (a valid tree only: no cycle, two levels, every item of the menu once;
// one audit event), each write showing at once in GET site-settings and in the server render's site data.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, menuItems, menus } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { loadSiteData } from '../seo/server-render.ts';

let t: TestApp;
let admin: Record<string, string>;
const itemsUrl = '/api/admin/menu-items';
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

let menuId: number;
let otherMenuId: number;
/** Item ids by title. */
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
});
afterAll(() => t.close());

/** A menu "Test": Home; About (Team, Jobs); Contact. And a menu "Other" with one item. */
beforeEach(async () => {
  await t.db.delete(menus).where(eq(menus.key, 'Test'));
  await t.db.delete(menus).where(eq(menus.key, 'Other'));
  const [menu] = await t.db.insert(menus).values({ key: 'Test', name: 'Test menu' }).returning();
  const [other] = await t.db.insert(menus).values({ key: 'Other', name: 'Other menu' }).returning();
  if (!menu || !other) throw new Error('no menu');
  menuId = menu.id;
  otherMenuId = other.id;
  const top = await t.db
    .insert(menuItems)
    .values(['Home', 'About', 'Contact'].map((title, sortOrder) => ({ menuId, title, url: `/${title}`, sortOrder })))
    .returning();
  const about = top.find((i) => i.title === 'About');
  const children = await t.db
    .insert(menuItems)
    .values(
      ['Team', 'Jobs'].map((title, sortOrder) => ({
        menuId,
        parentId: about?.id,
        title,
        url: `/${title}`,
        sortOrder,
      })),
    )
    .returning();
  const [elsewhere] = await t.db
    .insert(menuItems)
    .values({ menuId: otherMenuId, title: 'Elsewhere', url: '/elsewhere' })
    .returning();
  ids = Object.fromEntries([...top, ...children, ...(elsewhere ? [elsewhere] : [])].map((i) => [i.title, i.id]));
});

/** The Test menu as the public header reads it: "Home, About (Team, Jobs), Contact". */
async function publicOrder(headers: Record<string, string> = {}) {
  const res = await t.call('GET', '/api/site-settings', { headers });
  return outline(res.json().menus.Test.menuItems);
}
const outline = (items: { title: string; children: { title: string }[] }[]) =>
  items
    .map((i) => (i.children.length ? `${i.title} (${i.children.map((c) => c.title).join(', ')})` : i.title))
    .join(', ');

const putTree = (body: unknown, headers = admin, id = menuId) =>
  t.call('PUT', `/api/admin/menus/${id}/tree`, { headers, body });

const eventsOf = (resource: string, recordId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, resource), eq(auditEvents.recordId, String(recordId))))
    .orderBy(asc(auditEvents.id));

describe('GET /api/admin/menus', () => {
  it('answers every menu as a tree with both titles, to the editor only', async () => {
    const res = await t.call('GET', '/api/admin/menus', { headers: admin });
    expect(res.statusCode).toBe(200);
    const test = res.json().data.find((m: { key: string }) => m.key === 'Test');
    expect(outline(test.items)).toBe('Home, About (Team, Jobs), Contact');
    expect(test.items[1]).toMatchObject({
      title: 'About',
      titleFr: null,
      url: '/About',
      target: '_self',
      childCount: 2,
    });
    const { headers } = await t.loginAs('Landlord');
    expect((await t.call('GET', '/api/admin/menus', { headers })).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/menus/{id}/tree', () => {
  it('saves a reorder and a nesting in one audit event, seen at once by the header and the server render', async () => {
    // Warms the server render's site data: the write must drop it.
    expect(outline((await loadSiteData(t.db, 'en')).settings.menus.Test?.menuItems ?? [])).toBe(
      'Home, About (Team, Jobs), Contact',
    );
    const res = await putTree({
      items: [
        { id: ids.Contact, children: [{ id: ids.Jobs }] },
        { id: ids.Home },
        { id: ids.About, children: [{ id: ids.Team }] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(outline(res.json().items)).toBe('Contact (Jobs), Home, About (Team)');
    expect(await publicOrder()).toBe('Contact (Jobs), Home, About (Team)');
    expect(outline((await loadSiteData(t.db, 'en')).settings.menus.Test?.menuItems ?? [])).toBe(
      'Contact (Jobs), Home, About (Team)',
    );

    const events = await eventsOf('menus', menuId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'reorder' });
    expect(events[0]?.changes.order).toEqual({
      old: `${ids.Home}, ${ids.About} (${ids.Team}, ${ids.Jobs}), ${ids.Contact}`,
      new: `${ids.Contact} (${ids.Jobs}), ${ids.Home}, ${ids.About} (${ids.Team})`,
    });
  });

  it('writes no audit event when nothing moved', async () => {
    const same = {
      items: [{ id: ids.Home }, { id: ids.About, children: [{ id: ids.Team }, { id: ids.Jobs }] }, { id: ids.Contact }],
    };
    expect((await putTree(same)).statusCode).toBe(200);
    expect(await eventsOf('menus', menuId)).toHaveLength(0);
  });

  it('refuses a cycle, a third level, a foreign item, a duplicate and a missing item, changing nothing', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      [
        'cycle',
        {
          items: [
            { id: ids.Home },
            { id: ids.About, children: [{ id: ids.About }, { id: ids.Team }, { id: ids.Jobs }] },
            { id: ids.Contact },
          ],
        },
        { 'items.1.children.0.id': ['An item cannot be placed inside itself.'] },
      ],
      [
        'depth',
        {
          items: [
            { id: ids.Home },
            { id: ids.About, children: [{ id: ids.Team, children: [{ id: ids.Jobs }] }] },
            { id: ids.Contact },
          ],
        },
        { 'items.1.children.0.children.0.id': ['Menu items can be nested one level deep only.'] },
      ],
      [
        'foreign',
        {
          items: [
            { id: ids.Home },
            { id: ids.About, children: [{ id: ids.Team }, { id: ids.Jobs }] },
            { id: ids.Contact },
            { id: ids.Elsewhere },
          ],
        },
        { 'items.3.id': ['Each item of this menu must be listed exactly once.'] },
      ],
      [
        'duplicate',
        {
          items: [
            { id: ids.Home },
            { id: ids.About, children: [{ id: ids.Team }, { id: ids.Jobs }] },
            { id: ids.Contact, children: [{ id: ids.Home }] },
          ],
        },
        { 'items.2.children.0.id': ['Each item of this menu must be listed exactly once.'] },
      ],
      [
        'missing',
        { items: [{ id: ids.Home }, { id: ids.About, children: [{ id: ids.Team }] }, { id: ids.Contact }] },
        { items: ['Each item of this menu must be listed exactly once.'] },
      ],
    ];
    for (const [name, body, errors] of cases) {
      const res = await putTree(body);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toEqual(errors);
    }
    const french = await putTree({ items: [{ id: ids.Home }] }, fr(admin));
    expect(french.json().errors).toEqual({
      items: ['Chaque élément de ce menu doit figurer une seule fois.'],
    });
    expect(await publicOrder()).toBe('Home, About (Team, Jobs), Contact');
    expect(await eventsOf('menus', menuId)).toHaveLength(0);
  });

  it('answers 404 for no such menu and 403 without modifyMenuItems', async () => {
    expect((await putTree({ items: [] }, admin, 999_999)).statusCode).toBe(404);
    const { headers } = await t.loginAs('Support');
    expect((await putTree({ items: [] }, headers)).statusCode).toBe(403);
  });
});

describe('/api/admin/menu-items', () => {
  it('creates an item last under its parent, audits it, and shows it in the header at once', async () => {
    const res = await t.call('POST', itemsUrl, {
      headers: admin,
      body: {
        menuId,
        parentId: ids.About,
        title: 'Press',
        titleFr: 'Presse',
        externalUrl: 'https://press.example.com',
        target: '_blank',
      },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      menuKey: 'Test',
      parentId: ids.About,
      sortOrder: 2,
      url: null,
      externalUrl: 'https://press.example.com',
      target: '_blank',
      pageType: null,
    });
    expect(await publicOrder()).toBe('Home, About (Team, Jobs, Press), Contact');
    expect(await publicOrder({ 'accept-language': 'fr' })).toBe('Home, About (Team, Jobs, Presse), Contact');
    const [event] = await eventsOf('menu-items', item.id);
    expect(event).toMatchObject({ action: 'create' });
    expect(event?.changes.title).toEqual({ old: null, new: 'Press' });

    const list = await t.call('GET', `${itemsUrl}?menuId=${menuId}&sort=title`, { headers: admin });
    expect(list.json().data.map((i: { title: string }) => i.title)).toEqual([
      'About',
      'Contact',
      'Home',
      'Jobs',
      'Press',
      'Team',
    ]);
  });

  it('names each field at fault, in English and French', async () => {
    const res = await t.call('POST', itemsUrl, {
      headers: admin,
      body: { menuId, url: 'blog', externalUrl: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['The title field is required.'],
      url: ['The path field must be a path on this site starting with /, like /blog.'],
      externalUrl: ['The external URL field must be a valid URL.'],
      target: ['The target field is required.'],
    });
    const neither = await t.call('POST', itemsUrl, {
      headers: fr(admin),
      body: { menuId, title: 'X', target: '_self' },
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({
      url: ['Indiquez soit un chemin de ce site, soit une adresse externe, mais pas les deux.'],
    });
    const french = await t.call('POST', itemsUrl, {
      headers: fr(admin),
      body: { menuId, title: '', url: '//evil.example', target: 'top' },
    });
    expect(french.json().errors).toEqual({
      title: ['Le champ titre est obligatoire.'],
      url: ['Le champ chemin doit être un chemin de ce site commençant par /, comme /blog.'],
      target: ["Le champ cible sélectionné n'est pas valide."],
    });
  });

  it('refuses a parent from another menu or one that is itself a child (no third level)', async () => {
    for (const parentId of [ids.Elsewhere, ids.Team]) {
      const res = await t.call('POST', itemsUrl, {
        headers: admin,
        body: { menuId, parentId, title: 'X', url: '/x', target: '_self' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        parentId: ['The parent item field must be a top-level item of the same menu.'],
      });
    }
  });

  it('updates only what is sent, checks the link with the stored one, and shows the new title at once', async () => {
    const res = await t.call('PATCH', `${itemsUrl}/${ids.Home}`, {
      headers: admin,
      body: { title: 'Start', titleFr: 'Accueil', pageType: 'page' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Start', titleFr: 'Accueil', url: '/Home', pageType: 'page' });
    expect(await publicOrder()).toBe('Start, About (Team, Jobs), Contact');

    const both = await t.call('PATCH', `${itemsUrl}/${ids.Home}`, {
      headers: admin,
      body: { externalUrl: 'https://example.com' },
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ url: ['Give either a path on this site or an external URL, not both.'] });
    const switched = await t.call('PATCH', `${itemsUrl}/${ids.Home}`, {
      headers: admin,
      body: { url: '', externalUrl: 'https://example.com' },
    });
    expect(switched.json()).toMatchObject({ url: null, externalUrl: 'https://example.com' });
    expect((await eventsOf('menu-items', ids.Home ?? 0)).map((e) => e.action)).toEqual(['update', 'update']);
  });

  it('deletes an item, lifting its children to the top level in its place', async () => {
    const res = await t.call('DELETE', `${itemsUrl}/${ids.About}`, { headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await publicOrder()).toBe('Home, Team, Jobs, Contact');
    const [event] = await eventsOf('menu-items', ids.About ?? 0);
    expect(event).toMatchObject({ action: 'delete' });
  });
});
