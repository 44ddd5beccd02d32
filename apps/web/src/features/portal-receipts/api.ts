// The tax receipts' calls: whether the company has any (the page's empty state), and one receipt's PDF, fetched
// with the session's headers and saved under the name the server gives it (receipt-R-42.pdf). The list itself
// goes through the generic resource list (components/resource), under the same path.
import type { Paged } from '@rentals/shared/pagination';
import type { TaxReceipt } from '@rentals/shared/resources/tax-receipts';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';
import { apiDownload } from '../../lib/api-download.ts';

export const RECEIPTS_PATH = 'landlord/tax-receipts';

/** The company's first receipt, if any: none at all shows the invitation to buy credits instead of a list. */
export function useAnyReceipt() {
  return useQuery({
    queryKey: resourceKeys.list(RECEIPTS_PATH, { perPage: 1, probe: 'any' }),
    queryFn: ({ signal }) => api.get<Paged<TaxReceipt>>(RECEIPTS_PATH, { query: { perPage: 1 }, signal }),
  });
}

export const downloadReceiptPdf = (id: number) => apiDownload(`${RECEIPTS_PATH}/${id}/pdf`);
