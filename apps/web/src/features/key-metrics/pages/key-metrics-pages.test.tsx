// Key metrics and the support dashboard: the period and interval in the URL sent to the API, the totals and the
// table of every period, the CSV downloaded through the API with the same query, a failed load with a retry;
// the dashboard's figures, each linking to its screen, and a figure left out when its feature is missing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const point = (period: string, over: Record<string, unknown> = {}) => ({
  period,
  newListings: 0,
  activeListings: 10,
  inquiries: 0,
  newLandlords: 0,
  newRenters: 0,
  creditsSold: 0,
  revenue: {},
  ...over,
});

const METRICS = {
  from: '2026-11-02',
  to: '2026-11-15',
  interval: 'week',
  currencies: ['CAD'],
  points: [
    point('2026-11-02', {
      newListings: 4,
      activeListings: 12,
      inquiries: 7,
      creditsSold: 55,
      revenue: { CAD: 11_300 },
    }),
    point('2026-11-09', { newListings: 1, activeListings: 13, newRenters: 2 }),
  ],
  totals: { newListings: 5, inquiries: 7, newLandlords: 0, newRenters: 2, creditsSold: 55, revenue: { CAD: 11_300 } },
};

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, {});
  return stubFetch({ ...sessionHandlers(me, {}), ...extra });
}

afterEach(() => vi.unstubAllGlobals());

describe('/support/key-metrics', () => {
  it('shows the totals and every period for the range in the URL, and downloads the CSV', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stub({ 'GET support/key-metrics': { body: METRICS } });
    renderApp('/support/key-metrics?from=2026-11-02&to=2026-11-15&interval=week');
    const table = await screen.findByTestId('metrics-table');
    expect(calls.find((c) => c.path === 'support/key-metrics')?.url).toContain(
      'from=2026-11-02&to=2026-11-15&interval=week',
    );
    expect(screen.getByTestId('metrics-total-newListings')).toHaveTextContent('5');
    expect(screen.getByTestId('metrics-total-activeAtEnd')).toHaveTextContent('13');
    expect(screen.getByTestId('metrics-total-revenue')).toHaveTextContent('$113 CAD');
    const rows = within(table).getAllByTestId('metrics-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('55');
    expect(rows[0]).toHaveTextContent('$113');

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    fetchMock.mockImplementationOnce(
      async () =>
        new Response('period,new_listings\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="key-metrics.csv"' },
        }),
    );
    await user.click(screen.getByTestId('metrics-download'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('support/key-metrics/export.csv?from=2026-11-02')),
      ).toBe(true),
    );
  }, 20_000);

  it('changing the interval asks again; a failed load offers a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = stub({
      'GET support/key-metrics': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: METRICS }),
    });
    const { router } = renderApp('/support/key-metrics?from=2026-11-02&to=2026-11-15');
    const error = await screen.findByTestId('metrics-error', {}, { timeout: 10_000 });
    fail = false;
    await user.click(within(error).getByRole('button'));
    await screen.findByTestId('metrics-table');
    await user.click(within(screen.getByTestId('metrics-interval')).getByText('Month'));
    await waitFor(() => expect(router.state.location.search).toContain('interval=month'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('interval=month'))).toBe(true));
  }, 20_000);
});

describe('/support/dashboard', () => {
  it('shows what needs attention and today’s figures, each linking to its screen, then the sections', async () => {
    stub({
      'GET support/dashboard': {
        body: {
          openReports: 3,
          reviewsWaiting: 2,
          failingFeeds: null,
          membershipsExpiring: 4,
          today: point('2026-11-25', { newListings: 6, inquiries: 9, revenue: { CAD: 5_000 } }),
        },
      },
    });
    renderApp('/support/dashboard');
    expect(await screen.findByTestId('support-tile-openReports-value')).toHaveTextContent('3');
    expect(screen.getByTestId('support-tile-openReports')).toHaveAttribute('href', '/support/reported-listings');
    expect(screen.getByTestId('support-tile-reviewsWaiting-value')).toHaveTextContent('2');
    expect(screen.getByTestId('support-tile-membershipsExpiring')).toHaveAttribute(
      'href',
      '/support/membership-renewal?window=next7',
    );
    // A figure its feature does not give is left out.
    expect(screen.queryByTestId('support-tile-failingFeeds')).toBeNull();
    expect(screen.getByTestId('support-today-newListings')).toHaveTextContent('6');
    expect(screen.getByTestId('support-today-revenue')).toHaveTextContent('$50 CAD');
    expect(screen.getByTestId('support-today-link')).toHaveAttribute('href', '/support/key-metrics');
    expect(screen.getByTestId('dashboard-heading')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-card-keyMetrics')).toBeInTheDocument();
  }, 20_000);
});
