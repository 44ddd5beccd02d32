import { describe, expect, it } from 'vitest';
import { applyBodyClass, isPanelPath, panelClassFor, RENTER_AREA_PATHS } from './panels.ts';

describe('panels', () => {
  it('hides the public header and footer under /admin, /portal and /support only', () => {
    for (const path of ['/admin', '/admin/dashboard', '/portal/leads', '/support/dashboard']) {
      expect(isPanelPath(path)).toBe(true);
    }
    for (const path of ['/', '/login', '/fr/admin', '/administrators', '/portals', '/rentals']) {
      expect(isPanelPath(path)).toBe(false);
    }
  });

  it('names the body class by panel, the renter area first', () => {
    for (const path of RENTER_AREA_PATHS) expect(panelClassFor(path)).toBe('renter-profile-panel');
    expect(panelClassFor('/admin/favorite-listings')).toBe('renter-profile-panel');
    expect(panelClassFor('/admin/posts')).toBe('admin-panel');
    expect(panelClassFor('/portal/dashboard')).toBe('landlord-panel');
    expect(panelClassFor('/support/user-search')).toBe('support-panel');
    expect(panelClassFor('/privacy-policy')).toBeNull();
  });

  it('keeps exactly one panel class on <body>', () => {
    const body = document.createElement('body');
    body.classList.add('other');
    applyBodyClass('/admin/posts', body);
    expect([...body.classList]).toEqual(['other', 'admin-panel']);
    applyBodyClass('/admin/my-inquiries', body);
    expect([...body.classList]).toEqual(['other', 'renter-profile-panel']);
    applyBodyClass('/', body);
    expect([...body.classList]).toEqual(['other']);
  });
});
