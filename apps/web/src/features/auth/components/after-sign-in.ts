// After signing in or signing up: the browser's favourites are merged with the account's, and where someone
// goes: renters stay where they are (the home page when they came from /login), landlords still to verify go
// to /landlord/verify (in the page's language), everyone else to their dashboard.
import { dashboardPathFor, hasRole } from '@rentals/shared/permissions';
import type { User } from '@rentals/shared/resources/accounts';
import { languageFromPath, localizePath } from '../../../lib/i18n/index.ts';
import { useRenterStore } from '../../renter/index.ts';

/**
 * Sign-in and sign-up (spec 7 PATCH audit-favourite-listings): the favourites kept in this browser are merged
 * into the account's and the renter store takes the answer, then the new recommendations are asked for. Only
 * for users who keep favourites; never throws.
 */
export async function mergeFavouritesAfterSignIn(user: User): Promise<void> {
  const renter = useRenterStore.getState();
  await renter.mergeFavouritesWithAccount(user.id);
  // The new-recommendations count, for whatever shows it; not worth waiting for.
  renter.loadNewRecommended().catch(() => {});
}

export function pathAfterSignIn(user: User, currentPath: string): string | null {
  if (hasRole(user, 'Landlord') && !user.emailVerified) {
    return localizePath('/landlord/verify', languageFromPath(currentPath) ?? 'en');
  }
  if (hasRole(user, 'Renter')) {
    const login = /^\/(fr\/)?login\/?$/.exec(currentPath);
    if (!login) return null;
    return login[1] ? '/fr' : '/';
  }
  return dashboardPathFor(user);
}
