// Support search screens: the search form opens the results with its values in the URL (and the API gets
// them), a quick filter travels as the route's {filter} segment, an unknown filter is explained, and a result
// opens its detail page with related records and no secret.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { showUsers: true, 'Show User': true, showCompanies: true, 'Show Company': true };
const EMPTY_PAGE = { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } };

const USER = {
  id: 7,
  firstName: 'Lola',
  lastName: 'Landlord',
  email: 'lola@example.test',
  phone: '514-555-7311',
  status: 'active',
  roles: ['Landlord'],
  companyId: 3,
  companyName: 'Maple Rentals',
  lastLoginAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
};

const USER_DETAIL = {
  ...USER,
  locale: 'en',
  emailVerifiedAt: '2026-11-01T12:00:00.000Z',
  twoFactorEnabled: true,
  listings: [
    { id: 41, title: 'Sunny loft', status: 'active', streetAddress: '77 Rue Maple', createdAt: '2026-11-02T00:00:00Z' },
  ],
  listingCount: 1,
  inquiries: [],
  inquiryCount: 0,
  reportsMade: [],
  reportsReceived: [],
  logins: { lastLoginAt: null, sessions: [] },
};

function stub(extra = {}, permissions: Record<string, boolean> = PERMISSIONS) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, permissions);
  return stubFetch({ ...sessionHandlers(me, permissions), ...extra });
}

describe('/support/user-search', () => {
  it('opens the results with the search, status, dates and quick filter in the URL, then a user', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/users': { body: { data: [USER], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } } },
      'GET support/users/7': { body: USER_DETAIL },
    });
    const { router } = renderApp('/support/user-search');
    const form = await screen.findByTestId('support-search-form');
    await user.type(within(form).getByTestId('support-search-q'), 'lola@example.test');
    await user.click(within(form).getByTestId('support-search-status'));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.type(within(form).getByTestId('support-search-from'), '2026-11-01');
    await user.click(within(form).getByTestId('support-search-preset'));
    await user.click(await screen.findByRole('option', { name: 'Landlords' }));
    await user.click(within(form).getByTestId('support-search-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/support/users/landlords'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'lola@example.test', status: 'active', from: '2026-11-01' });
    const list = await screen.findByTestId('support-users-list');
    await within(list).findByText('lola@example.test');
    const sent = calls.find((c) => c.method === 'GET' && c.path === 'support/users');
    const query = new URL(sent?.url ?? '', 'http://x').searchParams;
    expect(query.get('filter')).toBe('landlords');
    expect(query.get('q')).toBe('lola@example.test');
    expect(query.get('status')).toBe('active');
    expect(query.get('from')).toBe('2026-11-01');

    await user.click(within(list).getByRole('link', { name: 'Lola Landlord' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/user/7'));
    const detail = await screen.findByTestId('support-user');
    expect(await within(detail).findByRole('link', { name: 'Sunny loft' })).toHaveAttribute(
      'href',
      '/support/listing/41',
    );
    expect(within(detail).getByRole('link', { name: 'Maple Rentals' })).toHaveAttribute('href', '/support/company/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'User: Lola Landlord' })).toBeInTheDocument();
  }, 20_000);

  it('explains an unknown quick filter instead of asking the API', async () => {
    const { calls } = stub({ 'GET support/users': { body: EMPTY_PAGE } });
    renderApp('/support/users/vip');
    const alert = await screen.findByTestId('unknown-filter');
    expect(alert).toHaveTextContent('There is no “vip” filter');
    expect(within(alert).getByRole('link', { name: 'Suspended' })).toHaveAttribute('href', '/support/users/suspended');
    expect(calls.some((c) => c.path === 'support/users')).toBe(false);
  });
});

describe('/support/company/{id}', () => {
  it('shows the company with its users, wallet and the merge listings link', async () => {
    stub(
      {
        'GET support/companies/3': {
          body: {
            id: 3,
            name: 'Maple Rentals',
            phone: null,
            address: '1 Maple St',
            city: 'Montréal',
            province: 'QC',
            postalCode: 'H2X 1Y4',
            userCount: 1,
            listingCount: 2,
            membershipExpiresAt: '2026-12-31T00:00:00.000Z',
            createdAt: '2026-10-01T00:00:00.000Z',
            website: null,
            addressCont: null,
            users: [
              {
                id: 7,
                firstName: 'Lola',
                lastName: 'Landlord',
                email: 'lola@example.test',
                status: 'active',
                roles: ['Landlord'],
              },
            ],
            listingsByStatus: { draft: 0, active: 1, paused: 1, expired: 0, removed: 0 },
            wallet: { balance: 1250, membershipExpiresAt: '2026-12-31T00:00:00.000Z', membershipAutoRenew: true },
            feeds: [],
            mergeListingsPath: '/support/company/3/merge-listings',
          },
        },
      },
      { ...PERMISSIONS, 'Merge Listings': true },
    );
    renderApp('/support/company/3');
    const detail = await screen.findByTestId('support-company');
    expect(within(detail).getByTestId('merge-listings-link')).toHaveAttribute(
      'href',
      '/support/company/3/merge-listings',
    );
    expect(within(detail).getByRole('link', { name: 'Lola Landlord' })).toHaveAttribute('href', '/support/user/7');
    expect(within(detail).getByText('1,250')).toBeInTheDocument();
  });
});
