import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n/translator.ts';
import { en } from '../i18n/en.ts';
import { rentCheckSentence } from './quality-panel.tsx';

describe('rent check', () => {
  it('says how far the rent is from the city median for the same bedrooms', () => {
    const i18n = createTranslator({ language: 'en', fallbackLanguage: 'en', resources: { en } });
    const median = { cityName: 'Toronto', beds: 2, median: 2_000_00, count: 12 };
    expect(rentCheckSentence(i18n.t, 2_240_00, median)).toBe(
      '12% above the median for 2 bedrooms in Toronto ($2,000).',
    );
    expect(rentCheckSentence(i18n.t, 1_800_00, { ...median, beds: 0 })).toBe(
      '10% below the median for studios in Toronto ($2,000).',
    );
    expect(rentCheckSentence(i18n.t, 1_800_00, { ...median, beds: 4 })).toContain('4+ bedrooms');
    expect(rentCheckSentence(i18n.t, 0, median)).toBeNull();
  });
});
