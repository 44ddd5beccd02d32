// What a status asks of a post's or page's dates: scheduled needs a publish time in the future (422 on
// publishAt otherwise); publishedAt is the first publication, stamped when it is first published and kept after
// (an archived post published again keeps its date).
import { invalidFields } from '../../lib/http-error.ts';

export type PublishingStatus = 'draft' | 'scheduled' | 'published' | 'archived';

export function statusDates(
  status: PublishingStatus,
  publishAt: string | Date | null,
  publishedAt: string | Date | null,
) {
  const at = publishAt ? new Date(publishAt) : null;
  if (status === 'scheduled' && (!at || at.getTime() <= Date.now())) throw invalidFields({ publishAt: 'future' });
  return {
    publishAt: at,
    publishedAt: publishedAt ? new Date(publishedAt) : status === 'published' ? new Date() : null,
  };
}
