import type { ApiToken } from '@rentals/shared/resources/api-tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

function makeToken(id: string, overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id,
    name: `Token ${id}`,
    createdAt: '2025-03-01T15:00:00.000Z',
    expiresAt: '2099-04-01T15:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

function stub(tokens: ApiToken[], extra = {}) {
  const me = makeUser();
  signIn(me, {});
  return stubFetch({
    ...sessionHandlers(me, {}),
    'GET api-tokens': { body: { tokens } },
    ...extra,
  });
}

describe('/admin/api-dashboard', () => {
  it('lists the tokens with their dates and last use, and shows how to call the API', async () => {
    stub([
      makeToken('a1', { name: 'Nightly export', lastUsedAt: '2025-03-02T14:00:00.000Z' }),
      makeToken('b2', { name: 'Old script', expiresAt: '2020-01-01T00:00:00.000Z' }),
    ]);
    renderApp('/admin/api-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'API Dashboard' })).toBeInTheDocument();
    const table = await screen.findByTestId('token-table');
    const [first, second] = within(table).getAllByTestId('api-token') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader', { name: 'Nightly export' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Mar 2, 2025');
    expect(within(first).getByText(/2099/)).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
    expect(within(second).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByTestId('token-count')).toHaveTextContent('1 of 20 active tokens');
    expect(screen.getByText(/Changing or resetting your password revokes every token/)).toBeInTheDocument();

    expect(screen.getByTestId('api-docs-link')).toHaveAttribute('href', '/api/docs');
    expect(screen.getByTestId('curl-example')).toHaveTextContent(
      `curl -H "Authorization: Bearer <token>" -H "Accept: application/json" ${window.location.origin}/api/user`,
    );
  });

  it('creates a token, checked by the shared schema, and shows it once', async () => {
    const user = userEvent.setup();
    const created = makeToken('n3', { name: 'CI deploy', expiresAt: '2099-06-01T00:00:00.000Z' });
    const { calls } = stub([], {
      'POST api-tokens': { status: 201, body: { token: created, accessToken: 'n3.s3cr3t-value' } },
    });
    renderApp('/admin/api-dashboard');
    expect(await screen.findByTestId('tokens-empty')).toHaveTextContent('No API tokens yet');
    const form = screen.getByTestId('create-token-form');

    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('The name field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'api-tokens')).toBe(false);

    await user.type(within(form).getByLabelText(/Token name/), 'CI deploy');
    await user.selectOptions(within(form).getByLabelText('Expires'), '90');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByTestId('new-token');
    expect(shown).toHaveTextContent('Copy your new token now');
    expect(shown).toHaveTextContent('This is the only time it is shown.');
    expect(within(shown).getByLabelText('New API token “CI deploy”')).toHaveValue('n3.s3cr3t-value');
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'api-tokens')?.body).toEqual({
      name: 'CI deploy',
      expiresInDays: 90,
    });
    const table = await screen.findByTestId('token-table');
    expect(within(table).getByRole('rowheader', { name: 'CI deploy' })).toBeInTheDocument();

    // Once dismissed, the secret is gone from the page.
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('n3.s3cr3t-value')).not.toBeInTheDocument();
    expect(screen.getByTestId('create-token-form')).toBeInTheDocument();
  });

  it('shows the server refusal (too many tokens)', async () => {
    const user = userEvent.setup();
    stub([], {
      'POST api-tokens': {
        status: 422,
        body: { message: 'You can keep at most 20 active API tokens. Revoke one to create another.' },
      },
    });
    renderApp('/admin/api-dashboard');
    const form = await screen.findByTestId('create-token-form');
    await user.type(within(form).getByLabelText(/Token name/), 'One more');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 active API tokens. Revoke one to create another.',
    );
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stub([makeToken('a1', { name: 'Nightly export' })], {
      'DELETE api-tokens/a1': { body: { message: 'The API token has been revoked.' } },
    });
    renderApp('/admin/api-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('Anything using “Nightly export” stops working at once.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'api-tokens/a1')).toBe(true));
    expect(await screen.findByText('The API token has been revoked.')).toBeInTheDocument();
    expect(await screen.findByTestId('tokens-empty')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stub([], {
      'GET api-tokens': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: { tokens: [] } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/api-dashboard');
    const error = await screen.findByTestId('tokens-error');
    expect(error).toHaveTextContent('Your API tokens could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tokens-empty')).toBeInTheDocument();
  });

  it('is listed in the account navigation of every signed-in user', async () => {
    stub([]);
    renderApp('/admin/api-dashboard');
    expect(await screen.findByTestId('nav-apiDashboard')).toHaveAttribute('href', '/admin/api-dashboard');
  });

  it('speaks French to a French-speaking user', async () => {
    const me = makeUser({ locale: 'fr' });
    signIn(me, {});
    stubFetch({ ...sessionHandlers(me, {}), 'GET api-tokens': { body: { tokens: [] } } });
    renderApp('/admin/api-dashboard');
    expect(await screen.findByRole('heading', { name: 'Créer un jeton' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun jeton d’API pour l’instant')).toBeInTheDocument();
  });
});
