// The 409 of the media library's delete: which records still use an image, in the caller's language, e.g.
// "Used by the post “Moving to Toronto” and 1 page." The first record with a title is named, the rest counted.
import type { Locale } from '@rentals/shared';
import { type MessageKey, translate } from '../../lib/messages.ts';
import type { UploadPlace, UploadReference } from './uploads.housekeeping.ts';

type Group = 'post' | 'page' | 'content-block' | 'faq' | 'revision' | 'other';

const GROUPS: readonly Group[] = ['post', 'page', 'content-block', 'faq', 'revision', 'other'];
const NAMED: Partial<Record<Group, MessageKey>> = {
  post: 'mediaUsePost',
  page: 'mediaUsePage',
  'content-block': 'mediaUseContentBlock',
  faq: 'mediaUseFaq',
};
const COUNTED: Record<Group, MessageKey> = {
  post: 'mediaUsePosts',
  page: 'mediaUsePages',
  'content-block': 'mediaUseContentBlocks',
  faq: 'mediaUseFaqs',
  revision: 'mediaUseRevisions',
  other: 'mediaUseOthers',
};
/** The place of the record a revision is of (content_revisions.resource is the resource's name). */
const REVISIONED: Record<string, UploadPlace> = {
  posts: 'post',
  pages: 'page',
  'content-blocks': 'content-block',
  faqs: 'faq',
};

const groupOf = (place: UploadPlace): Group =>
  place === 'post' || place === 'page' || place === 'content-block' || place === 'faq' || place === 'revision'
    ? place
    : 'other';

/**
 * The distinct records using the upload: a saved revision of a record that uses the image itself is not
 * counted again, and a record's several revisions count once.
 */
export function usingRecords(references: readonly UploadReference[]): UploadReference[] {
  const seen = new Set<string>();
  const current = references.filter((ref) => ref.place !== 'revision');
  for (const ref of current) seen.add(`${ref.place}:${ref.recordId}`);
  const revisions = references.filter((ref) => {
    if (ref.place !== 'revision') return false;
    const key = `${REVISIONED[ref.resource ?? ''] ?? ref.resource}:${ref.recordId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...current, ...revisions];
}

/** The message's parameters: how many records use the image, and which (`uses`). */
export function mediaInUseParams(references: readonly UploadReference[], locale: Locale) {
  const records = usingRecords(references);
  const named = records.find((ref) => ref.label && NAMED[groupOf(ref.place)]);
  const parts: string[] = [];
  if (named) {
    const key = NAMED[groupOf(named.place)];
    if (key) parts.push(translate(key, locale, { title: named.label ?? '' }));
  }
  for (const group of GROUPS) {
    const count = records.filter((ref) => ref !== named && groupOf(ref.place) === group).length;
    if (count > 0) parts.push(translate(COUNTED[group], locale, { count }));
  }
  const last = parts.pop() ?? '';
  const uses = parts.length > 0 ? translate('mediaUseAnd', locale, { first: parts.join(', '), last }) : last;
  return { count: records.length, uses };
}
