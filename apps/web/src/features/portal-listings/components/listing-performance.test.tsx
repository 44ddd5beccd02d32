// The editor's Performance section against a stubbed API: totals, the conversion beside the city average (in
// English and French), the text alternative of the chart, the empty state and a failed load with retry.
import type { ListingAnalytics } from '@rentals/shared/resources/landlord-analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { ListingPerformance } from './listing-performance.tsx';

// The chart itself (recharts) is not what is tested here; its lazy chunk is replaced.
vi.mock('./performance-chart.tsx', () => ({
  PerformanceChart: () => <p data-testid="performance-chart">chart</p>,
}));

const PATH = 'landlord/listings/7/analytics';

function analytics(views: number[], inquiries: number[]): ListingAnalytics {
  const days = Array.from({ length: 90 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    views: views[i] ?? 0,
    favourites: i % 30 === 0 ? 1 : 0,
    inquiries: inquiries[i] ?? 0,
  }));
  const sum = (key: 'views' | 'favourites' | 'inquiries') => days.reduce((n, d) => n + d[key], 0);
  const totals = { views: sum('views'), favourites: sum('favourites'), inquiries: sum('inquiries') };
  return {
    days,
    totals,
    conversion: totals.views ? totals.inquiries / totals.views : null,
    city: { name: 'Toronto', conversion: 0.019 },
  };
}

/** 1,250 views (the busiest day 2026-03-31 with 50), 3 favourites, 30 inquiries: 2.4%. */
const BUSY = analytics(
  Array.from({ length: 90 }, (_, i) => (i === 89 ? 50 : i < 80 ? 15 : 0)),
  Array.from({ length: 90 }, (_, i) => (i < 30 ? 1 : 0)),
);

function render(answer: { status?: number; body: unknown }) {
  signIn();
  // Without IntersectionObserver the chart mounts at once (use-near-viewport.ts).
  vi.stubGlobal('IntersectionObserver', undefined);
  const { calls } = stubFetch({ [`GET ${PATH}`]: answer });
  renderWithProviders(<ListingPerformance listingId={7} />);
  return calls;
}

afterEach(() => setLanguage('en'));

describe('ListingPerformance', () => {
  it('shows the 90-day totals, the conversion beside the city average, and the chart with its text alternative', async () => {
    render({ body: BUSY });
    const section = screen.getByTestId('listing-performance');
    expect(section).toHaveAccessibleName('Performance');
    expect(section).toHaveTextContent('Last 90 days');
    const totals = await within(section).findByTestId('performance-totals');
    expect(within(totals).getByText('Views').nextSibling).toHaveTextContent('1,250');
    expect(within(totals).getByText('Favourites').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Inquiries').nextSibling).toHaveTextContent('30');
    expect(within(section).getByTestId('performance-conversion')).toHaveTextContent(
      'Conversion 2.4% — Toronto average 1.9%',
    );
    expect(within(section).getByText(/inquiries per view/)).toBeInTheDocument();
    expect(await within(section).findByTestId('performance-chart')).toBeInTheDocument();
    const figure = within(section).getByTestId('performance-summary').closest('figure');
    expect(figure).toHaveAccessibleName(
      'Per day from Jan 1, 2026 to Mar 31, 2026. Views: 1,250, favourites: 3, inquiries: 30. Most viewed day: Mar 31, 2026 (views: 50).',
    );
  });

  it('speaks French', async () => {
    await setLanguage('fr');
    render({ body: BUSY });
    expect(await screen.findByTestId('performance-conversion')).toHaveTextContent(
      /^Conversion 2,4\s%\s—\smoyenne de Toronto 1,9\s%$/,
    );
    expect(within(screen.getByTestId('performance-totals')).getByText('Vues').nextSibling).toHaveTextContent(
      /^1\s250$/,
    );
  });

  it('says when there is no city average yet', async () => {
    render({ body: { ...BUSY, city: { name: 'Toronto', conversion: null } } });
    expect(await screen.findByTestId('performance-conversion')).toHaveTextContent(
      'Conversion 2.4% — no Toronto average yet',
    );
  });

  it('has an empty state before the first view', async () => {
    render({ body: analytics([], []) });
    expect(await screen.findByTestId('performance-empty')).toHaveTextContent('No views in the last 90 days yet.');
    expect(screen.queryByTestId('performance-totals')).toBeNull();
    expect(screen.queryByTestId('performance-summary')).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    const calls = render({ status: 500, body: { message: 'Server Error' } });
    const alert = await screen.findByTestId('performance-error');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    stubFetch({ [`GET ${PATH}`]: { body: BUSY } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('performance-conversion')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === PATH)).toHaveLength(1);
  });
});
