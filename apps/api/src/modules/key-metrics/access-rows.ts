// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
import { type Row, STAFF } from '../../test/access-matrix-rows.ts';

export const ACCESS_ROWS: Record<string, Row> = {
  'GET /api/support/key-metrics': STAFF,
  'GET /api/support/key-metrics/export.csv': STAFF,
  'GET /api/support/dashboard': STAFF,
};
