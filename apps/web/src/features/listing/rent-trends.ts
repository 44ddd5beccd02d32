// Rent trends for the chart and its text alternative: one series per bedroom bucket, months on the x axis,
// and for each bucket its latest median ("Median 1-bedroom rent in Toronto: $2,100 in October 2025").
import { formatMoney } from '@rentals/shared/format';
import type { RentTrendsResponse } from '@rentals/shared/resources/listings';
import type { TFunction } from 'i18next';
import { bedsLabel } from '../../components/listing-card/format.ts';
import './i18n/index.ts';

/** The chart's bucket 4 means "4 or more". */
const TOP_BUCKET = 4;

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

/** One sentence per bucket with data: its latest median and the month it is from. */
export function trendSummaries(trends: RentTrendsResponse, city: string, t: TFunction, language: string): string[] {
  const sentences: string[] = [];
  for (const series of trends.series) {
    const at = series.medians.findLastIndex((m) => m !== null);
    const median = series.medians[at];
    const month = trends.months[at];
    if (at < 0 || median == null || !month) continue;
    sentences.push(
      t('listing.trends.summary', {
        bucket: bucketPhrase(t, series.beds),
        city,
        rent: formatMoney(median),
        month: monthLabel(month, language),
      }),
    );
  }
  return sentences;
}

/** Rows for the chart: { month: 'Oct 2025', 'Studio': 1650, '1 bed': 2100, … } in dollars (null: no data). */
export function trendChartData(trends: RentTrendsResponse, t: TFunction, language: string) {
  const labels = trends.series.map((s) => bucketLabel(t, s.beds));
  const rows = trends.months.map((month, at) => {
    const row: Record<string, string | number | null> = { month: monthLabel(month, language, 'short') };
    trends.series.forEach((series, n) => {
      const median = series.medians[at];
      row[labels[n] as string] = median == null ? null : median / 100;
    });
    return row;
  });
  return { rows, labels };
}
