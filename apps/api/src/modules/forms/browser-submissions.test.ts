// A form sent without JavaScript (issue 27 point 6): the page's <form method="post"> posts urlencoded fields to
// POST /api/forms/{id}/browser-submissions, checked as the JSON submission is, and answered 303 back to the page
// with ?form=sent or ?form=invalid and the fields refused; never to another site; counted in the same limit, and
// over it sent back with ?form=limited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formSubmissions, forms, outboundEmails } from '../../db/schema/index.ts';
import { appSecret } from '../../lib/app-secret.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { FORM_TOKEN_SECRET, issueFormToken } from './form-token.ts';
import { contactForm, oldFormToken } from './forms.fixtures.ts';

const CONTACT = contactForm();

const oldToken = async (app: TestApp, formId: number) =>
  oldFormToken(await appSecret(app.db, FORM_TOKEN_SECRET), formId);

/** What the page's form posts, as a browser encodes it. */
function encoded(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

async function post(app: TestApp, formId: number, fields: Record<string, string>, headers = {}) {
  return app.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}/browser-submissions`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    payload: encoded(fields),
  });
}

async function createForm(app: TestApp) {
  const { headers } = await app.loginAs('Site Administrator');
  return (await app.call('POST', '/api/admin/forms', { headers, body: CONTACT })).json() as { id: number };
}

const validFields = async (app: TestApp, formId: number) => ({
  'values.name': 'Ana Doe',
  'values.email': 'ana@example.com',
  'values.consent': 'on',
  token: await oldToken(app, formId),
  website: '',
  pagePath: '/contact',
  language: 'en',
  returnTo: '/contact',
});

describe('POST /api/forms/{id}/browser-submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(forms);
    await t.db.delete(outboundEmails);
  });

  const stored = async (formId: number) =>
    t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));

  it('stores a valid post, emails it and answers 303 back to the page with form=sent', async () => {
    const form = await createForm(t);
    const res = await post(t, form.id, await validFields(t, form.id));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?form=sent');
    const rows = await stored(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      data: { name: 'Ana Doe', email: 'ana@example.com', consent: true },
      pagePath: '/contact',
      language: 'en',
    });
    expect(await t.db.select().from(outboundEmails)).toHaveLength(1);
  });

  it("goes back to the page in the page's language, not the browser's", async () => {
    const form = await createForm(t);
    const { returnTo: _, ...fields } = await validFields(t, form.id);
    const res = await post(t, form.id, { ...fields, pagePath: '/nous-joindre', language: 'fr' });
    expect(res.headers.location).toBe('/fr/nous-joindre?form=sent');
    expect((await stored(form.id))[0]?.language).toBe('fr');
  });

  it('answers a bad post 303 with form=invalid and each field refused, storing nothing', async () => {
    const form = await createForm(t);
    const fields = await validFields(t, form.id);
    const { 'values.consent': _, ...unchecked } = fields;
    const res = await post(t, form.id, { ...unchecked, 'values.name': 'A', 'values.email': 'nope' });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://site.test');
    expect(location.pathname).toBe('/contact');
    expect(location.searchParams.get('form')).toBe('invalid');
    expect(location.searchParams.getAll('error').sort()).toEqual([
      'consent:required',
      'email:email',
      'name:min.string',
    ]);
    expect(await stored(form.id)).toHaveLength(0);
    expect(await t.db.select().from(outboundEmails)).toHaveLength(0);
  });

  it('answers 404 for a form that does not exist or was deleted, storing and emailing nothing', async () => {
    const form = await createForm(t);
    const fields = await validFields(t, form.id);
    const unknown = await post(t, 2_000_000_000, fields);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not Found.' });

    const { headers } = await t.loginAs('Site Administrator');
    expect((await t.call('DELETE', `/api/admin/forms/${form.id}`, { headers })).statusCode).toBe(200);
    const deleted = await post(t, form.id, fields);
    expect(deleted.statusCode).toBe(404);
    expect(await t.db.select().from(formSubmissions)).toHaveLength(0);
    expect(await t.db.select().from(outboundEmails)).toHaveLength(0);
  });

  it('never sends the browser to another site: an external returnTo goes back to the page', async () => {
    const form = await createForm(t);
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example', 'evil.example', '/%2F/evil']) {
      const res = await post(t, form.id, { ...(await validFields(t, form.id)), returnTo });
      expect(res.statusCode, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe('/contact?form=sent');
    }
    const bad = await post(t, form.id, { ...(await validFields(t, form.id)), returnTo: '//evil.example' });
    expect(bad.headers.location).toBe('/contact?form=sent');
  });

  it('drops a filled honeypot or a too-fast token like the JSON route, answering as a success', async () => {
    const form = await createForm(t);
    const fields = await validFields(t, form.id);
    const honeypot = await post(t, form.id, { ...fields, website: 'http://spam.example' });
    const tooFast = await post(t, form.id, { ...fields, token: issueFormToken('x', form.id) });
    for (const res of [honeypot, tooFast]) expect(res.headers.location).toBe('/contact?form=sent');
    expect(await stored(form.id)).toHaveLength(0);
  });

  it('refuses a post another site makes the browser send', async () => {
    const form = await createForm(t);
    const fields = await validFields(t, form.id);
    const crossSite = await post(t, form.id, fields, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await post(t, form.id, fields, { 'sec-fetch-site': '', origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
    expect(await stored(form.id)).toHaveLength(0);
  });

  it('leaves the JSON route as it was: urlencoded is not read there, JSON still is (XSRF and all)', async () => {
    const form = await createForm(t);
    const fields = await validFields(t, form.id);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${form.id}/submissions`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(await t.csrf()) },
      payload: encoded(fields),
    });
    expect(urlencoded.statusCode).toBe(415);
    const noXsrf = await t.call('POST', `/api/forms/${form.id}/submissions`, {
      body: { values: { name: 'Ana Doe', email: 'ana@example.com', consent: true }, token: fields.token },
    });
    expect(noXsrf.statusCode).toBe(403);
    const json = await t.call('POST', `/api/forms/${form.id}/submissions`, {
      headers: await t.csrf(),
      body: { values: { name: 'Ana Doe', email: 'ana@example.com', consent: true }, token: fields.token },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({ message: 'Thank you.' });
  });
});

