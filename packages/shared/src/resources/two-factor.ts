// Two-factor sign-in (TOTP, RFC 6238, with single-use recovery codes): turning it on and off from My Account,
// and the second step of a login. Shared by the API and the forms.
import { z } from 'zod';
import {
  ADMIN_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  OWNER_ONLY_PERMISSIONS,
  type PermissionName,
} from '../permissions.ts';
import { ruleParams } from '../validation-messages.ts';
import { authResponseSchema, PASSWORD_MAX } from './accounts.ts';

/** Recovery codes made at a time (turning two-factor on, or asking for new ones). */
export const RECOVERY_CODE_COUNT = 10;
/** A login's second step stays open this long... */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** ...and survives this many wrong codes; the next try finds it dead. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/**
 * The permissions that make a user an administrator for the site setting requireTwoFactorForAdmins: the
 * back-office ones (ADMIN_PERMISSIONS and OWNER_ONLY_PERMISSIONS) except the few read-only ones Support holds
 * by default. Bound by permission, not by role name, so a custom role with administrator powers under
 * another name is held to the same rule (Site Owner and Site Administrator hold them by default).
 */
export const TWO_FACTOR_REQUIRED_PERMISSIONS: readonly PermissionName[] = [
  ...ADMIN_PERMISSIONS,
  ...OWNER_ONLY_PERMISSIONS,
].filter((p) => !DEFAULT_ROLE_PERMISSIONS.Support.includes(p));
/** The site setting that makes two-factor sign-in required for TWO_FACTOR_REQUIRED_PERMISSIONS (jsonb boolean). */
export const REQUIRE_TWO_FACTOR_SETTING = 'requireTwoFactorForAdmins';

/** Six digits, as authenticator apps show them ("123 456" is taken too). */
export const totpCodeField = z
  .string()
  .regex(/^\s*\d{3}\s?\d{3}\s*$/)
  .transform((code) => code.replace(/\s/g, ''));

/** A recovery code, "abcd-2345" (case, spaces and the dash do not matter). */
export const recoveryCodeField = z
  .string()
  .regex(/^\s*[a-zA-Z0-9]{4}[\s-]?[a-zA-Z0-9]{4}\s*$/)
  .transform((code) => {
    const bare = code.replace(/[\s-]/g, '').toLowerCase();
    return `${bare.slice(0, 4)}-${bare.slice(4)}`;
  });

/** A current code from the app, or one of the recovery codes (turning two-factor off). */
const codeOrRecoveryField = z.string().trim().min(1).max(32);

export const enableTwoFactorSchema = z.object({ code: totpCodeField });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX),
  /** A current code from the app, or a recovery code. */
  code: codeOrRecoveryField,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

export const regenerateRecoveryCodesSchema = z.object({ code: totpCodeField });
export type RegenerateRecoveryCodesInput = z.input<typeof regenerateRecoveryCodesSchema>;

/** The second step of a login: the challenge it answered, and a code from the app or a recovery code. */
export const loginTwoFactorSchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.code === undefined && value.recoveryCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], input: undefined, ...ruleParams('required') });
    } else if (value.code !== undefined && value.recoveryCode !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['recoveryCode'], input: value.recoveryCode, ...ruleParams('unknown') });
    }
  });
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorSchema>;

// ---------------------------------------------------------------- responses

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The site requires it of the caller's role. */
  required: z.boolean(),
  /** Unused recovery codes (0 when two-factor is off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG QR code (data: URL). */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  /** Shown this once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const twoFactorChallengeSchema = z.object({
  /** Opaque; send it back with the code to POST login/two-factor. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A finished sign-in; `twoFactorSetupRequired` when the site requires two-factor of the user and it is off. */
export const signedInResponseSchema = authResponseSchema.extend({ twoFactorSetupRequired: z.boolean().optional() });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** POST login: signed in, or (two-factor on) a challenge and no token yet. */
export const loginResponseSchema = z.union([signedInResponseSchema, z.object({ twoFactor: twoFactorChallengeSchema })]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
