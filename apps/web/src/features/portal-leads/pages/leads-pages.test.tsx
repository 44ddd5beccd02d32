// The leads inbox: rows with unread ones marked, the unread count in the navigation, status tabs and the
// export of the filtered list; a lead's page: message and contact, reply by email, status, delete confirmed.
import type { LandlordLead, LandlordLeadDetail } from '@rentals/shared/resources/landlord-leads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const LEAD: LandlordLead = {
  id: 5,
  createdAt: '2026-11-20T15:00:00.000Z',
  name: 'Ravi Renter',
  email: 'ravi@example.test',
  phone: '416-555-0100',
  excerpt: 'Is it still available?',
  listing: { id: 9, title: 'Lake loft' },
  status: 'new',
  read: false,
};

const DETAIL: LandlordLeadDetail = {
  ...LEAD,
  read: true,
  message: 'Is it still available?\nCan I visit on Saturday?',
  moveInDate: '2027-01-01',
  notes: '',
  readAt: '2026-11-21T10:00:00.000Z',
  replies: [],
};

const page = (data: LandlordLead[]) => ({
  body: { data, meta: { currentPage: 1, perPage: 20, total: data.length, lastPage: 1 } },
});

function stub(locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ id: 3, firstName: 'Lana', lastName: 'Lord', roles: [{ name: 'Landlord' }], locale });
  signIn(me);
  return stubFetch({
    ...sessionHandlers(me),
    'GET landlord/leads': page([LEAD]),
    'GET landlord/leads/unread-count': { body: { count: 3 } },
    'GET landlord/listings': { body: { data: [{ id: 9, title: 'Lake loft' }] } },
    'GET landlord/leads/5': { body: DETAIL },
    'POST landlord/leads/5/reply': ({ body }) => ({
      body: {
        ...DETAIL,
        status: 'contacted',
        replies: [
          { id: 1, body: (body as { message: string }).message, createdAt: DETAIL.readAt, authorName: 'Lana Lord' },
        ],
      },
    }),
    'PATCH landlord/leads/5': ({ body }) => ({ body: { ...DETAIL, ...(body as object) } }),
    'DELETE landlord/leads/5': { body: { message: 'Deleted.' } },
  });
}

describe('/portal/leads', () => {
  it('lists leads with unread ones marked, counts them in the navigation and filters by status', async () => {
    const { calls } = stub();
    const { router } = renderApp('/portal/leads');
    const row = await screen.findByTestId('leads-row');
    expect(within(row).getByRole('link', { name: /Ravi Renter/ })).toHaveAttribute('href', '/portal/leads/5');
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(row).toHaveTextContent('Lake loft');
    expect(await screen.findByTestId('nav-badge-portalLeads')).toHaveTextContent('3');
    expect(screen.getByTestId('nav-badge-portalLeads')).toHaveAccessibleName('3 unread leads');

    await userEvent.click(screen.getByTestId('lead-tab-contacted'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=contacted'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'landlord/leads' && c.url.includes('status=contacted'))).toBe(true),
    );
  });

  it('exports the leads as the list is filtered', async () => {
    const { calls } = stub();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderApp('/portal/leads?status=new&from=2026-11-01');
    await screen.findByTestId('leads-row');
    await userEvent.click(screen.getByTestId('leads-export'));
    await waitFor(() => {
      const exported = calls.find((c) => c.path === 'landlord/export/leads');
      expect(exported?.url).toContain('status=new');
      expect(exported?.url).toContain('from=2026-11-01');
    });
  });
});

describe('/portal/leads/{id}', () => {
  it("shows the renter's message and contact and sends a reply by email", async () => {
    const { calls } = stub();
    renderApp('/portal/leads/5');
    expect(await screen.findByTestId('lead-message')).toHaveTextContent('Can I visit on Saturday?');
    expect(screen.getByRole('link', { name: 'ravi@example.test' })).toHaveAttribute('href', 'mailto:ravi@example.test');
    expect(screen.getByText('No reply yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('lead-reply'), 'Saturday at 10 works.');
    await userEvent.click(screen.getByTestId('lead-reply-send'));
    expect(await screen.findByText('Saturday at 10 works.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Saturday at 10 works.' });
  });

  it('deletes the lead only once confirmed, then goes back to the inbox', async () => {
    const { calls } = stub();
    const { router } = renderApp('/portal/leads/5');
    await userEvent.click(await screen.findByTestId('lead-delete'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByTestId('lead-delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/leads'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['landlord/leads/5']);
  });

  it('speaks French', async () => {
    stub('fr');
    renderApp('/portal/leads/5');
    expect(await screen.findByText('Son message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la piste' })).toBeInTheDocument();
  });
});
