// Sign-up, sign-in, sign-out, password reset and landlord email verification (spec 7, "User and auth").
import {
  authResponseSchema,
  landlordRegisterSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  userSchema,
  verifyCodeSchema,
} from '@rentals/shared/resources/accounts';
import { loginResponseSchema } from '@rentals/shared/resources/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages.ts';
import { extraRateLimit } from '../../lib/rate-limit.ts';
import { revokeToken } from '../../lib/tokens.ts';
import { PURGE_CRON, PURGE_QUEUE, purgeExpiredSecrets } from './auth.housekeeping.ts';
import { caller, errorResponses, messageResponse } from './auth.http.ts';
import {
  login,
  registerLandlord,
  registerRenter,
  requestPasswordReset,
  resendVerifyCode,
  resetPassword,
  verifyEmail,
} from './auth.service.ts';

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

/** The email of a validated body (already trimmed and lower-cased by the schema). */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** Per address and email: one IP cannot hammer one account, and one account's lock does not block an office. */
const loginKey = (request: FastifyRequest) => `login:${request.ip}|${bodyEmail(request)}`;

export const PASSWORD_RESET_QUEUE = 'auth.password-reset';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ email: string }>(PASSWORD_RESET_QUEUE, ({ email }) => requestPasswordReset(app, email));
  app.jobs.define(
    PURGE_QUEUE,
    async () => {
      const purged = await purgeExpiredSecrets(app.db);
      app.log.info(purged, 'purged expired tokens and one-time codes');
    },
    { cron: PURGE_CRON },
  );

  // Limits beyond each route's own (config.rateLimit); all scaled by RATE_LIMIT_FACTOR.
  const loginPerAccount = extraRateLimit(app, { max: 5, timeWindow: 60_000, keyGenerator: loginKey });
  /** However many addresses ask, one mailbox gets at most 3 reset links per 15 minutes. */
  const resetPerEmail = extraRateLimit(app, {
    max: 3,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `reset:${bodyEmail(request)}`,
  });

  app.post(
    '/register',
    {
      config: { access: 'public', csrf: true, rateLimit: { max: 10, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Sign up as a renter',
        body: registerSchema,
        response: { 201: authResponseSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerRenter(app, request.body, request.locale)),
  );

  app.post(
    '/landlord/register',
    {
      config: { access: 'public', csrf: true, rateLimit: { max: 10, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Sign up as a landlord (with a company); emails a verification code',
        body: landlordRegisterSchema,
        response: { 201: authResponseSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerLandlord(app, request.body, request.locale)),
  );

  app.post(
    '/login',
    {
      // Per address across every email (30 a minute), then per address and email (5 a minute, in the
      // preHandler: that key needs the parsed, normalised email from the body).
      config: { access: 'public', csrf: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      preHandler: loginPerAccount,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password: { tokenInfo, user }, or with two-factor on { twoFactor: { challenge, ' +
          'expiresAt } } and no token (finish with POST login/two-factor)',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request) => login(app, request.body),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token used for this call',
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await revokeToken(app.db, caller(request).tokenId);
      return { message: translate('loggedOut', request.locale) };
    },
  );

  app.post(
    '/password-reset',
    {
      // Per address (5 per 10 minutes), and per email whatever the address (3 per 15 minutes).
      config: { access: 'public', csrf: true, rateLimit: { max: 5, timeWindow: TEN_MINUTES } },
      preHandler: resetPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponse, ...errorResponses(403, 422, 429) },
      },
    },
    async (request) => {
      // The lookup and the email happen in a job, so the answer takes as long whether or not the account
      // exists (nothing to time), and a slow mail step never holds the request.
      await app.jobs.send(PASSWORD_RESET_QUEUE, { email: request.body.email });
      return { message: translate('passwordResetSent', request.locale) };
    },
  );

  app.post(
    '/password-reset/:token',
    {
      config: { access: 'public', csrf: true, rateLimit: { max: 10, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token (single use); signs out every session',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: passwordResetSchema,
        response: { 200: messageResponse, ...errorResponses(403, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(app, request.params.token, request.body.password);
      return { message: translate('passwordResetDone', request.locale) };
    },
  );

  app.post(
    '/landlord/verify',
    {
      config: { access: { anyRole: ['Landlord'] } },
      schema: {
        tags: ['auth'],
        summary: "Verify the landlord's email address with the emailed 6-digit code",
        body: verifyCodeSchema,
        response: { 200: z.object({ message: z.string(), user: userSchema }), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const result = await verifyEmail(app, caller(request).id, request.body.code);
      return {
        message: translate(result.alreadyVerified ? 'alreadyVerified' : 'verified', request.locale),
        user: result.user,
      };
    },
  );

  app.post(
    '/landlord/resend-verify',
    {
      config: {
        access: { anyRole: ['Landlord'] },
        rateLimit: {
          max: 3,
          timeWindow: TEN_MINUTES,
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification code (older codes stop working)',
        response: { 200: messageResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const sent = await resendVerifyCode(app, caller(request).id);
      return { message: translate(sent ? 'verifyCodeSent' : 'alreadyVerified', request.locale) };
    },
  );
};

export default authRoutes;
