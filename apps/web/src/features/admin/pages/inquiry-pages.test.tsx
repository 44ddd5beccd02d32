// The inquiries screens (read only): the list's days, city and company filters kept in the URL and sent to the
// API, the listing linked to its public page; an inquiry's page with its message, sender, listing and lead.
import type { AdminInquiry, AdminInquiryDetail } from '@rentals/shared/resources/admin-inquiries';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { viewInquiries: true, viewCompanies: true, viewRenters: true };

const INQUIRY: AdminInquiry = {
  id: 40,
  createdAt: '2026-11-19T10:00:00.000Z',
  name: 'Ravi Renter',
  email: 'renter@demo.test',
  phone: null,
  userId: 12,
  listing: {
    id: 8,
    title: '2 bed apartment on King',
    cityName: 'Toronto',
    provinceCode: 'ON',
    path: '/rentals/ontario/toronto/2-bed-apartment-8',
  },
  landlord: { id: 7, name: 'Leah Landlord' },
  company: { id: 5, name: 'Maple Rentals' },
  leadStatus: 'new',
};

const DETAIL: AdminInquiryDetail = {
  ...INQUIRY,
  message: 'Hello,\nis it still available in January?',
  moveInDate: '2027-01-01',
  lead: { id: 3, status: 'new', deletedAt: null, updatedAt: '2026-11-19T10:00:00.000Z' },
};

function stub(permissions: Record<string, boolean> = PERMISSIONS) {
  const me = makeUser({ id: 2, firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
  signIn(me, permissions);
  return stubFetch({
    ...sessionHandlers(me, permissions),
    'GET admin/inquiries': { body: { data: [INQUIRY], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } } },
    'GET admin/inquiries/40': { body: DETAIL },
    'GET listings-autocomplete': {
      body: {
        suggestions: [
          {
            type: 'city',
            id: 31,
            label: 'Toronto',
            sublabel: 'Ontario',
            path: '/rentals/ontario/toronto',
            listingCount: 5,
          },
          { type: 'province', id: 6, label: 'Ontario', sublabel: '', path: '/rentals/ontario', listingCount: 9 },
        ],
      },
    },
    'GET admin/companies': {
      body: {
        data: [{ id: 5, name: 'Maple Rentals' }],
        meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 },
      },
    },
  });
}

const lastListCall = (calls: { path: string; url: string }[]) =>
  new URL(calls.filter((c) => c.path === 'admin/inquiries').at(-1)?.url ?? '', 'http://x').searchParams;

describe('/admin/inquiries', () => {
  it('keeps the days in the URL and sends them to the API', async () => {
    const { calls } = stub();
    const { router } = renderApp('/admin/inquiries?from=2026-11-01');
    const row = await screen.findByTestId('inquiries-list-row');
    expect(lastListCall(calls).get('from')).toBe('2026-11-01');
    expect(screen.getByTestId('filter-from')).toHaveValue('2026-11-01');
    expect(within(row).getByRole('link', { name: '2 bed apartment on King' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto/2-bed-apartment-8',
    );
    expect(row).toHaveTextContent('Maple Rentals');
    expect(row).toHaveTextContent('New');

    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(lastListCall(calls).get('to')).toBe('2026-11-30'));
    expect(lastListCall(calls).get('from')).toBe('2026-11-01');

    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?to=2026-11-30'));
  });

  it('finds a city and a company by name, and keeps their ids and names in the URL', async () => {
    const { calls } = stub();
    const { router } = renderApp('/admin/inquiries');
    await screen.findByTestId('inquiries-list-row');

    await userEvent.type(screen.getByTestId('filter-cityId'), 'tor');
    await userEvent.click(await screen.findByRole('option', { name: 'Toronto, Ontario' }));
    expect(screen.queryByRole('option', { name: /Ontario,/ })).not.toBeInTheDocument();
    await waitFor(() => expect(lastListCall(calls).get('cityId')).toBe('31'));
    expect(new URLSearchParams(router.state.location.search).get('cityIdLabel')).toBe('Toronto, Ontario');

    await userEvent.type(screen.getByTestId('filter-companyId'), 'map');
    await userEvent.click(await screen.findByRole('option', { name: 'Maple Rentals' }));
    await waitFor(() => expect(lastListCall(calls).get('companyId')).toBe('5'));
    expect(calls.find((c) => c.path === 'admin/companies')?.url).toContain('q=map');
  });

  it('shows the names kept in the URL after a reload', async () => {
    stub();
    renderApp('/admin/inquiries?cityId=31&cityIdLabel=Toronto%2C+Ontario');
    await screen.findByTestId('inquiries-list-row');
    expect(screen.getByTestId('filter-cityId')).toHaveValue('Toronto, Ontario');
  });

  it('offers no company filter without viewCompanies', async () => {
    stub({ viewInquiries: true });
    renderApp('/admin/inquiries');
    await screen.findByTestId('inquiries-list-row');
    expect(screen.queryByTestId('filter-companyId')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-cityId')).toBeInTheDocument();
  });
});

describe('/admin/inquiries/{id}', () => {
  it('shows the message, the sender, the listing, the landlord and company and the lead', async () => {
    stub();
    renderApp('/admin/inquiries/40');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ravi Renter about 2 bed apartment on King' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('inquiry-message')).toHaveTextContent('is it still available in January?');
    expect(screen.getByRole('link', { name: 'Account #12' })).toHaveAttribute('href', '/admin/renters/12');
    expect(screen.getByRole('link', { name: '2 bed apartment on King' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto/2-bed-apartment-8',
    );
    expect(screen.getByRole('link', { name: 'Maple Rentals' })).toHaveAttribute('href', '/admin/companies/5');
    expect(screen.getByText('Leah Landlord')).toBeInTheDocument();
    expect(screen.getByText('Lead status').nextSibling).toHaveTextContent('New');
  });
});
