// The request schemas of the companies, renters, inquiries and audit-log screens: every field has a French
// name, update schemas fill in nothing, the logo takes only what the upload path stores, days are real days.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FR_ATTRIBUTES } from '../validation-messages.ts';
import { adminInquiryFiltersSchema } from './admin-inquiries.ts';
import { auditLogFiltersSchema } from './audit-log.ts';
import {
  addCompanyUserSchema,
  companyCandidatesQuerySchema,
  companyFiltersSchema,
  companyLogoUploadKey,
  createCompanySchema,
  updateCompanyAdminSchema,
} from './companies.ts';
import { isIsoDate } from './date-range.ts';
import { renterFiltersSchema } from './renters.ts';

const requestSchemas: Record<string, z.ZodObject> = {
  createCompanySchema,
  updateCompanyAdminSchema,
  companyFiltersSchema,
  addCompanyUserSchema,
  companyCandidatesQuerySchema,
  renterFiltersSchema,
  adminInquiryFiltersSchema,
  auditLogFiltersSchema,
};

describe('back-office screen schemas', () => {
  it('name every request field in French', () => {
    for (const [name, schema] of Object.entries(requestSchemas)) {
      for (const field of Object.keys(schema.shape)) expect(FR_ATTRIBUTES, `${name}.${field}`).toHaveProperty(field);
    }
  });

  it('fill nothing in on update: a field left out stays as it is', () => {
    expect(updateCompanyAdminSchema.parse({})).toEqual({});
    expect(updateCompanyAdminSchema.parse({ city: ' Laval ' })).toEqual({ city: 'Laval' });
    expect(createCompanySchema.safeParse({}).success).toBe(false);
  });

  it("take a logo the upload path stored or '' and nothing else (no other URL, whatever its host)", () => {
    const logo = (value: string) => updateCompanyAdminSchema.safeParse({ logo: value }).success;
    const uploaded = `/uploads/company-logo/${'a1'.repeat(16)}-512.webp`;
    expect([uploaded, ''].map(logo)).toEqual([true, true]);
    expect(
      [
        'https://cdn.example/l.png',
        'http://127.0.0.1:4291/logo.png',
        '/uploads/listing-photo/abc-512.webp',
        '/uploads/company-logo/../../x-1.webp',
        'javascript:alert(1)',
        '/x',
      ].map(logo),
    ).toEqual([false, false, false, false, false, false]);
    expect(companyLogoUploadKey(uploaded)).toBe(`company-logo/${'a1'.repeat(16)}`);
    expect(companyLogoUploadKey('https://cdn.example/l.png')).toBeNull();
  });

  it('take real days only', () => {
    expect(['2026-02-28', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', 'today', ''].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(adminInquiryFiltersSchema.safeParse({ from: '2026-04-31' }).success).toBe(false);
  });
});
