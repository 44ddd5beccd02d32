// Rent trends for the chart and its text alternative: one series per bedroom bucket, months on the x axis,
// and for each bucket its latest median ("Median 1-bedroom rent in Toronto: $2,100 in October 2025 (11
// listings)"). A month without listings is a gap in its line, never a line drawn across; every point knows
// how many listings its median stands for, and one resting on fewer than FEW_LISTINGS is marked as such.
import { formatMoney } from '@rentals/shared/format';
import type { RentTrendsResponse } from '@rentals/shared/resources/listings';
import { bedsLabel } from '../../components/listing-card/format.ts';
import './i18n/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** The chart's bucket 4 means "4 or more". */
const TOP_BUCKET = 4;

/** A median of fewer listings than this is a rough figure: a lighter dot, and "Based on few listings". */
export const FEW_LISTINGS = 5;

export const isFew = (listings: number) => listings < FEW_LISTINGS;

/** The key, in a chart row, of how many listings the series' point stands for. */
export const listingsKey = (series: string) => `${series}:listings`;

/** "Studio", "1 bed", "2 beds", "4+ beds": the legend. */
export const bucketLabel = (t: TFunction, beds: number) =>
  beds >= TOP_BUCKET ? t('listing.trends.bedsPlus', { count: TOP_BUCKET }) : bedsLabel(t, beds);

/** "studio", "1-bedroom", "4+ bedroom": inside a sentence. */
const bucketPhrase = (t: TFunction, beds: number) =>
  beds === 0
    ? t('listing.trends.studioPhrase')
    : beds >= TOP_BUCKET
      ? t('listing.trends.bedroomPlusPhrase', { count: TOP_BUCKET })
      : t('listing.trends.bedroomPhrase', { count: beds });

/** "2025-10" -> "October 2025" (long) or "Oct 2025" (short), in the page's language. */
export function monthLabel(month: string, language: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export const hasTrendData = (trends: RentTrendsResponse | undefined): trends is RentTrendsResponse =>
  !!trends && trends.months.length > 0 && trends.series.some((s) => s.medians.some((m) => m !== null));

/** One sentence per bucket with data: its latest median, the month it is from and how many listings it rests on. */
export function trendSummaries(trends: RentTrendsResponse, city: string, t: TFunction, language: string): string[] {
  const sentences: string[] = [];
  for (const series of trends.series) {
    const at = series.medians.findLastIndex((m) => m !== null);
    const median = series.medians[at];
    const month = trends.months[at];
    if (at < 0 || median == null || !month) continue;
    const listings = series.counts[at] ?? 0;
    sentences.push(
      t(isFew(listings) ? 'listing.trends.summaryFew' : 'listing.trends.summary', {
        bucket: bucketPhrase(t, series.beds),
        city,
        rent: formatMoney(median, language),
        month: monthLabel(month, language),
        listings: t('listing.trends.listings', { count: listings }),
      }),
    );
  }
  return sentences;
}

/** True when some point of the chart rests on few listings (the chart then says what its lighter dots mean). */
export const hasFewListings = (trends: RentTrendsResponse) =>
  trends.series.some((s) => s.medians.some((median, at) => median !== null && isFew(s.counts[at] ?? 0)));

export type TrendRow = Record<string, string | number | null>;

/**
 * Rows for the chart: { month: 'Oct 2025', 'Studio': 1650, 'Studio:listings': 4, '1 bed': null, … } in dollars,
 * null where the month had no listings (a gap: the chart does not connect across it).
 */
export function trendChartData(trends: RentTrendsResponse, t: TFunction, language: string) {
  const labels = trends.series.map((s) => bucketLabel(t, s.beds));
  const rows = trends.months.map((month, at) => {
    const row: TrendRow = { month: monthLabel(month, language, 'short') };
    trends.series.forEach((series, n) => {
      const label = labels[n] as string;
      const median = series.medians[at];
      row[label] = median == null ? null : median / 100;
      row[listingsKey(label)] = median == null ? 0 : (series.counts[at] ?? 0);
    });
    return row;
  });
  return { rows, labels };
}

/** How many listings the point of `series` in `row` stands for (0 where the month has none). */
export function pointListings(row: TrendRow | undefined, series: string): number {
  const listings = row?.[listingsKey(series)];
  return typeof listings === 'number' ? listings : 0;
}
