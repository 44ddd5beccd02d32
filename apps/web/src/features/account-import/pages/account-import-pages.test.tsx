// Account import and claim pages: a CSV read into a preview (counts, problems), the import started after a
// confirmation and its result shown; the claim page signing the landlord in, and a dead link explained.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PREVIEWED = {
  id: 7,
  fileName: 'landlords.csv',
  status: 'previewed',
  totalRows: 3,
  preview: { create: 1, skip: 1, invalid: 1 },
  sample: [{ email: 'ann@example.test', first_name: 'Ann', last_name: 'Able', company_name: 'Able Co' }],
  progress: { processed: 0, total: 3, created: 0, skipped: 0, failed: 0 },
  error: null,
  createdBy: 'support@demo.test',
  createdAt: '2026-11-25T03:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const COMPLETED = {
  ...PREVIEWED,
  status: 'completed',
  progress: { processed: 3, total: 3, created: 1, skipped: 1, failed: 1 },
};
const PROBLEMS = {
  data: [
    {
      id: 1,
      line: 3,
      column: 'email',
      rule: 'email',
      severity: 'error',
      message: 'The email field must be a valid email address.',
    },
    {
      id: 2,
      line: 4,
      column: 'email',
      rule: 'registered',
      severity: 'skip',
      message: 'An account with the email b@example.test already exists: this row will be skipped.',
    },
  ],
  meta: { currentPage: 1, perPage: 20, total: 2, lastPage: 1 },
};

describe('/support/account-import', () => {
  it('previews a file, then imports it after a confirmation', async () => {
    const user = userEvent.setup();
    const me = makeUser({ roles: [{ name: 'Support' }] });
    signIn(me, {});
    const { calls } = stubFetch({
      ...sessionHandlers(me, {}),
      'GET support/account-imports': { body: { data: [] } },
      'POST support/account-imports': { status: 201, body: PREVIEWED },
      'GET support/account-imports/7': { body: PREVIEWED },
      'GET support/account-imports/7/problems': { body: PROBLEMS },
      'POST support/account-imports/7/start': { status: 202, body: COMPLETED },
    });
    const { router } = renderApp('/support/account-import');
    expect(await screen.findByTestId('import-history-empty')).toBeInTheDocument();

    await user.click(screen.getByTestId('import-preview'));
    expect(await screen.findByText('The file field is required.')).toBeInTheDocument();

    const file = new File(['email,first_name,last_name,company_name\n'], 'landlords.csv', { type: 'text/csv' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByTestId('import-preview'));
    await waitFor(() => expect(router.state.location.search).toBe('?import=7'));
    expect(calls.find((c) => c.method === 'POST')?.body).toBeInstanceOf(FormData);

    expect(await screen.findByTestId('import-count-create')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-invalid')).toHaveTextContent('1');
    const problems = await screen.findByTestId('import-problems');
    expect(within(problems).getAllByTestId('import-problem')).toHaveLength(2);
    expect(problems).toHaveTextContent('The email field must be a valid email address.');
    expect(screen.getByTestId('import-sample')).toHaveTextContent('ann@example.test');

    await user.click(screen.getByTestId('import-start'));
    expect(await screen.findByText('Import 1 account(s)?')).toBeInTheDocument();
    await user.click(screen.getByTestId('import-confirm'));
    await waitFor(() => expect(screen.getByTestId('import-status')).toHaveTextContent('Completed'));
    expect(screen.getByTestId('import-progress')).toHaveTextContent('3 of 3 rows handled');
    expect(screen.getByTestId('import-count-created')).toHaveTextContent('1');
    expect(calls.some((c) => c.method === 'POST' && c.path === 'support/account-imports/7/start')).toBe(true);
  }, 20_000);
});

describe('/claim-account/:token', () => {
  const TOKEN = 'a'.repeat(43);

  it('activates the account and lands on the portal signed in', async () => {
    const user = userEvent.setup();
    const landlord = makeUser({ email: 'clara@example.test', roles: [{ name: 'Landlord' }] });
    const { calls } = stubFetch({
      ...sessionHandlers(landlord, {}),
      [`GET claim-account/${TOKEN}`]: {
        body: {
          email: 'clara@example.test',
          firstName: 'Clara',
          lastName: 'Claim',
          companyName: 'Claim Co',
          expiresAt: '2026-12-09T00:00:00.000Z',
        },
      },
      [`POST claim-account/${TOKEN}`]: {
        body: { tokenInfo: { access_token: 'abc.def', expires_at: '2027-01-01T00:00:00.000Z' }, user: landlord },
      },
    });
    const { router } = renderApp(`/claim-account/${TOKEN}`);
    expect(await screen.findByText(/Welcome, Clara\. Choose a password for clara@example\.test/)).toBeInTheDocument();
    const form = screen.getByTestId('claim-form');
    await user.type(within(form).getByLabelText(/^Password/), 'new-Password-1');
    await user.type(within(form).getByLabelText(/^Confirm/), 'new-Password-1');
    await user.click(screen.getByTestId('claim-submit'));
    expect(await screen.findByText('The terms must be accepted.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText(/I accept the terms of use/));
    await user.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(calls.find((c) => c.method === 'POST' && c.path.startsWith('claim-account'))?.body).toEqual({
      password: 'new-Password-1',
      password_confirmation: 'new-Password-1',
      terms: true,
    });
  }, 20_000);

  it('explains a link that no longer works', async () => {
    stubFetch({
      [`GET claim-account/${TOKEN}`]: {
        status: 404,
        body: { message: 'This link is invalid, has expired or has already been used. Ask support for a new one.' },
      },
    });
    renderApp(`/claim-account/${TOKEN}`);
    expect(await screen.findByTestId('claim-invalid')).toHaveTextContent('has already been used');
  });
});
