// /admin/dashboard: the counts, what waits and the latest audit events, each only when the API answered it
// (null: the user may not see it); renters get the heading and their sections without asking the API.
import { DEFAULT_ROLE_PERMISSIONS } from '@rentals/shared/permissions';
import type { AdminDashboard } from '@rentals/shared/resources/admin-dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const allOf = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true]));

const FULL: AdminDashboard = {
  counts: {
    newListings: { d7: 12, d30: 40 },
    activeListings: 1234,
    newLandlords: { d7: 2, d30: 5 },
    newRenters: { d7: 30, d30: 110 },
    inquiries: { d7: 55, d30: 201 },
  },
  waiting: { reportedListings: 3 },
  latestAudit: [
    {
      id: 90,
      occurredAt: '2026-11-20T09:00:00.000Z',
      actorId: 1,
      actorEmail: 'owner@demo.test',
      action: 'update',
      resource: 'companies',
      recordId: '5',
      changes: { phone: { old: null, new: '416-555-0100' } },
      ip: null,
    },
  ],
  countedAt: '2026-11-20T09:30:00.000Z',
};

const NONE: AdminDashboard = {
  counts: { newListings: null, activeListings: null, newLandlords: null, newRenters: null, inquiries: null },
  waiting: { reportedListings: null },
  latestAudit: null,
  countedAt: '2026-11-20T09:30:00.000Z',
};

function stub(role: 'Site Owner' | 'Support' | 'Renter', body: AdminDashboard | null, locale: 'en' | 'fr' = 'en') {
  const user = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: role }], locale });
  const permissions = allOf(DEFAULT_ROLE_PERMISSIONS[role]);
  signIn(user, permissions);
  return stubFetch({
    ...sessionHandlers(user, permissions),
    'GET admin/dashboard': body ? { body } : { status: 500, body: { message: 'Server Error' } },
  });
}

describe('/admin/dashboard', () => {
  it('shows the Site Owner every count, what waits and the latest changes, with their links', async () => {
    stub('Site Owner', FULL);
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Olivia Owner' })).toBeInTheDocument();
    const counts = await screen.findByTestId('dashboard-counts');
    const card = (name: string) => within(counts).getByRole('article', { name });
    expect(card('New listings')).toHaveTextContent('New listings12last 7 days40last 30 days');
    expect(card('Active listings')).toHaveTextContent('1,234now');
    expect(within(card('New renters')).getByRole('link', { name: 'New renters' })).toHaveAttribute(
      'href',
      '/admin/renters',
    );
    expect(within(card('Inquiries')).getByRole('link', { name: 'Inquiries' })).toHaveAttribute(
      'href',
      '/admin/inquiries',
    );

    expect(screen.getByTestId('dashboard-reported')).toHaveTextContent('3 reported listings to review');
    expect(screen.getByRole('link', { name: 'Review reported listings' })).toHaveAttribute(
      'href',
      '/support/reported-listings',
    );

    const audit = screen.getByTestId('dashboard-audit');
    expect(within(audit).getByTestId('dashboard-audit-event')).toHaveTextContent('owner@demo.test');
    expect(within(audit).getByRole('link', { name: 'companies #5' })).toHaveAttribute('href', '/admin/companies/5');
    expect(within(audit).getByRole('link', { name: 'Open the audit log' })).toHaveAttribute('href', '/admin/audit-log');
    // The section cards stay below.
    expect(screen.getByTestId('dashboard-card-companies')).toHaveAttribute('href', '/admin/companies');
  });

  it('shows only the parts the API answered', async () => {
    stub('Support', {
      ...NONE,
      counts: { ...NONE.counts, inquiries: { d7: 4, d30: 9 } },
      waiting: { reportedListings: 0 },
    });
    renderApp('/admin/dashboard');
    const counts = await screen.findByTestId('dashboard-counts');
    expect(
      within(counts)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Inquiries']);
    expect(screen.getByTestId('dashboard-reported')).toHaveTextContent('No reported listing is waiting.');
    expect(screen.queryByTestId('dashboard-audit')).not.toBeInTheDocument();
    expect(screen.queryByText('New listings')).not.toBeInTheDocument();
  });

  it('hides the counts heading when nothing was answered', async () => {
    stub('Support', NONE);
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Olivia Owner' });
    await screen.findByRole('heading', { name: 'Your sections' });
    expect(screen.queryByTestId('dashboard-counts')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-waiting')).not.toBeInTheDocument();
  });

  it('does not ask the API for a renter, whose dashboard stays their sections', async () => {
    const { calls } = stub('Renter', FULL);
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('dashboard-card-myInquiries')).toHaveAttribute('href', '/admin/my-inquiries');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Olivia Owner' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin/dashboard')).toBe(false);
    expect(screen.queryByTestId('dashboard-counts')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const { calls } = stub('Site Owner', null);
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('The figures could not be loaded.');
    expect(screen.getByTestId('dashboard-card-companies')).toBeInTheDocument();
    const before = calls.filter((c) => c.path === 'admin/dashboard').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.filter((c) => c.path === 'admin/dashboard').length).toBe(before + 1);
  });

  it('speaks French', async () => {
    stub('Site Owner', FULL, 'fr');
    renderApp('/admin/dashboard');
    const counts = await screen.findByTestId('dashboard-counts');
    expect(within(counts).getByRole('heading', { name: 'Les 7 et 30 derniers jours' })).toBeInTheDocument();
    expect(within(counts).getByRole('article', { name: 'Nouvelles annonces' })).toHaveTextContent(
      'Nouvelles annonces127 derniers jours4030 derniers jours',
    );
    expect(screen.getByTestId('dashboard-reported')).toHaveTextContent('3 annonces signalées à examiner');
    expect(screen.getByRole('link', { name: "Ouvrir le journal d'audit" })).toBeInTheDocument();
  });
});
