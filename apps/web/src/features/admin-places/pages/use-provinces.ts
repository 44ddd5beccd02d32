// Every province and state (64: one page), for the filters and the metro area form's province picker.
import type { Province } from '@rentals/shared/resources/places';
import { useResourcePage } from '../../../components/resource/index.ts';
import { PROVINCES_PATH } from '../api.ts';

export function useAllProvinces(): readonly Province[] {
  const page = useResourcePage<Province>(PROVINCES_PATH, { perPage: 100, sort: 'name' });
  return page.data?.data ?? [];
}
