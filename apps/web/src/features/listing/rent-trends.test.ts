// The rent-trend legend and sentences fill in their numbers (the "{{n}}+ beds" placeholder once showed raw).
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n/index.ts';
import { bucketLabel, trendSummaries } from './rent-trends.ts';

const t = i18n.t.bind(i18n);

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
