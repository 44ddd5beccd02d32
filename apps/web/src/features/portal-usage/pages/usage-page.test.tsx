// /portal/billing/usage against a stubbed API: the last 30 days by default, the totals, the chart's words and the
// table by listing; another period from the fields or a quick period (kept in the URL), a wrong one refused
// in place; pages of listings; loading, empty and failed states; French at phone width.
import type { CreditUsageResponse } from '@rentals/shared/resources/credit-usage';
import { addDays, isoDay } from '@rentals/shared/resources/credit-usage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, setViewport, signIn, stubFetch } from '../../../test/utils.tsx';

// The chart itself (recharts) is not what is tested here; its lazy chunk is replaced.
vi.mock('../components/usage-chart.tsx', () => ({
  UsageChart: ({ days }: { days: unknown[] }) => <p data-testid="usage-chart">{days.length} bars</p>,
}));

const TODAY = isoDay(new Date());

function usage(from: string, to: string, credits: number[], overrides: Partial<CreditUsageResponse> = {}) {
  const days = credits.map((c, i) => ({ day: addDays(from, i), credits: c, listings: c ? 2 : 0, featured: c ? 1 : 0 }));
  const total = credits.reduce((sum, c) => sum + c, 0);
  const response: CreditUsageResponse = {
    from,
    to,
    totals: { credits: total, listings: total ? 2 : 0 },
    days,
    listings: {
      data: total
        ? [
            { listingId: 9, title: 'Lake loft', credits: total - 4, days: 2, featuredDays: 2, featured: true },
            { listingId: 4, title: '', credits: 4, days: 2, featuredDays: 0, featured: false },
          ]
        : [],
      meta: { currentPage: 1, perPage: 50, total: total ? 2 : 0, lastPage: 1 },
    },
    ...overrides,
  };
  return response;
}

const LAST_30 = { from: addDays(TODAY, -29), to: TODAY };
const BUSY = usage(
  LAST_30.from,
  LAST_30.to,
  Array.from({ length: 30 }, (_, i) => (i === 27 ? 12 : i >= 28 ? 7 : 0)),
);

function stub(answer: (url: URL) => { status?: number; body: unknown }, locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ id: 3, firstName: 'Lana', roles: [{ name: 'Landlord' }], locale });
  signIn(me);
  // Without IntersectionObserver the chart mounts at once (use-near-viewport.ts).
  vi.stubGlobal('IntersectionObserver', undefined);
  return stubFetch({
    ...sessionHandlers(me),
    'GET landlord/leads/unread-count': { body: { count: 0 } },
    'GET landlord/credit-usage': ({ url }) => answer(new URL(url, 'http://localhost')),
  });
}

const usageCalls = (calls: { path: string; url: string }[]) =>
  calls.filter((c) => c.path === 'landlord/credit-usage').map((c) => new URL(c.url, 'http://localhost').searchParams);

describe('/portal/billing/usage', () => {
  it('shows the last 30 days: totals, the chart in words and the credits by listing', async () => {
    const { calls } = stub(() => ({ body: BUSY }));
    renderApp('/portal/billing/usage');
    expect(await screen.findByRole('heading', { name: 'Credit usage', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('usage-total-credits')).toHaveTextContent('26');
    expect(screen.getByTestId('usage-total-listings')).toHaveTextContent('2');
    const [params] = usageCalls(calls);
    expect(params?.get('from')).toBe(LAST_30.from);
    expect(params?.get('to')).toBe(LAST_30.to);
    expect(screen.getByTestId('usage-from')).toHaveValue(LAST_30.from);
    expect(screen.getByTestId('usage-last-30')).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByTestId('usage-chart')).toHaveTextContent('30 bars');
    expect(screen.getByTestId('usage-summary')).toHaveTextContent(/: 26 in all\. The most on .+ \(12\)\.$/);
    const table = screen.getByRole('region', { name: 'Credits by listing' });
    const rows = within(table).getAllByTestId('usage-row');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Lake loft' })).toHaveAttribute(
      'href',
      '/portal/listings/9',
    );
    expect(rows[0]).toHaveTextContent('Featured');
    expect(rows[0]).toHaveTextContent('22');
    expect(rows[1]).toHaveTextContent('Deleted listing #4');
  });

  it('takes another period from the fields or a quick period, and refuses an end before the start', async () => {
    const { calls } = stub((url) => ({
      body: usage(url.searchParams.get('from') as string, url.searchParams.get('to') as string, [3, 4]),
    }));
    const { router } = renderApp('/portal/billing/usage');
    await screen.findByTestId('usage-figures');

    await userEvent.click(screen.getByTestId('usage-last-7'));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${addDays(TODAY, -6)}&to=${TODAY}`));
    await waitFor(() => expect(usageCalls(calls).at(-1)?.get('from')).toBe(addDays(TODAY, -6)));

    const before = usageCalls(calls).length;
    fireEvent.change(screen.getByTestId('usage-to'), { target: { value: addDays(TODAY, -10) } });
    expect(await screen.findByText('The end must be on or after the start.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${addDays(TODAY, -6)}&to=${TODAY}`);

    fireEvent.change(screen.getByTestId('usage-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('usage-to'), { target: { value: '2026-01-02' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-02'));
    await waitFor(() => expect(usageCalls(calls).length).toBeGreaterThan(before));
    expect(usageCalls(calls).at(-1)?.get('to')).toBe('2026-01-02');
  });

  it('pages through the listings', async () => {
    const { calls } = stub((url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return {
        body: {
          ...BUSY,
          listings: { ...BUSY.listings, meta: { currentPage: page, perPage: 50, total: 120, lastPage: 3 } },
        },
      };
    });
    const { router } = renderApp('/portal/billing/usage');
    const pages = await screen.findByTestId('usage-pages');
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(usageCalls(calls).at(-1)?.get('page')).toBe('2'));
  });

  it('says when nothing was charged, and when the figures could not be loaded', async () => {
    stub(() => ({ body: usage(LAST_30.from, LAST_30.to, Array(30).fill(0)) }));
    renderApp('/portal/billing/usage');
    const empty = await screen.findByTestId('usage-empty');
    expect(empty).toHaveTextContent('No credits used in this period');
    expect(within(empty).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/portal/billing');
  });

  it('retries a failed load', async () => {
    let fail = true;
    stub(() => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: BUSY }));
    renderApp('/portal/billing/usage');
    const alert = await screen.findByTestId('usage-error');
    expect(alert).toHaveTextContent('Your credit usage could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('usage-total-credits')).toHaveTextContent('26');
  });

  it('says it is loading while the figures are on their way', async () => {
    const { fetchMock } = stub(() => ({ body: BUSY }));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/credit-usage') ? new Promise<Response>(() => {}) : (answer?.(input, init) as never),
    );
    renderApp('/portal/billing/usage');
    expect(await screen.findByTestId('usage-loading')).toHaveTextContent('Loading your credit usage…');
  });

  it('speaks French and fits a phone', async () => {
    setViewport(375, 800);
    stub(() => ({ body: BUSY }), 'fr');
    renderApp('/portal/billing/usage');
    expect(await screen.findByRole('heading', { name: 'Utilisation des crédits', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('usage-totals')).toHaveTextContent('Crédits utilisés');
    expect(screen.getByTestId('usage-last-7')).toHaveTextContent('7 derniers jours');
    expect(screen.getByRole('region', { name: 'Crédits par annonce' })).toBeInTheDocument();
    expect(screen.getAllByTestId('usage-row')[0]).toHaveTextContent('En vedette');
  });
});