describe('the submission rate limit, for browser posts too (the real limits)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => limited.close());

  it('counts JSON and browser posts together: 5 per 10 minutes per address and form, then form=limited', async () => {
    const form = await createForm(limited);
    const json = async () =>
      limited.call('POST', `/api/forms/${form.id}/submissions`, {
        headers: await limited.csrf(),
        body: { values: { name: 'Ana Doe', email: 'ana@example.com', consent: true }, token: 'x' },
      });
    for (let i = 0; i < 2; i++) expect((await json()).statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await post(limited, form.id, await validFields(limited, form.id))).statusCode).toBe(303);
    const kept = (await limited.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).length;
    expect(kept).toBe(3);

    // Over the limit, a browser's post goes back to its page (in the page's language), which says so: nothing
    // stored, nothing emailed. A JSON post gets the 429.
    const emails = (await limited.db.select().from(outboundEmails)).length;
    const sixth = await post(limited, form.id, await validFields(limited, form.id));
    expect(sixth.statusCode).toBe(303);
    expect(sixth.headers.location).toBe('/contact?form=limited');
    const { returnTo: _, ...fields } = await validFields(limited, form.id);
    const french = await post(limited, form.id, { ...fields, pagePath: '/nous-joindre', language: 'fr' });
    expect(french.headers.location).toBe('/fr/nous-joindre?form=limited');
    expect(await limited.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(
      kept,
    );
    expect(await limited.db.select().from(outboundEmails)).toHaveLength(emails);
    const refused = await json();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still refuses a post from another site over the limit (403)', async () => {
    const form = await createForm(limited);
    for (let i = 0; i < 5; i++)
      expect((await post(limited, form.id, await validFields(limited, form.id))).statusCode).toBe(303);
    const crossSite = await post(limited, form.id, await validFields(limited, form.id), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await limited.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(5);
  });
});
