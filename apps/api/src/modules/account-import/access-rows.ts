// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
import { PUBLIC, type Row, STAFF } from '../../test/access-matrix-rows.ts';

export const ACCESS_ROWS: Record<string, Row> = {
  'POST /api/support/account-imports': STAFF,
  'GET /api/support/account-imports': STAFF,
  'GET /api/support/account-imports/:id': STAFF,
  'GET /api/support/account-imports/:id/problems': STAFF,
  'POST /api/support/account-imports/:id/start': STAFF,
  'GET /api/claim-account/:token': PUBLIC,
  'POST /api/claim-account/:token': PUBLIC,
};
