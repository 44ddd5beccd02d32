// The generic list and form screens, through the users resource: URL state (q, sort, filters, page), empty
// and error states, bulk actions confirmed first, server 422s under their fields, unsaved changes.
import type { AdminUser, Role } from '@rentals/shared/resources/user-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { viewUsers: true, createUsers: true, modifyUsers: true, viewRoles: true, modifyRoles: true };
const ROLES: Role[] = [
  { id: 1, name: 'Renter', description: null, permissions: [], userCount: 3, isSystem: true },
  { id: 4, name: 'Site Owner', description: null, permissions: ['viewUsers'], userCount: 1, isSystem: true },
];

function makeAdminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    email: `user${id}@example.test`,
    phone: null,
    locale: 'en',
    status: 'active',
    roles: [{ id: 1, name: 'Renter' }],
    companyId: null,
    companyName: null,
    twoFactorEnabled: false,
    lastLoginAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Owner' }] });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET admin/roles': { body: { data: ROLES, meta: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 } } },
    'GET admin/users': ({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (q === 'nobody') return { body: { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } } };
      const data = Array.from({ length: 2 }, (_, i) => makeAdminUser(page * 10 + i));
      return { body: { data, meta: { currentPage: page, perPage: 20, total: 45, lastPage: 3 } } };
    },
    ...extra,
  });
}

describe('/admin/user-management', () => {
  it('lists users with the count, and keeps q, sort and page in the URL', async () => {
    const { calls } = stub();
    const { router } = renderApp('/admin/user-management?sort=email&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByText('45 results')).toBeInTheDocument();
    expect(screen.getAllByTestId('users-list-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'First20 Last20' })).toHaveAttribute('href', '/admin/users/20');
    const first = calls.find((c) => c.path === 'admin/users');
    expect(first?.url).toContain('page=2');
    expect(first?.url).toContain('sort=email');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: /Sort by Email/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-email'));

    await userEvent.type(screen.getByTestId('resource-search'), 'nobody{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=nobody'));
    expect(await screen.findByText('No results match your search or filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('q='));
  });

  it('asks before a bulk action, then reports what was done and refused', async () => {
    const { calls } = stub({
      'POST admin/users/bulk': {
        body: { done: [10], refused: [{ id: 11, message: 'You cannot suspend your own account.' }] },
      },
    });
    renderApp('/admin/user-management');
    await screen.findByText('45 results');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('bulk-suspend'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This will apply to the 2 selected records. Continue?')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin/users/bulk')).toBe(false);
    await userEvent.click(within(dialog).getByTestId('bulk-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin/users/bulk')?.body).toEqual({ action: 'suspend', ids: [10, 11] }),
    );
    expect(
      await screen.findByText(/Suspend: done for 1 of 2\. Refused for #11: You cannot suspend your own account\./),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    stub({ 'GET admin/users': { status: 500, body: { message: 'Server Error' } } });
    renderApp('/admin/user-management');
    expect(await screen.findByTestId('users-list-error')).toHaveTextContent('This list could not be loaded.');
  });
});

describe('/admin/users/create', () => {
  it('validates with the shared schema, then shows the server 422 under its field', async () => {
    const { calls } = stub({
      'POST admin/users': {
        status: 422,
        body: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
      },
    });
    renderApp('/admin/users/create');
    const submit = await screen.findByTestId('user-form-submit');
    await userEvent.click(submit);
    expect(await screen.findByText('The first name field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByTestId('field-firstName'), 'Nora');
    await userEvent.type(screen.getByTestId('field-lastName'), 'New');
    await userEvent.type(screen.getByTestId('field-email'), 'taken@example.test');
    await userEvent.click(screen.getByTestId('field-roleIds'));
    await userEvent.click(await screen.findByRole('option', { name: 'Renter' }));
    await userEvent.click(submit);
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ email: 'taken@example.test', roleIds: [1] });
  });

  it('asks before leaving with unsaved changes', async () => {
    stub();
    const { router } = renderApp('/admin/users/create');
    await userEvent.type(await screen.findByTestId('field-firstName'), 'Half done');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/create');
    await userEvent.click(screen.getByTestId('leave-unsaved'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user-management'));
  });
});
