// Membership renewal screens: the companies of a window, some selected (or every company of the period) and
// renewed with the chosen bundle after a confirmation, then the results page following the batch; the results
// with their reasons and the failed filter; an empty period.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const company = (id: number, name: string, card = true) => ({
  id,
  name,
  membershipExpiresAt: '2026-12-01T12:00:00.000Z',
  hasSavedCard: card,
  autoRenew: false,
  lastRenewalAt: null,
});

const BUNDLES = [
  { id: 5, name: 'Member year', nameFr: 'Membre un an', credits: 100, price: 20_000, membershipMonths: 12 },
];

const BATCH = {
  id: 9,
  createdAt: '2026-11-25T03:00:00.000Z',
  createdBy: 'support@demo.test',
  bundleId: 5,
  bundleName: 'Member year',
  status: 'done',
  total: 2,
  renewed: 1,
  failed: 1,
  finishedAt: '2026-11-25T03:00:01.000Z',
};

const item = (over: Record<string, unknown>) => ({
  id: 1,
  companyId: 1,
  companyName: 'Maple Rentals',
  status: 'renewed',
  reason: null,
  reasonText: null,
  orderId: 31,
  expiresBefore: '2026-12-01T12:00:00.000Z',
  expiresAfter: '2027-12-01T12:00:00.000Z',
  processedAt: '2026-11-25T03:00:01.000Z',
  ...over,
});

const DETAIL = {
  batch: BATCH,
  items: {
    data: [
      item({
        id: 2,
        companyId: 2,
        companyName: 'Birch Homes',
        status: 'failed',
        reason: 'card_declined',
        reasonText: 'The card was declined.',
        orderId: 32,
        expiresAfter: null,
      }),
      item({}),
    ],
    meta: { currentPage: 1, perPage: 50, total: 2, lastPage: 1 },
  },
};

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, {});
  return stubFetch({
    ...sessionHandlers(me, {}),
    'GET support/membership-renewals/bundles': { body: BUNDLES },
    'GET support/membership-renewals/batches': {
      body: { data: [BATCH], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } },
    },
    'GET support/membership-renewals/batches/9': { body: DETAIL },
    'GET support/membership-renewals/batches/latest': { body: DETAIL },
    ...extra,
  });
}

describe('/support/membership-renewal', () => {
  it('renews the selected companies with the chosen bundle after a confirmation, then shows the batch', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/membership-renewals/companies': {
        body: {
          data: [company(1, 'Maple Rentals'), company(2, 'Birch Homes'), company(3, 'Cedar Lofts', false)],
          meta: { currentPage: 1, perPage: 25, total: 3, lastPage: 1 },
        },
      },
      'POST support/membership-renewals/batches': { status: 201, body: BATCH },
    });
    const { router } = renderApp('/support/membership-renewal?window=next7');
    const table = await screen.findByTestId('renewal-table');
    expect(within(table).getAllByTestId('renewal-row')).toHaveLength(3);
    expect(calls.find((c) => c.path === 'support/membership-renewals/companies')?.url).toContain('window=next7');
    expect(screen.getByTestId('renewal-submit')).toBeDisabled();

    await user.click(within(table).getByLabelText('Select Maple Rentals'));
    await user.click(within(table).getByLabelText('Select Birch Homes'));
    await waitFor(() => expect(screen.getByTestId('renewal-submit')).toHaveTextContent('Renew 2 companies'));
    await user.click(screen.getByTestId('renewal-submit'));
    expect(await screen.findByText('Renew 2 memberships?')).toBeInTheDocument();
    await user.click(screen.getByTestId('renew-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/support/membership-renewal-results'));
    expect(router.state.location.search).toBe('?batch=9');
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toEqual({ bundleId: 5, companyIds: [1, 2] });
    expect(await screen.findByTestId('results-summary')).toHaveTextContent('Batch #9: Member year');
  }, 20_000);

  it('selects every company of the period across pages', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/membership-renewals/companies': {
        body: {
          data: [company(1, 'Maple Rentals'), company(2, 'Birch Homes')],
          meta: { currentPage: 1, perPage: 25, total: 60, lastPage: 3 },
        },
      },
      'POST support/membership-renewals/batches': { status: 201, body: { ...BATCH, total: 60 } },
    });
    renderApp('/support/membership-renewal?window=expired30');
    await user.click(await screen.findByTestId('select-page'));
    await user.click(await screen.findByTestId('select-all'));
    expect(screen.getByTestId('renewal-selection')).toHaveTextContent('All 60 companies of this period are selected.');
    await user.click(screen.getByTestId('renewal-submit'));
    await user.click(await screen.findByTestId('renew-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ bundleId: 5, all: { window: 'expired30' } }),
    );
  }, 20_000);

  it('says when no membership ends in the period', async () => {
    stub({
      'GET support/membership-renewals/companies': {
        body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } },
      },
    });
    renderApp('/support/membership-renewal');
    expect(await screen.findByTestId('renewal-empty')).toHaveTextContent('No membership ends in this period');
  });
});

describe('/support/membership-renewal-results', () => {
  it('shows the latest batch: counts, each company renewed or not and why, and filters the failed', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    const { router } = renderApp('/support/membership-renewal-results');
    const table = await screen.findByTestId('results-table');
    expect(screen.getByTestId('results-count-renewed')).toHaveTextContent('1');
    expect(screen.getByTestId('results-count-failed')).toHaveTextContent('1');
    const [failed, renewed] = within(table).getAllByTestId('results-row') as [HTMLElement, HTMLElement];
    expect(failed).toHaveTextContent('Birch Homes');
    expect(failed).toHaveTextContent('The card was declined.');
    expect(renewed).toHaveTextContent('Renewed');
    expect(renewed).toHaveTextContent('#31');
    await user.click(within(screen.getByTestId('results-filter')).getByText('Not renewed'));
    await waitFor(() => expect(router.state.location.search).toContain('status=failed'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === 'support/membership-renewals/batches/latest' && c.url.includes('status=failed')),
      ).toBe(true),
    );
  }, 20_000);

  it('before any batch, points to the renewal screen', async () => {
    stub({
      'GET support/membership-renewals/batches/latest': {
        body: { batch: null, items: { data: [], meta: { currentPage: 1, perPage: 50, total: 0, lastPage: 1 } } },
      },
    });
    renderApp('/support/membership-renewal-results');
    expect(await screen.findByTestId('results-empty')).toHaveTextContent('No renewal yet');
  });
});
