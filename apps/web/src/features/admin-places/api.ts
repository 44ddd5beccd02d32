// The places back office's own call: the member-city picker's options (the lists and forms go through the
// generic resource screens' calls).
import type { CityOption } from '@rentals/shared/resources/places';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const CITIES_PATH = 'admin/cities';
export const PROVINCES_PATH = 'admin/provinces';
export const METRO_AREAS_PATH = 'admin/metro-areas';

export const placesKeys = {
  cityOptions: (provinceId: number, q: string, ids: string) =>
    ['admin-places', 'city-options', provinceId, q, ids] as const,
};

/** A province's cities matching `q` (largest first), plus the picked ones; nothing until a province is chosen. */
export function useCityOptions(provinceId: number | null, q: string, pickedIds: readonly string[]) {
  const ids = [...pickedIds].sort().join(',');
  return useQuery({
    queryKey: placesKeys.cityOptions(provinceId ?? 0, q, ids),
    queryFn: ({ signal }) =>
      api.get<{ data: CityOption[] }>('admin/places/city-options', {
        query: { provinceId: provinceId ?? 0, q: q || undefined, ids: ids || undefined },
        signal,
      }),
    enabled: provinceId !== null,
    placeholderData: keepPreviousData,
  });
}
