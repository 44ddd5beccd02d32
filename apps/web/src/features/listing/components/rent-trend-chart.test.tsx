// The chart's sparse points: a hollow dot where a median rests on few listings, nothing for a month without
// listings, and a tooltip that says how many listings each median stands for.
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { DotItemDotProps } from 'recharts';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { i18n, setLanguage, type TFunction } from '../../../lib/i18n/index.ts';
import { sharedQueryClient } from '../../../lib/query-client.ts';
import { renderWithProviders } from '../../../test/utils.tsx';
import { listingKeys } from '../api.ts';
import { listingsKey } from '../rent-trends.ts';
import { makeRentTrends } from '../test/fixtures.ts';
import { TrendDot, TrendTooltip } from './rent-trend-chart.tsx';
import { RentTrendsSection } from './rent-trends-section.tsx';

const t: TFunction = (key, options) => i18n.t(key, options);
const row = { month: 'Sep 2025', Studio: 1680, [listingsKey('Studio')]: 3, '1 bed': 2080, [listingsKey('1 bed')]: 12 };

function renderDot(dataKey: string, value: number | null) {
  const props = { cx: 10, cy: 20, stroke: '#1864ab', payload: row, dataKey, value, index: 1, points: [] };
  const { container } = renderWithProviders(
    <svg>
      <title>dot</title>
      <TrendDot {...(props as unknown as DotItemDotProps)} />
    </svg>,
  );
  return container.querySelector('circle');
}

describe('rent trend chart points', () => {
  it('draws a hollow dot where the median rests on few listings, a filled one otherwise', () => {
    const few = renderDot('Studio', 1680);
    expect(few).toHaveAttribute('data-few', 'true');
    expect(few).toHaveAttribute('fill', 'var(--mantine-color-body)');
    expect(few).toHaveAttribute('stroke', '#1864ab');
  });

  it('fills the dot of a median of enough listings', () => {
    const plenty = renderDot('1 bed', 2080);
    expect(plenty).not.toHaveAttribute('data-few');
    expect(plenty).toHaveAttribute('fill', '#1864ab');
  });

  it('draws nothing for a month without listings', () => {
    expect(renderDot('Studio', null)).toBeNull();
  });

  it('says in the tooltip how many listings each median stands for, and when they are few', async () => {
    await setLanguage('en');
    const payload = [
      { name: 'Studio', value: 1680, color: '#1864ab', payload: row },
      { name: '1 bed', value: 2080, color: '#087f5b', payload: row },
      { name: '4+ beds', value: null, color: '#c92a2a', payload: row },
    ];
    renderWithProviders(<TrendTooltip label="Sep 2025" payload={payload as never} t={t} />);
    const tooltip = within(screen.getByTestId('rent-trends-tooltip'));
    expect(tooltip.getByText('Sep 2025')).toBeInTheDocument();
    expect(tooltip.getByText('$1,680')).toBeInTheDocument();
    expect(tooltip.getByText('3 listings · Based on few listings')).toBeInTheDocument();
    expect(tooltip.getByText('12 listings')).toBeInTheDocument();
    expect(tooltip.getByText('No listings')).toBeInTheDocument();
  });

  it('says it in French too', async () => {
    await setLanguage('fr');
    const payload = [
      { name: 'Studio', value: 1680, color: '#1864ab', payload: { ...row, [listingsKey('Studio')]: 1 } },
    ];
    renderWithProviders(<TrendTooltip label="sept. 2025" payload={payload as never} t={t} />);
    expect(screen.getByText('1 annonce · D’après peu d’annonces')).toBeInTheDocument();
    await setLanguage('en');
  });
});

describe('rent trends in the server HTML', () => {
  it('holds the heading, the sentences and the chart’s placeholder, not the chart', async () => {
    await setLanguage('en');
    sharedQueryClient().setQueryData(listingKeys.rentTrends('ontario', 'toronto'), makeRentTrends());
    const listing = { city: { name: 'Toronto', slug: 'toronto' }, province: { slug: 'ontario' } } as never;
    const html = renderToString(
      <Providers env="test">
        <RentTrendsSection listing={listing} />
      </Providers>,
    );
    expect(html).toContain('Rent trends in Toronto');
    expect(html).toContain('Median 1-bedroom rent in Toronto: $2,100 in October 2025 (11 listings)');
    expect(html).toContain('data-testid="rent-trends-placeholder"');
    // 17.5rem: the chart's 280 px.
    expect(html).toContain('height:calc(17.5rem');
    expect(html).not.toContain('recharts');
  });
});
