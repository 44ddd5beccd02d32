import type { SavedSearch } from '@rentals/shared/resources/email-alerts';
import { DEFAULT_RENTER_PROFILE, type RenterProfile } from '@rentals/shared/resources/renter-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const RENTER_PERMISSIONS = { viewMyInquiries: true, viewFavouriteListings: true };

function makeAlert(id: number, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    name: `Toronto search ${id}`,
    criteria: { cityId: '7', beds: '2' },
    searchPath: '/rentals/ontario/toronto?beds=2',
    frequency: 'daily',
    paused: false,
    lastSentAt: null,
    createdAt: '2025-03-01T15:00:00.000Z',
    summary: 'Toronto · 2 beds',
    ...overrides,
  };
}

function stub(alerts: SavedSearch[], profile: Partial<RenterProfile> = {}, extra = {}) {
  const me = makeUser();
  signIn(me, RENTER_PERMISSIONS);
  let current = { ...DEFAULT_RENTER_PROFILE, ...profile };
  return stubFetch({
    ...sessionHandlers(me, RENTER_PERMISSIONS),
    'GET email-alerts': { body: { alerts } },
    'GET renter-profile': () => ({ body: { profile: current } }),
    'PATCH renter-profile': ({ body }) => {
      current = { ...current, ...(body as object) };
      return { body: { profile: current } };
    },
    ...extra,
  });
}

describe('/admin/email-alerts', () => {
  it("lists the renter's alerts with summary, frequency, state and links", async () => {
    stub([
      makeAlert(1, { lastSentAt: '2025-03-02T14:00:00.000Z' }),
      makeAlert(2, { name: 'Paused one', paused: true, frequency: 'weekly' }),
    ]);
    renderApp('/admin/email-alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Alerts' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your email alerts' });
    const cards = within(list).getAllByTestId('email-alert');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Toronto search 1' })).toBeInTheDocument();
    expect(within(first).getByText('Toronto · 2 beds')).toBeInTheDocument();
    expect(within(first).getByText(/^Last sent/)).toBeInTheDocument();
    expect(within(first).getByLabelText('How often')).toHaveValue('daily');
    expect(within(first).getByRole('switch', { name: 'Send alerts' })).toBeChecked();
    expect(within(first).getByRole('link', { name: 'Open search' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto?beds=2',
    );
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByText(/Nothing sent yet/)).toBeInTheDocument();
    expect(within(second).getByRole('switch', { name: 'Send alerts' })).not.toBeChecked();
    expect(within(second).getByLabelText('How often')).toHaveValue('weekly');
    expect(screen.getByTestId('alert-count')).toHaveTextContent('2 of 20 alerts');
  });

  it('changes the frequency, pauses, sends now and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const alert = makeAlert(5);
    const { calls } = stub(
      [alert],
      {},
      {
        'PATCH email-alerts/5': ({ body }: { body: unknown }) => ({
          body: { alert: { ...alert, ...(body as object) } },
        }),
        'POST email-alerts/5/send-now': { body: { sent: 2, message: 'We emailed you 2 listings.' } },
        'DELETE email-alerts/5': { body: { message: 'The email alert has been deleted.' } },
      },
    );
    renderApp('/admin/email-alerts');
    const card = await screen.findByTestId('email-alert');

    await user.selectOptions(within(card).getByLabelText('How often'), 'instant');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ frequency: 'instant' }));
    expect(await screen.findByText('Alert updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('How often')).toHaveValue('instant'));

    await user.click(within(card).getByRole('switch', { name: 'Send alerts' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ paused: true }));
    expect(await screen.findByText('“Toronto search 5” is paused.')).toBeInTheDocument();
    expect(within(card).getByText('Paused')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('We emailed you 2 listings.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    expect(within(confirm).getByText(/“Toronto search 5” will no longer email you/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'email-alerts/5')).toBe(true));
    expect(await screen.findByText('The email alert has been deleted.')).toBeInTheDocument();
    expect(await screen.findByTestId('alerts-empty')).toBeInTheDocument();
  });

  it('explains how to create an alert when there is none', async () => {
    stub([]);
    renderApp('/admin/email-alerts');
    const empty = await screen.findByTestId('alerts-empty');
    expect(within(empty).getByRole('heading', { name: 'No email alerts yet' })).toBeInTheDocument();
    expect(within(empty).getByText(/Get alerts for this search/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Search rentals' })).toHaveAttribute('href', '/rentals');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stub(
      [],
      {},
      {
        'GET email-alerts': () =>
          fail ? { status: 500, body: { message: 'Server Error' } } : { body: { alerts: [] } },
      },
    );
    const user = userEvent.setup();
    renderApp('/admin/email-alerts');
    const error = await screen.findByTestId('alerts-error');
    expect(error).toHaveTextContent('Your email alerts could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('alerts-empty')).toBeInTheDocument();
  });

  it('shows that alert emails are off (after unsubscribing) and turns them on again; price drops too', async () => {
    const user = userEvent.setup();
    const { calls } = stub([makeAlert(1)], { emailAlertsEnabled: false });
    renderApp('/admin/email-alerts');
    const enabled = await screen.findByRole('switch', { name: /^Email me alerts/ });
    expect(enabled).not.toBeChecked();
    expect(screen.getByTestId('alerts-off-notice')).toHaveTextContent('Alert emails are off.');

    await user.click(enabled);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH' && c.path === 'renter-profile')?.body).toEqual({
        emailAlertsEnabled: true,
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Email me alerts/ })).toBeChecked());
    expect(screen.queryByTestId('alerts-off-notice')).toBeNull();

    const drops = screen.getByRole('switch', { name: /^Price drops on my favourites/ });
    expect(drops).toBeChecked();
    await user.click(drops);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'renter-profile' && c.method === 'PATCH').at(-1)?.body).toEqual({
        priceDropAlerts: false,
      }),
    );
  });

  it('leaves the settings out for accounts without a renter profile', async () => {
    const me = makeUser({ roles: [{ name: 'Support' }] });
    signIn(me, {});
    stubFetch({ ...sessionHandlers(me, {}), 'GET email-alerts': { body: { alerts: [] } } });
    renderApp('/admin/email-alerts');
    expect(await screen.findByTestId('alerts-empty')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /^Email me alerts/ })).toBeNull();
  });
});
