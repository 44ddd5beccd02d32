// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
// "Merge Listings" is held by Support and the two admin roles by default.
import { only, type Row } from '../../test/access-matrix-rows.ts';

const MERGE = only('Support', 'Site Owner', 'Site Administrator');

export const ACCESS_ROWS: Record<string, Row> = {
  'GET /api/support/company/:id/merge-suggestions': MERGE,
  'GET /api/support/company/:id/listing-merges': MERGE,
  'POST /api/support/company/:id/listing-merges': MERGE,
  'POST /api/support/company/:id/listing-merges/:mergeId/undo': MERGE,
};
