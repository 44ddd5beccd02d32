// A merged listing's page (/{permalink}/{province}/{city}/{slug}-{id}) answers a permanent redirect to the listing
// it was merged into (listing_redirects, written by the merge and dropped by its undo). Tried after the listings
// resolver, so a listing that is public again is shown, never redirected. A listing merged into one that was
// merged in turn follows the hops (at most MAX_HOPS) to the one still live.
import { listingsPaths, parseListingsPath } from '@rentals/shared/resources/listings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listingRedirects } from '../../db/schema/index.ts';
import { findPublicListing } from '../listings/listing-detail.ts';
import type { PathResolver } from '../seo/resolve.ts';

const MAX_HOPS = 5;

/** The public listing a merged listing now lives at, or null. */
export async function redirectedListing(db: Queryable, listingId: number) {
  let id = listingId;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [redirect] = await db
      .select({ to: listingRedirects.toListingId })
      .from(listingRedirects)
      .where(eq(listingRedirects.fromListingId, id));
    if (!redirect) return null;
    const target = await findPublicListing(db, redirect.to);
    if (target) return target;
    id = redirect.to;
  }
  return null;
}

export const resolveListingRedirect: PathResolver = async ({ db, path, settings }) => {
  const parsed = parseListingsPath(path, settings.listingsPermalink);
  if (parsed?.kind !== 'listing') return null;
  const target = await redirectedListing(db, parsed.listingId);
  if (!target) return null;
  const to = listingsPaths.listing(
    settings.listingsPermalink,
    target.provinceSlug,
    target.citySlug,
    target.slug,
    target.id,
  );
  return { response: { type: 'redirect', to }, ogType: 'website', noindex: true };
};
