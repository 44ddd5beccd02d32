// /admin/audit-log: the resource and action filters offer what GET admin/audit-log/facets answers.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

describe('/admin/audit-log', () => {
  it('filters by the resources and actions the API offers', async () => {
    const owner = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
    signIn(owner, {});
    const { calls } = stubFetch({
      ...sessionHandlers(owner, {}),
      'GET admin/audit-log/facets': { body: { resources: ['companies', 'users'], actions: ['add-user', 'update'] } },
      'GET admin/audit-log': { body: { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } } },
    });
    const { router } = renderApp('/admin/audit-log');
    await screen.findByTestId('audit-log-empty');

    await userEvent.click(screen.getByTestId('filter-resource'));
    expect(await screen.findByRole('option', { name: 'companies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'companies' }));
    await userEvent.click(screen.getByTestId('filter-action'));
    await userEvent.click(await screen.findByRole('option', { name: 'add-user' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resource=companies&action=add-user'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/audit-log').at(-1)?.url).toContain('action=add-user'),
    );
  });
});
