// The signed-in user's own account: profile, company, password, permissions, logged-in acknowledgement.
import {
  changePasswordSchema,
  companySchema,
  permissionsResponseSchema,
  updateCompanySchema,
  updateUserSchema,
  userSchema,
} from '@rentals/shared/resources/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../lib/audit.ts';
import { translate } from '../../lib/messages.ts';
import { caller, errorResponses, messageResponse } from '../auth/auth.http.ts';
import {
  acknowledgeLoggedIn,
  changePassword,
  loadUser,
  permissionMap,
  updateCompany,
  updateUser,
} from './users.service.ts';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => loadUser(app.db, caller(request).id),
  );

  app.patch(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary:
          'Update the profile; a changed email needs current_password, must be free, is no longer verified, ' +
          'and the old address is told',
        body: updateUserSchema,
        response: { 200: userSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => updateUser(app, caller(request).id, request.body),
  );

  app.patch(
    '/user/company',
    {
      config: { access: { anyRole: ['Landlord'] } },
      schema: {
        tags: ['user'],
        summary: "Update the landlord's own company (404 when the account has none)",
        body: updateCompanySchema,
        response: { 200: companySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateCompany(app.db, caller(request).companyId, request.body, auditContextOf(request)),
  );

  app.post(
    '/user/change-password',
    {
      config: {
        access: 'signed-in',
        // Per account: a stolen token cannot be used to guess the current password.
        rateLimit: {
          max: 5,
          timeWindow: 15 * 60_000,
          keyGenerator: (request) => `change-password:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['user'],
        summary: 'Change the password; signs out every other session',
        body: changePasswordSchema,
        response: { 200: messageResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(app, caller(request), request.body);
      return { message: translate('passwordChanged', request.locale) };
    },
  );

  app.get(
    '/permissions/get-user-permissions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: "The caller's permissions, as a map of name -> true",
        response: { 200: permissionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ permissions: permissionMap(caller(request)) }),
  );

  app.patch(
    '/acknowledge-user-logged-in',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Record that the user acknowledged being logged in',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => acknowledgeLoggedIn(app.db, caller(request).id),
  );
};

export default usersRoutes;
