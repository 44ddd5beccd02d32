-- The purge of unused uploads (modules/uploads/uploads.housekeeping.ts) waits a grace period after an upload's
-- last use ends, not only after the upload: `unreferenced_since` is the upload time for a new file, null while
-- a record uses it, and the time the purge first found it unused again. Existing rows start their grace now.
ALTER TABLE "uploads" ADD COLUMN "unreferenced_since" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "uploads_unreferenced_idx" ON "uploads" USING btree ("unreferenced_since") WHERE "uploads"."unreferenced_since" is not null;
