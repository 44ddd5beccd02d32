// Email alerts (issue 4, section 5): a signed-in renter's saved searches (GET, POST, PATCH, DELETE
// email-alerts, POST email-alerts/{id}/send-now), the public unsubscribe link of every alert email
// (GET and POST new-listings-alerts/unsubscribe/{userHash}), and the jobs that send the alerts.
// Spec 2: /admin/email-alerts needs sign-in only (viewEmailAlerts is named but not enforced).
import {
  ALERT_FREQUENCIES,
  createEmailAlertSchema,
  emailAlertListResponseSchema,
  emailAlertParams,
  emailAlertResponseSchema,
  MAX_EMAIL_ALERTS,
  SEND_NOW_MAX,
  SEND_NOW_WINDOW_MS,
  sendNowResponseSchema,
  unsubscribeResponseSchema,
  unsubscribeStatusSchema,
  updateEmailAlertSchema,
  userHashParams,
} from '@rentals/shared/resources/email-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { extraRateLimit } from '../../lib/rate-limit.ts';
import { caller, errorResponses, messageResponse } from '../auth/auth.http.ts';
import { ALERT_CRONS, alertQueue, findTarget, runAlerts, sendDigest } from './alert-digests.ts';
import { PRICE_DROPS_CRON, PRICE_DROPS_QUEUE, runPriceDrops } from './price-drops.ts';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './saved-searches.ts';
import { unsubscribeByHash, unsubscribeStatus } from './unsubscribe.ts';

const tags = ['email alerts'];
const MINUTE = 60_000;

const emailAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const frequency of ALERT_FREQUENCIES) {
    app.jobs.define(
      alertQueue(frequency),
      async () => {
        const summary = await runAlerts(app, frequency);
        app.log.info({ frequency, ...summary }, 'email alerts sent');
      },
      { cron: ALERT_CRONS[frequency] },
    );
  }
  app.jobs.define(
    PRICE_DROPS_QUEUE,
    async () => {
      const summary = await runPriceDrops(app);
      app.log.info(summary, 'price-drop alerts sent');
    },
    { cron: PRICE_DROPS_CRON },
  );
  // RFC 8058 one-click unsubscribe: mail programs POST "List-Unsubscribe=One-Click" as a form. Only the
  // routes of this plugin accept that content type; the body says nothing the path does not, so it is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.get(
    '/email-alerts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's saved searches with email alerts, newest first (at most 20)",
        response: { 200: emailAlertListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ alerts: await listAlerts(app.db, caller(request).id, request.locale) }),
  );

  app.post(
    '/email-alerts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Save the current search with an email alert: name, criteria (GET listings parameters: place scope and ' +
          'filters), searchPath (the page, no language prefix) and frequency (instant, daily, weekly); 20 at most',
        body: createEmailAlertSchema,
        response: { 201: emailAlertResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(app.db, caller(request).id, request.body, request.locale);
      if (alert === 'limit') {
        return reply
          .status(422)
          .send({ message: translate('alertLimitReached', request.locale, { max: MAX_EMAIL_ALERTS }) });
      }
      return reply.status(201).send({ alert });
    },
  );

  app.patch(
    '/email-alerts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Rename an alert, change its frequency, pause or resume it',
        params: emailAlertParams,
        body: updateEmailAlertSchema,
        response: { 200: emailAlertResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const alert = await updateAlert(app.db, caller(request).id, request.params.id, request.body, request.locale);
      if (!alert) throw notFound();
      return { alert };
    },
  );

  app.delete(
    '/email-alerts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete an alert',
        params: emailAlertParams,
        response: { 200: messageResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      if (!(await deleteAlert(app.db, caller(request).id, request.params.id))) throw notFound();
      return { message: translate('alertDeleted', request.locale) };
    },
  );

  const sendNowPerRenter = extraRateLimit(app, {
    max: SEND_NOW_MAX,
    timeWindow: SEND_NOW_WINDOW_MS,
    keyGenerator: (request) => `alerts-send-now:${request.user?.id ?? request.ip}`,
  });

  app.post(
    '/email-alerts/:id/send-now',
    {
      config: { access: 'signed-in' },
      preHandler: sendNowPerRenter,
      schema: {
        tags,
        summary:
          "Email the alert's newest matching listings not sent before (20 at most), whenever they went live; " +
          '3 per 10 minutes per renter; 409 when the renter turned alerts off',
        params: emailAlertParams,
        response: { 200: sendNowResponseSchema, ...errorResponses(401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const target = await findTarget(app, caller(request).id, request.params.id);
      if (!target) throw notFound();
      if (target.unsubscribedAt) return reply.status(409).send({ message: translate('alertsOff', request.locale) });
      const sent = await sendDigest(app, target, 'now');
      const key = sent === 0 ? 'alertSentNone' : sent === 1 ? 'alertSentOne' : 'alertSentSome';
      return { sent, message: translate(key, request.locale, { count: sent }) };
    },
  );

  // Public: the hash in the link is the secret. No XSRF double submit, so mail programs can POST (RFC 8058).
  const unsubscribeLimit = { max: 30, timeWindow: MINUTE };

  app.get(
    '/new-listings-alerts/unsubscribe/:userHash',
    {
      config: { access: 'public', rateLimit: unsubscribeLimit },
      schema: {
        tags,
        summary: "The unsubscribe page's data: the masked email of the link's user and whether alerts are off",
        params: userHashParams,
        response: { 200: unsubscribeStatusSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const status = await unsubscribeStatus(app.db, request.params.userHash);
      if (!status) throw notFound();
      return status;
    },
  );

  app.post(
    '/new-listings-alerts/unsubscribe/:userHash',
    {
      config: { access: 'public', rateLimit: unsubscribeLimit },
      schema: {
        tags,
        summary:
          "Unsubscribe the link's user from every alert email (saved searches and price drops), without sign-in; " +
          'also the List-Unsubscribe one-click address',
        params: userHashParams,
        response: { 200: unsubscribeResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const result = await unsubscribeByHash(app.db, request.params.userHash);
      if (!result) throw notFound();
      return { message: translate('alertsUnsubscribed', request.locale), email: result.email };
    },
  );
};

export default emailAlertsRoutes;
