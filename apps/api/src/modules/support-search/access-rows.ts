// The authorization matrix's rows for this module's routes (test/access-matrix.ts spreads them in).
import type { Row } from '../../test/access-matrix-rows.ts';

export const ACCESS_ROWS: Record<string, Row> = {};
