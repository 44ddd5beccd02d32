import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';

describe('translate', () => {
  it('agrees words with their number: one credit, credits otherwise, in English', () => {
    expect(translate('listingPublished', 'en', { spent: 1 })).toBe('Listing published. 1 credit spent.');
    expect(translate('listingPublished', 'en', { spent: 3 })).toBe('Listing published. 3 credits spent.');
    expect(translate('listingPublished', 'en', { spent: 0 })).toBe('Listing published. 0 credits spent.');
    expect(translate('listingFeatured', 'en', { days: 1, spent: 2 })).toBe(
      'Listing featured for 1 day. 2 credits spent.',
    );
  });

  it('uses the singular for 0 and 1 in French', () => {
    expect(translate('listingPublished', 'fr', { spent: 0 })).toBe('Annonce publiée. 0 crédit dépensé.');
    expect(translate('listingPublished', 'fr', { spent: 1 })).toBe('Annonce publiée. 1 crédit dépensé.');
    expect(translate('listingFeatured', 'fr', { days: 14, spent: 2 })).toBe(
      'Annonce en vedette pendant 14 jours. 2 crédits dépensés.',
    );
  });

  it('leaves a plural alone when its number is missing, and names a missing parameter as written', () => {
    expect(translate('listingPublished', 'en')).toBe('Listing published. :spent {spent:credit|credits} spent.');
  });
});
