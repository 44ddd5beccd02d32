// Users, roles and permissions through the resource framework, and the guard rails of issue 11 section 2:
// each test below fails when its guard is taken out.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, auditEvents, outboundEmails, roles, userRoles, users } from '../../db/schema/index.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/build-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
const roleId = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs('Site Owner');
  admin = await t.loginAs('Site Administrator');
  for (const row of await t.db.select().from(roles)) roleId.set(row.name, row.id);
});
afterAll(() => t.close());

const id = (name: string) => roleId.get(name) as number;
const as = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => t.call(method, url, { headers: who.headers, body });

describe('users', () => {
  it('creates a pending user with roles and emails a set-password link (no password typed), audited', async () => {
    const email = uniqueEmail('new');
    const res = await as(admin, 'POST', '/api/admin/users', {
      firstName: 'Nora',
      lastName: 'New',
      email,
      roleIds: [id('Support')],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, status: 'pending', roles: [{ name: 'Support' }], tokens: [] });
    const [mail] = await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, email));
    const link = /\/password-reset\/([\w-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    // Setting the password through the link activates the account, which can then sign in.
    const csrf = await t.csrf();
    const reset = await t.call('POST', `/api/password-reset/${link?.[1]}`, {
      headers: csrf,
      body: { password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('active');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'users'), eq(auditEvents.recordId, String(row?.id))));
    expect(audit).toMatchObject({ action: 'create', actorId: admin.user.id });
    expect(audit?.changes.email).toEqual({ old: null, new: email });
  });

  it('refuses a taken email and unknown roles with field messages, in French too', async () => {
    const taken = await as(admin, 'POST', '/api/admin/users', {
      firstName: 'A',
      lastName: 'B',
      email: owner.user.email,
      roleIds: [999999],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['The email has already been taken.']);
    const fr = await t.call('POST', '/api/admin/users', {
      headers: { ...admin.headers, 'accept-language': 'fr' },
      body: { firstName: '', lastName: 'B', email: 'x', roleIds: [] },
    });
    expect(fr.json().errors.firstName).toEqual(['Le champ prénom est obligatoire.']);
    expect(Object.keys(fr.json().errors).sort()).toEqual(['email', 'firstName', 'roleIds']);
  });

  it('searches name, email and phone, and filters by role and status', async () => {
    const renter = await t.createUser({
      firstName: 'Zebulon',
      lastName: 'Quartz',
      phone: '514-555-0199',
      roles: ['Renter'],
    });
    for (const q of ['zebulon', 'QUARTZ', '555-0199', renter.email.slice(0, 12)]) {
      const res = await as(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.json().data.map((u: { id: number }) => u.id)).toContain(renter.id);
    }
    const byRole = await as(admin, 'GET', `/api/admin/users?role=${id('Site Owner')}&perPage=100`);
    expect(
      byRole.json().data.every((u: { roles: { name: string }[] }) => u.roles.some((r) => r.name === 'Site Owner')),
    ).toBe(true);
    const suspended = await as(admin, 'GET', '/api/admin/users?status=suspended');
    expect(suspended.json().data.every((u: { status: string }) => u.status === 'suspended')).toBe(true);
  });

  it('refuses odd actions, sorts and ids with a 422, never a 500', async () => {
    for (const action of ['constructor', '__proto__', 'toString']) {
      const res = await as(admin, 'POST', '/api/admin/users/bulk', { action, ids: [1] });
      expect(res.statusCode).toBe(422);
    }
    for (const sort of ['__proto__', 'constructor', '-toString']) {
      expect((await as(admin, 'GET', `/api/admin/users?sort=${sort}`)).statusCode).toBe(422);
    }
    const big = await as(admin, 'POST', '/api/admin/users/bulk', { action: 'suspend', ids: [2_147_483_648] });
    expect(big.statusCode).toBe(422);
  });

  it('writes no audit event for a bulk action that changed nothing', async () => {
    const target = await t.createUser({ roles: ['Renter'] });
    const res = await as(admin, 'POST', '/api/admin/users/bulk', { action: 'activate', ids: [target.id] });
    expect(res.json().done).toEqual([target.id]);
    expect(
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.recordId, String(target.id))),
    ).toEqual([]);
  });

  it('exports the filtered users as CSV', async () => {
    const res = await as(admin, 'GET', `/api/admin/users/export.csv?role=${id('Site Owner')}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('id,firstName,lastName,email,phone,roles,status,company,lastLoginAt,createdAt');
    expect(res.body).toContain(owner.user.email);
    expect(res.body).not.toContain(admin.user.email);
  });

  it("suspending revokes the user's tokens at once; their next request is refused", async () => {
    const target = await t.loginAs('Renter');
    expect((await as(target, 'GET', '/api/user')).statusCode).toBe(200);
    const res = await as(admin, 'PATCH', `/api/admin/users/${target.user.id}`, { status: 'suspended' });
    expect(res.json().status).toBe('suspended');
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, target.user.id))).toEqual([]);
    expect((await as(target, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it("takes role changes into account on the user's next request (no stale permissions)", async () => {
    const target = await t.loginAs('Renter');
    expect((await as(target, 'GET', '/api/admin/users')).statusCode).toBe(403);
    await as(admin, 'PATCH', `/api/admin/users/${target.user.id}`, { roleIds: [id('Renter'), id('Support')] });
    expect((await as(target, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await as(admin, 'PATCH', `/api/admin/users/${target.user.id}`, { roleIds: [id('Renter')] });
    expect((await as(target, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });
});

describe('guard rails', () => {
  it('nobody can grant a role holding a permission they do not hold', async () => {
    const target = await t.createUser({ roles: ['Renter'] });
    // Site Administrators do not hold createRoles, viewRoles, modifyRoles, modifyProjectModules.
    const res = await as(admin, 'PATCH', `/api/admin/users/${target.id}`, { roleIds: [id('Site Owner')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roleIds[0]).toMatch(
      /You cannot grant or remove the permission "(createRoles|viewRoles|modifyRoles|modifyProjectModules)"/,
    );
    const create = await as(admin, 'POST', '/api/admin/users', {
      firstName: 'Sly',
      lastName: 'Owner',
      email: uniqueEmail('sly'),
      roleIds: [id('Site Owner')],
    });
    expect(create.statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, target.id), eq(userRoles.roleId, id('Site Owner')))),
    ).toEqual([]);
  });

  it('nobody can grant a permission to a role that they do not hold (roles and the matrix)', async () => {
    const delegate = await t.createUser({ roles: ['Site Administrator'] });
    // Give the delegate createRoles alone through a role of their own.
    const creator = await as(owner, 'POST', '/api/admin/roles', {
      name: 'Role creators',
      permissions: ['createRoles', 'viewRoles', 'modifyRoles'],
    });
    await as(owner, 'PATCH', `/api/admin/users/${delegate.id}`, {
      roleIds: [id('Site Administrator'), creator.json().id],
    });
    const token = (await issueToken(t.db, delegate.id, 1)).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const refused = await t.call('POST', '/api/admin/roles', {
      headers,
      body: { name: 'Sneaky', permissions: ['modifyProjectModules'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.permissions[0]).toContain('modifyProjectModules');
    const allowed = await t.call('POST', '/api/admin/roles', {
      headers,
      body: { name: 'Editors', permissions: ['viewBlogs', 'createBlogs'] },
    });
    expect(allowed.statusCode).toBe(201);
    const matrix = await t.call('POST', '/api/admin/roles/matrix', {
      headers,
      body: { changes: [{ roleId: allowed.json().id, permission: 'modifyProjectModules', granted: true }] },
    });
    expect(matrix.statusCode).toBe(422);
  });

  it('the Site Owner role keeps every permission and its name', async () => {
    const removed = await as(owner, 'PATCH', `/api/admin/roles/${id('Site Owner')}`, { permissions: ['viewUsers'] });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toBe('The Site Owner role always holds every permission.');
    const matrix = await as(owner, 'POST', '/api/admin/roles/matrix', {
      changes: [{ roleId: id('Site Owner'), permission: 'viewUsers', granted: false }],
    });
    expect(matrix.statusCode).toBe(422);
    const renamed = await as(owner, 'PATCH', `/api/admin/roles/${id('Site Owner')}`, { name: 'Boss' });
    expect(renamed.statusCode).toBe(422);
    expect((await as(owner, 'DELETE', `/api/admin/roles/${id('Site Owner')}`)).statusCode).toBe(422);
  });

  it('nobody changes an account that holds permissions they do not hold (no taking over an owner)', async () => {
    const email = uniqueEmail('taken-over');
    for (const body of [{ email }, { status: 'suspended' }, { roleIds: [id('Site Owner'), id('Landlord')] }]) {
      const res = await as(admin, 'PATCH', `/api/admin/users/${owner.user.id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot change this account: it holds permissions you do not hold.');
    }
    const bulk = await as(admin, 'POST', '/api/admin/users/bulk', { action: 'suspend', ids: [owner.user.id] });
    expect(bulk.json().refused).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ email: owner.user.email, status: 'active' });
  });

  it('a user cannot suspend or demote themselves', async () => {
    const suspend = await as(admin, 'PATCH', `/api/admin/users/${admin.user.id}`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(422);
    expect(suspend.json().errors.status).toEqual(['You cannot suspend your own account.']);
    const demote = await as(admin, 'PATCH', `/api/admin/users/${admin.user.id}`, { roleIds: [id('Renter')] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.roleIds).toEqual(['You cannot remove your own roles.']);
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me?.status).toBe('active');
  });

  it('the last active Site Owner cannot be removed or suspended', async () => {
    // A fresh app holds exactly one Site Owner, and a deputy holding every permission without that role.
    const solo = await buildTestApp();
    try {
      const only = await solo.loginAs('Site Owner');
      const all = await solo.call('POST', '/api/admin/roles', {
        headers: only.headers,
        body: { name: 'Deputy', permissions: ['createRoles', 'viewRoles', 'modifyRoles', 'modifyProjectModules'] },
      });
      const deputy = await solo.loginAs('Site Administrator');
      await solo.db.insert(userRoles).values({ userId: deputy.user.id, roleId: all.json().id });
      const renterRole = (await solo.db.select().from(roles).where(eq(roles.name, 'Renter')))[0]?.id as number;

      const byRoles = await solo.call('PATCH', `/api/admin/users/${only.user.id}`, {
        headers: deputy.headers,
        body: { roleIds: [renterRole] },
      });
      expect(byRoles.statusCode).toBe(422);
      expect(byRoles.json().errors.roleIds).toEqual(['There must always be at least one active Site Owner.']);
      const bySuspension = await solo.call('POST', '/api/admin/users/bulk', {
        headers: deputy.headers,
        body: { action: 'suspend', ids: [only.user.id] },
      });
      expect(bySuspension.json()).toEqual({
        done: [],
        refused: [{ id: only.user.id, message: 'There must always be at least one active Site Owner.' }],
      });
      // With a second active owner, the first may go.
      await solo.createUser({ roles: ['Site Owner'] });
      const allowed = await solo.call('PATCH', `/api/admin/users/${only.user.id}`, {
        headers: deputy.headers,
        body: { status: 'suspended' },
      });
      expect(allowed.json().status).toBe('suspended');
    } finally {
      await solo.close();
    }
  });
});

