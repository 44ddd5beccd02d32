// The feed run's limits, and the hooks tests use to replace its document or stop it as a kill would.
import type { Readable } from 'node:stream';

export const BATCH_SIZE = 500;
/** A "running" run whose last batch is older than this was killed: the next start takes it over. */
export const STALE_AFTER_MS = 2 * 60_000;
export const runSettings = {
  /** From this many new or changed listings on, a run writes without the listing_search trigger, then syncs it. */
  bulkThreshold: 5_000,
};
export const FEED_FETCH_TIMEOUT_MS = 120_000;
export const FEED_MAX_BYTES = 512 * 1024 * 1024;
/** Failures kept per run (the count goes on; a feed of 100,000 broken rows keeps its first ones). */
export const MAX_FAILURES_KEPT = 5_000;

/** Thrown by a test's hook to stop a run as a kill -9 would: nothing is recorded, the run stays "running". */
export class SimulatedCrash extends Error {}

export interface RunHooks {
  /** Called after each committed batch (tests throw SimulatedCrash from it). */
  afterBatch?: (batch: number) => void | Promise<void>;
  /** Replaces the fetched or uploaded document (tests). */
  open?: () => Promise<Readable>;
}

/** Hooks every run uses when none are given (tests set them; empty otherwise). */
export const defaultRunHooks: RunHooks = {};
