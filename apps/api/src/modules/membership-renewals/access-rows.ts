// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
import { type Row, STAFF } from '../../test/access-matrix-rows.ts';

export const ACCESS_ROWS: Record<string, Row> = {
  'GET /api/support/membership-renewals/companies': STAFF,
  'GET /api/support/membership-renewals/bundles': STAFF,
  'GET /api/support/membership-renewals/batches': STAFF,
  'POST /api/support/membership-renewals/batches': STAFF,
  'GET /api/support/membership-renewals/batches/latest': STAFF,
  'GET /api/support/membership-renewals/batches/:id': STAFF,
  'POST /api/support/membership-renewals/batches/:id/resume': STAFF,
};
