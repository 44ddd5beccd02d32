// The three things support searches, and where each one's screens and API live.
import { SUPPORT_SEARCH_PRESETS } from '@rentals/shared/resources/support-search';

export type SearchKind = keyof typeof SUPPORT_SEARCH_PRESETS;

export const SEARCH_KINDS = {
  users: {
    apiPath: 'support/users',
    searchPath: '/support/user-search',
    resultsPath: '/support/users',
    recordPath: (id: number) => `/support/user/${id}`,
    statuses: ['active', 'pending', 'suspended'],
  },
  listings: {
    apiPath: 'support/listings',
    searchPath: '/support/listing-search',
    resultsPath: '/support/listings',
    recordPath: (id: number) => `/support/listing/${id}`,
    statuses: ['draft', 'active', 'paused', 'expired', 'removed'],
  },
  companies: {
    apiPath: 'support/companies',
    searchPath: '/support/company-search',
    resultsPath: '/support/companies',
    recordPath: (id: number) => `/support/company/${id}`,
    statuses: ['member', 'expired', 'none'],
  },
} as const satisfies Record<SearchKind, unknown>;

export const presetsOf = (kind: SearchKind): readonly string[] => SUPPORT_SEARCH_PRESETS[kind];

/** The results page for a search: /support/users[/{preset}]?q=&status=&from=&to= (empty values left out). */
export function resultsUrl(kind: SearchKind, preset: string, values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value.trim()) query.set(key, value.trim());
  const base = `${SEARCH_KINDS[kind].resultsPath}${preset ? `/${preset}` : ''}`;
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