describe('roles and permissions', () => {
  it('creates a role with permissions, lists it with its user count, and refuses deleting it while held', async () => {
    const created = await as(owner, 'POST', '/api/admin/roles', {
      name: 'Moderators',
      description: 'Reports',
      permissions: ['showReportedListings', 'viewUsers'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Moderators',
      permissions: ['showReportedListings', 'viewUsers'],
      userCount: 0,
      isSystem: false,
    });
    const roleIdNew = created.json().id as number;
    // An update of the name alone keeps the permissions.
    const renamed = await as(owner, 'PATCH', `/api/admin/roles/${roleIdNew}`, { name: 'Moderation team' });
    expect(renamed.json().permissions).toEqual(['showReportedListings', 'viewUsers']);
    const holder = await t.createUser({ roles: ['Renter'] });
    await as(owner, 'PATCH', `/api/admin/users/${holder.id}`, { roleIds: [roleIdNew] });
    const refused = await as(owner, 'DELETE', `/api/admin/roles/${roleIdNew}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Users still hold this role (1). Give them another role first.');
    const duplicate = await as(owner, 'POST', '/api/admin/roles', { name: 'moderation TEAM' });
    expect(duplicate.json().errors.name).toEqual(['The name has already been taken.']);
  });

  it('the matrix says how many users a change affects before applying it, then applies and audits it', async () => {
    const created = await as(owner, 'POST', '/api/admin/roles', { name: 'Matrix role' });
    const rid = created.json().id as number;
    for (let i = 0; i < 3; i++) {
      const u = await t.createUser({ roles: ['Renter'] });
      await t.db.insert(userRoles).values({ userId: u.id, roleId: rid });
    }
    const changes = [{ roleId: rid, permission: 'viewFaqs', granted: true }];
    const preview = await as(owner, 'POST', '/api/admin/roles/matrix', { changes, dryRun: true });
    expect(preview.json()).toEqual({ affectedUsers: 3, roles: [{ roleId: rid, affectedUsers: 3 }], applied: false });
    expect((await as(owner, 'GET', `/api/admin/roles/${rid}`)).json().permissions).toEqual([]);
    const applied = await as(owner, 'POST', '/api/admin/roles/matrix', { changes });
    expect(applied.json().applied).toBe(true);
    expect((await as(owner, 'GET', `/api/admin/roles/${rid}`)).json().permissions).toEqual(['viewFaqs']);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(rid)))
      .orderBy(desc(auditEvents.id));
    expect(audit?.changes).toEqual({ permissions: { old: [], new: ['viewFaqs'] } });
  });

  it('permissions named by the code keep their name and cannot be deleted; added ones reach the Site Owner', async () => {
    const list = await as(owner, 'GET', '/api/admin/permissions?q=viewusers');
    const viewUsers = list.json().data[0];
    expect(viewUsers).toMatchObject({ name: 'viewUsers', isSystem: true });
    const relabel = await as(owner, 'PATCH', `/api/admin/permissions/${viewUsers.id}`, {
      label: 'See users',
      name: 'x',
    });
    expect(relabel.statusCode).toBe(422); // name is not accepted at all
    const labelled = await as(owner, 'PATCH', `/api/admin/permissions/${viewUsers.id}`, { label: 'See users' });
    expect(labelled.json()).toMatchObject({ name: 'viewUsers', label: 'See users' });
    expect((await as(owner, 'DELETE', `/api/admin/permissions/${viewUsers.id}`)).json().message).toBe(
      'This permission is used by the application: it cannot be deleted.',
    );
    const custom = await as(owner, 'POST', '/api/admin/permissions', {
      name: 'exportReports',
      label: 'Export reports',
    });
    expect(custom.statusCode).toBe(201);
    expect((await as(owner, 'GET', `/api/admin/roles/${id('Site Owner')}`)).json().permissions).toContain(
      'exportReports',
    );
    expect((await as(owner, 'DELETE', `/api/admin/permissions/${custom.json().id}`)).statusCode).toBe(200);
  });

  it('Site Administrators may not see roles; Support may list users but not change them', async () => {
    expect((await as(admin, 'GET', '/api/admin/roles')).statusCode).toBe(403);
    const support = await t.loginAs('Support');
    expect((await as(support, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await as(support, 'PATCH', `/api/admin/users/${admin.user.id}`, { firstName: 'X' })).statusCode).toBe(403);
  });
});
