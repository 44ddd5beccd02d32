// Two-factor sign-in: status, set-up, turning on and off and new recovery codes from My Account (signed in,
// through the site: a personal API token cannot change them), and the second step of a login.
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  loginTwoFactorSchema,
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesSchema,
  signedInResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@rentals/shared/resources/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../lib/audit.ts';
import { translate } from '../../lib/messages.ts';
import { useEncryptionKey } from '../../lib/secret-box.ts';
import { caller, errorResponses, messageResponse, sessionCaller } from '../auth/auth.http.ts';
import { finishLogin } from '../auth/auth.service.ts';
import {
  completeLoginChallenge,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor.service.ts';

const tags = ['two-factor'];
const FIFTEEN_MINUTES = 15 * 60_000;

/** Per account: a stolen session cannot be used to guess codes or the password. */
const perUser = (name: string, max: number) => ({
  max,
  timeWindow: FIFTEEN_MINUTES,
  keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
});

const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The key TOTP secrets are encrypted with (lib/secret-box.ts): APP_ENCRYPTION_KEY, else one kept in app_secrets.
  useEncryptionKey(app.config.APP_ENCRYPTION_KEY);
  app.get(
    '/two-factor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's two-factor sign-in: on or off, required by the site, recovery codes left",
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactorStatus(app.db, caller(request)),
  );

  app.post(
    '/two-factor/setup',
    {
      config: { access: 'signed-in', rateLimit: perUser('two-factor-setup', 20) },
      schema: {
        tags,
        summary:
          'Start turning two-factor on: a new secret (not in force until POST two-factor/enable), its otpauth URL ' +
          'and a QR code. 409 when already on',
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => setupTwoFactor(app.db, sessionCaller(request).id),
  );

  app.post(
    '/two-factor/enable',
    {
      config: { access: 'signed-in', rateLimit: perUser('two-factor-enable', 10) },
      schema: {
        tags,
        summary: 'Turn two-factor on with a code from the app; answers 10 recovery codes, shown this once',
        body: enableTwoFactorSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = sessionCaller(request);
      const recoveryCodes = await enableTwoFactor(app.db, auditContextOf(request), user.id, request.body.code);
      return { message: translate('twoFactorEnabled', request.locale), recoveryCodes };
    },
  );

  app.post(
    '/two-factor/disable',
    {
      config: { access: 'signed-in', rateLimit: perUser('two-factor-disable', 5) },
      schema: {
        tags,
        summary:
          'Turn two-factor off with the password and a code from the app or a recovery code (403 when the site ' +
          "requires it of the caller's role)",
        body: disableTwoFactorSchema,
        response: { 200: messageResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, auditContextOf(request), sessionCaller(request), request.body);
      return { message: translate('twoFactorDisabled', request.locale) };
    },
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      config: { access: 'signed-in', rateLimit: perUser('two-factor-recovery', 5) },
      schema: {
        tags,
        summary: 'New recovery codes with a code from the app (the old ones stop working)',
        body: regenerateRecoveryCodesSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = sessionCaller(request);
      const recoveryCodes = await regenerateRecoveryCodes(app.db, auditContextOf(request), user.id, request.body.code);
      return { message: translate('recoveryCodesRegenerated', request.locale), recoveryCodes };
    },
  );

  app.post(
    '/login/two-factor',
    {
      // Per address; each challenge also survives only 5 wrong codes, and each account 20 per 15 minutes.
      config: { access: 'public', csrf: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['auth', ...tags],
        summary:
          "A login's second step: the challenge POST login answered and a code from the app (code) or a recovery " +
          'code (recoveryCode) -> { tokenInfo, user } as login',
        body: loginTwoFactorSchema,
        response: { 200: signedInResponseSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request) => finishLogin(app, await completeLoginChallenge(app.db, request.body)),
  );
};

export default twoFactorRoutes;
