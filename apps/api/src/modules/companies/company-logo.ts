// A company's logo is shown on public pages (listing pages' contact card), so it is only ever one of our own
// stored uploads: the schema takes an /uploads/company-logo/... path (companyLogoField) and this checks that
// the upload exists and is a company logo (never another kind's file, never a made-up key). Every endpoint
// writing a company's logo calls it: the landlord's PATCH /api/user/company and the back office's companies.
import { companyLogoUploadKey } from '@rentals/shared/resources/companies';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';

/** Refuses (422 on `logo`) a logo that is not a stored company-logo upload; '' or undefined (none) pass. */
export async function assertCompanyLogoUploaded(db: Queryable, logo: string | null | undefined) {
  if (!logo) return;
  const key = companyLogoUploadKey(logo);
  const [found] = key
    ? await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.storageKey, key), eq(uploads.kind, 'company-logo')))
    : [];
  if (!found) throw invalidFields({ logo: 'own_upload' });
}
