import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  dashboardPathFor,
  hasRole,
  isPermissionName,
  OWNER_ONLY_PERMISSIONS,
  PERMISSIONS,
  panelFor,
  RENTER_PERMISSIONS,
} from './permissions.ts';

const user = (...roles: string[]) => ({ roles: roles.map((name) => ({ name })) });

describe('permissions', () => {
  it('names every permission of spec 6 once, phrase permissions included', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const name of ['viewBlogs', 'modifyProvinces', 'viewEmailAlerts', 'Show User', 'Merge Listings']) {
      expect(isPermissionName(name)).toBe(true);
    }
    expect(isPermissionName('deleteEverything')).toBe(false);
  });

  it('gives the Site Owner everything and the Site Administrator all but roles and project modules', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS['Site Owner']].sort()).toEqual([...PERMISSIONS].sort());
    const admin = new Set(DEFAULT_ROLE_PERMISSIONS['Site Administrator']);
    for (const p of OWNER_ONLY_PERMISSIONS) expect(admin.has(p)).toBe(false);
    for (const p of ADMIN_PERMISSIONS) expect(admin.has(p)).toBe(true);
  });

  it('keeps landlords out of the admin permissions and gives renters only the renter area', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Landlord).toEqual([]);
    expect([...DEFAULT_ROLE_PERMISSIONS.Renter].sort()).toEqual([...RENTER_PERMISSIONS].sort());
    const support = new Set(DEFAULT_ROLE_PERMISSIONS.Support);
    expect(support.has('showReportedListings')).toBe(true);
    expect(support.has('viewUsers')).toBe(true);
    expect(support.has('modifyUsers')).toBe(false);
  });
});

describe('roles and dashboards (spec 6)', () => {
  it('holds a role when the roles list contains its name', () => {
    expect(hasRole(user('Renter'), 'Renter')).toBe(true);
    expect(hasRole(user('Renter'), 'Landlord')).toBe(false);
    expect(hasRole(null, 'Renter')).toBe(false);
  });

  it('sends landlords to the portal, support to support, everyone else to admin', () => {
    expect(dashboardPathFor(user('Landlord'))).toBe('/portal/dashboard');
    expect(dashboardPathFor(user('Support'))).toBe('/support/dashboard');
    expect(dashboardPathFor(user('Renter'))).toBe('/admin/dashboard');
    expect(dashboardPathFor(user('Site Owner'))).toBe('/admin/dashboard');
    expect(panelFor(user())).toBe('admin');
  });
});
