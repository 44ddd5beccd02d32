// Where the pages screens' resources live in the API (the generic resource screens make the calls), and the
// city search the city guide's field uses (GET listings-autocomplete, public).
import type { Suggestion } from '@rentals/shared/resources/listings';
import { api } from '../../lib/api-client.ts';

export const PAGES_PATH = 'admin/pages';
export const PAGE_TYPES_PATH = 'admin/pages/types';

/** The forms a page's `form` field can show (GET admin/forms, viewForms), by name. */
export async function listForms(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const answer = await api.get<{ data: { id: number; name: string }[] }>('admin/forms', {
    query: { perPage: 100, sort: 'name' },
    signal,
  });
  return answer.data;
}

/** Cities whose name matches what was typed (at least two characters). */
export async function searchCities(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const answer = await api.get<{ suggestions: Suggestion[] }>('listings-autocomplete', { query: { q }, signal });
  return answer.suggestions.filter((s) => s.type === 'city');
}
