// Where someone goes after signing in: renters stay where they are (the home page when they came
// from /login), landlords still to verify go to /landlord/verify (in the page's language), everyone else to their dashboard.
import { dashboardPathFor, hasRole } from '@rentals/shared/permissions';
import type { User } from '@rentals/shared/resources/accounts';
import { languageFromPath, localizePath } from '../../../lib/i18n/index.ts';

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
