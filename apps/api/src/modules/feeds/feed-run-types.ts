// What the modules of a feed run pass each other: the rows, the counts a run keeps and its failures.
import type { feedRuns, feeds } from '../../db/schema/index.ts';

export type FeedRow = typeof feeds.$inferSelect;
export type RunRow = typeof feedRuns.$inferSelect;

export interface Counts {
  added: number;
  updated: number;
  unchanged: number;
  paused: number;
  failed: number;
  processed: number;
}

export interface Failure {
  position: string;
  externalId: string | null;
  reason: string;
}

/** A reason the whole run failed, kept on the run. */
export class RunFailure extends Error {}
