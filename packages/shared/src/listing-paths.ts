// Public listing paths (no zod here: the search page's first chunk imports this). See parseListingsPath.
/**
 * Public listing paths under the listings permalink (site setting, default "rentals"):
 *   /rentals                                   every listing
 *   /rentals/favourites                        the favourites page
 *   /rentals/area/{metro}                      a metropolitan area
 *   /rentals/{province}                        a province or state
 *   /rentals/{province}/{city}                 a city page
 *   /rentals/{province}/{city}/{slug}-{id}     a listing page
 */
export type ListingsPath =
  | { kind: 'all' }
  | { kind: 'favourites' }
  | { kind: 'metro'; metroSlug: string }
  | { kind: 'province'; provinceSlug: string }
  | { kind: 'city'; provinceSlug: string; citySlug: string }
  | { kind: 'listing'; provinceSlug: string; citySlug: string; listingId: number };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads a path (language prefix and trailing slash already removed); null when it is not a listings path. */
export function parseListingsPath(path: string, permalink: string): ListingsPath | null {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== permalink) return null;
  const rest = parts.slice(1);
  if (!rest.every((p) => SLUG.test(p))) return null;
  const [first, second, third] = rest as [string?, string?, string?];
  if (rest.length === 0 || !first) return { kind: 'all' };
  if (rest.length === 1)
    return first === 'favourites' ? { kind: 'favourites' } : { kind: 'province', provinceSlug: first };
  if (rest.length === 2 && second) {
    return first === 'area'
      ? { kind: 'metro', metroSlug: second }
      : { kind: 'city', provinceSlug: first, citySlug: second };
  }
  if (rest.length === 3 && second && third) {
    const id = Number(/(?:^|-)(\d+)$/.exec(third)?.[1]);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    return { kind: 'listing', provinceSlug: first, citySlug: second, listingId: id };
  }
  return null;
}

export const listingsPaths = {
  all: (permalink: string) => `/${permalink}`,
  favourites: (permalink: string) => `/${permalink}/favourites`,
  metro: (permalink: string, metroSlug: string) => `/${permalink}/area/${metroSlug}`,
  province: (permalink: string, provinceSlug: string) => `/${permalink}/${provinceSlug}`,
  city: (permalink: string, provinceSlug: string, citySlug: string) => `/${permalink}/${provinceSlug}/${citySlug}`,
  listing: (permalink: string, provinceSlug: string, citySlug: string, slug: string, id: number) =>
    `/${permalink}/${provinceSlug}/${citySlug}/${slug ? `${slug}-` : ''}${id}`,
};

/** "2 Bed Apartment at 123 Main St" -> "2-bed-apartment-at-123-main-st" (accents folded, at most 80 characters). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
