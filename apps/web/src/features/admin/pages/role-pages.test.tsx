// The role form's permission checklist: each permission by its label, its code name as secondary text.
import type { Permission } from '@rentals/shared/resources/user-management';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { viewRoles: true, createRoles: true, modifyRoles: true };
const permission = (id: number, name: string, label: string | null): Permission => ({
  id,
  name,
  label,
  description: null,
  isSystem: true,
  roleCount: 0,
});

describe('/admin/roles/create', () => {
  it('lists each permission by its label, the code name beside it, and by its code name when it has no label', async () => {
    const me = makeUser({ roles: [{ name: 'Site Owner' }] });
    signIn(me, PERMISSIONS);
    stubFetch({
      ...sessionHandlers(me, PERMISSIONS),
      'GET admin/permissions': {
        body: {
          data: [permission(1, 'createCreditBundles', 'Create credit bundles'), permission(2, 'viewFeeds', null)],
          meta: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 },
        },
      },
    });
    renderApp('/admin/roles/create');
    const labelled = await screen.findByRole('checkbox', { name: 'Create credit bundles' });
    expect(labelled).toHaveAccessibleDescription('createCreditBundles');
    expect(screen.queryByRole('checkbox', { name: /createCreditBundles/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'viewFeeds' })).not.toHaveAttribute('aria-describedby');
  });
});
