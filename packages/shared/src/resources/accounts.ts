// Accounts: registration, login, password and profile payloads, shared by the API and the forms.
import { z } from 'zod';
import { tokenInfoSchema } from '../api.ts';
import { emailField, optionalHttpUrl, phoneField, text } from '../fields.ts';
import { COMPANY_LOGO_UPLOAD_PATH } from '../own-uploads.ts';
import { ruleParams } from '../validation-messages.ts';

export { emailField, phoneField } from '../fields.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RESET_MINUTES = 60;
export const VERIFY_CODE_MINUTES = 30;

export const passwordField = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const nameField = text().trim().min(1).max(100);
export const optionalPhone = z.union([z.literal(''), phoneField]).optional();

/** Adds "The password field confirmation does not match." when the two differ. */
function withConfirmation<S extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: S): S {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    ...ruleParams('confirmed'),
    // Checked even when another field failed (a password too short), so both mistakes are said at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
    },
  });
}

export const registerSchema = withConfirmation(
  z.object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: optionalPhone,
    password: passwordField,
    password_confirmation: z.string(),
    type: z.literal('renter').default('renter'),
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;

export const landlordRegisterSchema = withConfirmation(
  z.object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: phoneField,
    companyName: text().trim().min(1).max(150),
    password: passwordField,
    password_confirmation: z.string(),
    type: z.literal('landlord').default('landlord'),
  }),
);
export type LandlordRegisterInput = z.input<typeof landlordRegisterSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });

export const passwordResetSchema = withConfirmation(
  z.object({ password: passwordField, password_confirmation: z.string() }),
);

export const changePasswordSchema = withConfirmation(
  z.object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    password: passwordField,
    password_confirmation: z.string(),
  }),
);

export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const updateUserSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: optionalPhone,
    photo: optionalHttpUrl(),
    locale: z.enum(['en', 'fr']),
    /** Required (and checked) only when `email` changes: a bearer token alone cannot move the account. */
    current_password: z.string().max(PASSWORD_MAX),
  })
  .partial()
  .strict();
export type UpdateUserInput = z.input<typeof updateUserSchema>;

const optionalText = (max: number) => text().trim().max(max).optional();
const optionalUrl = optionalHttpUrl();

/**
 * '' (no logo) or the /uploads/... path POST /api/admin/uploads?kind=company-logo answered; never another URL
 * (public pages show the logo, so any host would be fetched by every visitor). The API also checks that the
 * upload exists and is a company logo.
 */
export const companyLogoField = z
  .union([
    z.literal(''),
    text()
      .trim()
      .refine((value) => COMPANY_LOGO_UPLOAD_PATH.test(value), ruleParams('own_upload')),
  ])
  .optional();

export const updateCompanySchema = z
  .object({
    name: text().trim().min(1).max(150),
    website: optionalUrl,
    phone: optionalPhone,
    address: optionalText(200),
    addressCont: optionalText(200),
    city: optionalText(100),
    province: optionalText(100),
    postalCode: optionalText(20),
    logo: companyLogoField,
    taxCompanyName: optionalText(150),
    taxCompanyAddress: optionalText(200),
    taxCompanyAddressCont: optionalText(200),
    taxCompanyWebsite: optionalUrl,
  })
  .partial()
  .strict();

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressCont: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  logo: z.string().nullable(),
  taxCompanyName: z.string().nullable(),
  taxCompanyAddress: z.string().nullable(),
  taxCompanyAddressCont: z.string().nullable(),
  taxCompanyWebsite: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photo: z.string().nullable(),
  locale: z.enum(['en', 'fr']),
  emailVerified: z.boolean(),
  status: z.string(),
  roles: z.array(z.object({ name: z.string() })),
  company: companySchema.nullable(),
  loggedInAcknowledged: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ tokenInfo: tokenInfoSchema, user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const permissionsResponseSchema = z.object({ permissions: z.record(z.string(), z.boolean()) });
