import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import {
  availabilityLabel,
  bathsLabel,
  bedsLabel,
  formatIsoDate,
  rentPerMonth,
  sqftLabel,
  streetLine,
} from './format.ts';

const t = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');

describe('listing card wording', () => {
  it('writes rents with comma separators per month, and as fr-CA does in French', () => {
    expect(rentPerMonth(t, 215_000, 'en')).toBe('$2,150/month');
    expect(rentPerMonth(t, 1_234_550, 'en')).toBe('$12,345.50/month');
    expect(rentPerMonth(fr, 99_900, 'fr')).toBe('999\u00a0$/mois');
    expect(rentPerMonth(fr, 382_500, 'fr')).toBe('3\u00a0825\u00a0$/mois');
  });

  it('names studios, beds, baths and sizes', () => {
    expect(bedsLabel(t, 0)).toBe('Studio');
    expect(bedsLabel(t, 1)).toBe('1 bed');
    expect(bedsLabel(t, 3)).toBe('3 beds');
    expect(bathsLabel(t, 1, 'en')).toBe('1 bath');
    expect(bathsLabel(t, 1.5, 'en')).toBe('1.5 baths');
    expect(bathsLabel(fr, 2, 'fr')).toBe('2 salles de bain');
    expect(bathsLabel(fr, 1.5, 'fr')).toBe('1,5 salle de bain');
    expect(sqftLabel(t, 1250, 'en')).toBe('1,250 sq ft');
    expect(sqftLabel(fr, 1250, 'fr')).toBe('1\u00a0250 pi²');
    expect(streetLine(t, '12 King St', '4B')).toBe('12 King St, unit 4B');
    expect(streetLine(t, '12 King St', null)).toBe('12 King St');
  });

  it('says available now for no date or a past date, else the date', () => {
    expect(availabilityLabel(t, null, 'en', '2025-05-01')).toBe('Available now');
    expect(availabilityLabel(t, '2025-04-30', 'en', '2025-05-01')).toBe('Available now');
    expect(availabilityLabel(t, '2025-05-01', 'en', '2025-05-01')).toBe('Available now');
    expect(availabilityLabel(t, '2025-06-01', 'en', '2025-05-01')).toBe('Available Jun 1, 2025');
    expect(availabilityLabel(fr, '2025-06-01', 'fr', '2025-05-01')).toBe('Disponible le 1 juin 2025');
    expect(formatIsoDate('not a date', 'en')).toBe('not a date');
  });

  it('writes dates as Intl.DateTimeFormat does for en-US and fr-CA, every day of ten years', () => {
    const options = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    const intl = { en: new Intl.DateTimeFormat('en-US', options), fr: new Intl.DateTimeFormat('fr-CA', options) };
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatIsoDate(iso, 'en')).toBe(intl.en.format(day));
      expect(formatIsoDate(`${iso}T12:00:00Z`, 'fr')).toBe(intl.fr.format(day));
    }
  });
});
