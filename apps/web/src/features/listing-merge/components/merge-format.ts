// Texts shared by the merge screen's parts: a day in the reader's language, and why a pair was suggested.
import type { ListingMergeReason } from '@rentals/shared/resources/listing-merge';
import type { TFunction } from '../../../lib/i18n/index.ts';

export const day = (iso: string | null, language: string) => (iso ? new Date(iso).toLocaleDateString(language) : null);

export function reasonText(t: TFunction, reason: ListingMergeReason) {
  switch (reason.kind) {
    case 'address':
      return t('listingMerge.reasons.address');
    case 'text':
      return t('listingMerge.reasons.text', { percent: Math.round(reason.similarity * 100) });
    case 'photos':
      return t('listingMerge.reasons.photos', { count: reason.count });
  }
}
