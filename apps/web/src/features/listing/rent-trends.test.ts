// The rent-trend legend and sentences fill in their numbers (the "{{n}}+ beds" placeholder once showed raw).
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage, type TFunction } from '../../lib/i18n/index.ts';
import {
  bucketLabel,
  FEW_LISTINGS,
  hasFewListings,
  isFew,
  listingsKey,
  pointListings,
  trendChartData,
  trendSummaries,
} from './rent-trends.ts';

const t: TFunction = (key, options) => i18n.t(key, options);

describe('rent-trend labels', () => {
  it('names the top bucket "4+ beds" in the legend and "4+ bedroom" in sentences', async () => {
    await setLanguage('en');
    expect(bucketLabel(t, 4)).toBe('4+ beds');
    expect(bucketLabel(t, 2)).toBe('2 beds');
    const [sentence] = trendSummaries(
      { months: ['2026-10'], series: [{ beds: 4, medians: [320000], counts: [3] }] } as never,
      'Toronto',
      t,
      'en',
    );
    expect(sentence).toContain('4+ bedroom');
    expect(sentence).not.toContain('{{');
  });

  it('fills them in French too', async () => {
    await setLanguage('fr');
    expect(bucketLabel(t, 5)).toBe('4 chambres et +');
    await setLanguage('en');
  });
});

describe('sparse rent trends', () => {
  const trends = {
    months: ['2025-07', '2025-08', '2025-09', '2025-10'],
    series: [
      { beds: 0, medians: [150_000, null, 160_000, 162_500], counts: [3, 0, 8, 12] },
      { beds: 1, medians: [null, null, 210_000, null], counts: [0, 0, 1, 0] },
    ],
  } as never;

  it('leaves months without listings as gaps and keeps how many listings each point stands for', async () => {
    await setLanguage('en');
    const { rows, labels } = trendChartData(trends, t, 'en');
    expect(labels).toEqual(['Studio', '1 bed']);
    expect(rows.map((row) => row.month)).toEqual(['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025']);
    // null (not 0, not a value carried over): the chart draws no line across August.
    expect(rows.map((row) => row.Studio)).toEqual([1500, null, 1600, 1625]);
    expect(rows.map((row) => row['1 bed'])).toEqual([null, null, 2100, null]);
    expect(rows.map((row) => pointListings(row, 'Studio'))).toEqual([3, 0, 8, 12]);
    expect(rows.map((row) => row[listingsKey('1 bed')])).toEqual([0, 0, 1, 0]);
    expect(pointListings(undefined, 'Studio')).toBe(0);
  });

  it('calls a median of fewer than 5 listings few', () => {
    expect(FEW_LISTINGS).toBe(5);
    expect([0, 1, 4, 5, 12].map(isFew)).toEqual([true, true, true, false, false]);
    expect(hasFewListings(trends)).toBe(true);
    // A month without listings has no point to mark.
    const plenty = {
      months: ['2025-09', '2025-10'],
      series: [{ beds: 2, medians: [null, 200_000], counts: [0, 5] }],
    } as never;
    expect(hasFewListings(plenty)).toBe(false);
  });

  it('says in words how many listings the latest median rests on, and when they are few', async () => {
    await setLanguage('en');
    expect(trendSummaries(trends, 'Toronto', t, 'en')).toEqual([
      'Median studio rent in Toronto: $1,625 in October 2025 (12 listings)',
      'Median 1-bedroom rent in Toronto: $2,100 in September 2025 (based on few listings: 1 listing)',
    ]);
    await setLanguage('fr');
    expect(trendSummaries(trends, 'Toronto', t, 'fr')).toEqual([
      'Loyer médian d’un studio à Toronto : 1\u00a0625\u00a0$ en octobre 2025 (12 annonces)',
      'Loyer médian d’un logement de 1 chambre à Toronto : 2\u00a0100\u00a0$ en septembre 2025 (d’après peu d’annonces : 1 annonce)',
    ]);
    await setLanguage('en');
  });
});
