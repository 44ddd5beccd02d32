// Companies in the back office (/admin/companies, /create, /{id}, /{id}/edit): every company field, tax
// information and the logo, the company's users (landlords added and removed one by one) and its listings.
// The field rules are the landlord's own company form's (updateCompanySchema): the logo only the path an
// upload answered (POST /api/admin/uploads?kind=company-logo gives /uploads/...webp), the websites http(s).
import { z } from 'zod';
import { companySchema, updateCompanySchema } from './accounts.ts';
import { LISTING_STATUSES } from './listing-vocabularies.ts';
import { idField } from './site.ts';
import { USER_STATUSES } from './user-management.ts';

export { COMPANY_LOGO_UPLOAD_PATH, companyLogoUploadKey } from '../own-uploads.ts';
export { companyLogoField } from './accounts.ts';

/** Every field of a company as the back office edits it; each optional, '' clears it (stored as null). */
const companyFields = updateCompanySchema.shape;

/** POST /api/admin/companies: the name is required. */
export const createCompanySchema = z
  .object({ ...companyFields, name: updateCompanySchema.shape.name.unwrap() })
  .strict();
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

/** PATCH /api/admin/companies/{id}: only the fields sent change (no defaults: a left-out field stays). */
export const updateCompanyAdminSchema = z.object(companyFields).partial().strict();
export type UpdateCompanyAdminInput = z.input<typeof updateCompanyAdminSchema>;

/** A row of the companies list (and the start of the detail page). */
export const adminCompanySchema = companySchema.extend({
  /** An /uploads/... path (the clear_foreign_company_logos migration set any other URL to null). */
  logo: z.string().nullable(),
  /** Users whose account belongs to the company. */
  userCount: z.number().int(),
  /** Listings of the company, whatever their status. */
  listingCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** A user of a company as its detail page lists them. */
export const companyUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** The most users a company's detail page lists (userCount says how many there are). */
export const COMPANY_USERS_MAX = 200;

export const adminCompanyDetailSchema = adminCompanySchema.extend({
  updatedAt: z.string(),
  /** By last name, at most COMPANY_USERS_MAX. */
  users: z.array(companyUserSchema),
  /** Listings by status; every status is present (0 when none). */
  listingsByStatus: z.record(z.enum(LISTING_STATUSES), z.number().int()),
  /** Where the company's listings are listed in the back office; null until an admin listings screen exists. */
  listingsSearchPath: z.string().nullable(),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** GET /api/admin/companies filters. */
export const companyFiltersSchema = z.object({
  /** Exact, case-insensitive. */
  city: z.string().trim().max(100).optional(),
  province: z.string().trim().max(100).optional(),
  /** "true": companies with at least one listing; "false": none. */
  hasListings: z.enum(['true', 'false']).optional(),
});
export type CompanyFilters = z.infer<typeof companyFiltersSchema>;

/**
 * POST /api/admin/companies/{id}/users: makes a landlord a user of the company. A landlord who already
 * belongs to another company is refused (422 on userId, naming that company) unless `move` is true.
 */
export const addCompanyUserSchema = z
  .object({
    userId: idField,
    move: z.boolean().optional(),
  })
  .strict();
export type AddCompanyUserInput = z.input<typeof addCompanyUserSchema>;

/** GET /api/admin/companies/{id}/candidate-users?q=: landlords to add, at most COMPANY_CANDIDATES_MAX. */
export const COMPANY_CANDIDATES_MAX = 10;
export const companyCandidatesQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const companyCandidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The company the landlord belongs to now (adding them moves them: send move: true). */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;
export const companyCandidatesResponseSchema = z.object({ data: z.array(companyCandidateSchema) });
export type CompanyCandidatesResponse = z.infer<typeof companyCandidatesResponseSchema>;
