// Credit ledger rows written, by reason. postToLedger knows no app, so this one counter is process-wide; every
// app's registry exposes it (lib/operations/metrics.ts). It counts inserts, including any whose transaction
// later rolls back.
import { Counter } from 'prom-client';

export const ledgerWrites = new Counter({
  name: 'rentals_ledger_writes_total',
  help: 'Credit ledger rows inserted, by reason.',
  labelNames: ['reason'] as const,
  registers: [],
});
