// A text field's live counter ("1,980 / 2,000 characters"), shown as its description instead of a maxLength
// that would cut what is typed or pasted silently: past the limit the form's check says so under the field.
import { formatNumber } from '@rentals/shared/format';
import type { TFunction } from '../lib/i18n/index.ts';

export function characterCount(t: TFunction, value: string, max: number): string {
  return t('common.characterCount', { length: formatNumber(value.trim().length), max: formatNumber(max) });
}
