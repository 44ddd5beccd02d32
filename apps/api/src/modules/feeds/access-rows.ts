// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in). The feeds
// resource's own rows come from resourceMatrixRows (modules/resources.ts lists feedsResources).
import { only, type Row, STAFF } from '../../test/access-matrix-rows.ts';

/** modifyFeeds: the Site Owner and the Site Administrator. */
const FEED_WRITERS = only('Site Owner', 'Site Administrator');

export const ACCESS_ROWS: Record<string, Row> = {
  'POST /api/admin/feeds/:id/run': FEED_WRITERS,
  'POST /api/admin/feeds/:id/upload': FEED_WRITERS,
  'POST /api/admin/feeds/:id/runs/:runId/confirm': FEED_WRITERS,
  'POST /api/admin/feeds/:id/runs/:runId/cancel': FEED_WRITERS,
  'GET /api/support/feed-logs': STAFF,
  'GET /api/support/feed-logs/:feedId': STAFF,
  'GET /api/support/feed-logs/:feedId/runs/:runId/failures': STAFF,
};
