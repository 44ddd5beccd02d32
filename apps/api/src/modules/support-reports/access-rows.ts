// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
// showReportedListings: held by Support, the Site Owner and the Site Administrator in the default map.
import { only, type Row } from '../../test/access-matrix-rows.ts';

const MODERATORS = only('Support', 'Site Owner', 'Site Administrator');

export const ACCESS_ROWS: Record<string, Row> = {
  'GET /api/support/reported-listings': MODERATORS,
  'GET /api/support/reported-listings/:id': MODERATORS,
  'GET /api/support/reported-listings/:id/history': MODERATORS,
  'POST /api/support/reported-listings/:id/outcome': MODERATORS,
};
