// The renters screens (read only): the list with its counts and status filter, and a renter's page with the
// profile, the activity counts, the latest inquiries linking to their listings, and the email alerts.
import type { AdminRenter, AdminRenterDetail } from '@rentals/shared/resources/renters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { viewRenters: true, viewInquiries: true };

const RAVI: AdminRenter = {
  id: 12,
  firstName: 'Ravi',
  lastName: 'Renter',
  email: 'renter@demo.test',
  phone: null,
  status: 'active',
  createdAt: '2026-10-01T10:00:00.000Z',
  lastLoginAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
  favouriteCount: 4,
  inquiryCount: 21,
  alertCount: 1,
};

const DETAIL: AdminRenterDetail = {
  ...RAVI,
  profile: {
    moveInDate: '2027-01-01',
    budgetMin: 1500,
    budgetMax: 2200,
    householdSize: 2,
    pets: ['cats-allowed'],
    preferredAreas: [{ id: 3, name: 'Toronto', label: 'Toronto, ON' }],
    contactMethods: ['email', 'text'],
    priceDropAlerts: true,
    emailAlertsEnabled: false,
    seenRecommendedIntro: true,
    updatedAt: '2026-11-10T10:00:00.000Z',
  },
  inquiries: [
    {
      id: 31,
      createdAt: '2026-11-19T10:00:00.000Z',
      message: 'Is it still available?',
      listing: { id: 8, title: '2 bed apartment on King', path: '/rentals/ontario/toronto/2-bed-apartment-8' },
      leadStatus: 'contacted',
    },
  ],
  alerts: [
    {
      id: 4,
      name: 'Toronto 2 beds',
      criteria: { location: 'toronto' },
      searchPath: '/rentals/ontario/toronto?beds=2',
      frequency: 'weekly',
      paused: true,
      lastSentAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      summary: 'Toronto · 2 beds',
    },
  ],
};

function stub(locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ id: 2, firstName: 'Adam', lastName: 'Admin', roles: [{ name: 'Site Administrator' }], locale });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET admin/renters': { body: { data: [RAVI], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } } },
    'GET admin/renters/12': { body: DETAIL },
  });
}

describe('/admin/renters', () => {
  it('lists renters with their counts and filters by status in the URL', async () => {
    const { calls } = stub();
    const { router } = renderApp('/admin/renters');
    const row = await screen.findByTestId('renters-list-row');
    expect(within(row).getByRole('link', { name: 'Ravi Renter' })).toHaveAttribute('href', '/admin/renters/12');
    expect(row).toHaveTextContent('renter@demo.test');
    expect(screen.getByRole('columnheader', { name: 'Inquiries' })).toBeInTheDocument();
    expect(row).toHaveTextContent('21');
    expect(screen.getByTestId('renters-list-export')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('filter-status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=suspended'))).toBe(true));
  });
});

describe('/admin/renters/{id}', () => {
  it('shows the profile, the activity, the inquiries linking to their listing, and the alerts', async () => {
    stub();
    renderApp('/admin/renters/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Renter' })).toBeInTheDocument();
    const detail = screen.getByTestId('renter-detail');
    expect(within(detail).getByText('Budget (monthly)').nextSibling).toHaveTextContent('$1,500 – $2,200');
    expect(within(detail).getByText('Pets').nextSibling).toHaveTextContent('Cats allowed');
    expect(within(detail).getByText('Contact by').nextSibling).toHaveTextContent('Email, Text message');
    expect(within(detail).getByText('Preferred areas').nextSibling).toHaveTextContent('Toronto, ON');
    expect(within(detail).getByText('Favourites').nextSibling).toHaveTextContent('4');

    const inquiries = screen.getByTestId('renter-inquiries');
    expect(within(inquiries).getByRole('link', { name: '2 bed apartment on King' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto/2-bed-apartment-8',
    );
    expect(within(inquiries).getByText('Contacted')).toBeInTheDocument();
    expect(screen.getByText('The 1 latest of 21 inquiries.')).toBeInTheDocument();

    const alerts = screen.getByTestId('renter-alerts');
    expect(within(alerts).getByRole('link', { name: 'Toronto · 2 beds' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto?beds=2',
    );
    expect(within(alerts).getByText('Paused')).toBeInTheDocument();
    // Read only: no edit or delete.
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    stub('fr');
    renderApp('/admin/renters/12');
    expect(await screen.findByRole('heading', { name: 'Profil de locataire' })).toBeInTheDocument();
    expect(screen.getByText('Chats acceptés')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dernières demandes' })).toBeInTheDocument();
  });
});
