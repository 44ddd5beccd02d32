// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
// showReportedListings: held by Support, the Site Owner and the Site Administrator in the default map.
import { only, type Row } from '../../test/access-matrix-rows.ts';

const MODERATORS = only('Support', 'Site Owner', 'Site Administrator');

export const ACCESS_ROWS: Record<string, Row> = {
  'GET /api/support/account-reviews': MODERATORS,
  'GET /api/support/account-reviews/:id': MODERATORS,
  'GET /api/support/account-reviews/:id/history': MODERATORS,
  'POST /api/support/account-reviews/:id/approve': MODERATORS,
  'POST /api/support/account-reviews/:id/request-documents': MODERATORS,
  'POST /api/support/account-reviews/:id/suspend': MODERATORS,
};
