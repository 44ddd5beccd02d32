// The saved versions of an edited text (GET <resource path>/{id}/revisions): newest first, each with the
// revisioned fields as they were saved. Restoring one is an ordinary update with those fields.
import { z } from 'zod';

/** At most this many versions are listed (the newest); older ones stay stored. */
export const REVISIONS_LISTED = 50;

export const revisionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  fields: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsResponseSchema = z.object({ data: z.array(revisionSchema) });
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;
