// Forms: the back office's resource (field definitions checked, delete refused while a page shows the form),
// the page's `form` field and the form in GET resolve, and public submissions: validated per type and rule in
// English and French, honeypot and too-fast tokens silently dropped, stored and emailed through the outbox,
// rate limited per address and form, listed and exported per form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formSubmissions, forms, outboundEmails, pages, pageTypes } from '../../db/schema/index.ts';
import { seedPageTypes } from '../../db/seed/pages.ts';
import { appSecret } from '../../lib/app-secret.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { FORM_TOKEN_SECRET, formTokenAccepted, issueFormToken } from './form-token.ts';
import {
  CONSENT_FIELD,
  contactForm,
  EMAIL_FIELD,
  formField as field,
  NAME_FIELD,
  oldFormToken,
} from './forms.fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
const url = '/api/admin/forms';
const fr = (headers: Record<string, string> = {}) => ({ ...headers, 'accept-language': 'fr' });

const CONTACT = contactForm({
  recipients: ['team@example.com', 'boss@example.com'],
  successMessage: 'Thank you, we will answer soon.',
  successMessageFr: 'Merci, nous répondrons bientôt.',
  fields: [
    NAME_FIELD,
    EMAIL_FIELD,
    field({ key: 'phone', type: 'phone', label: 'Phone', labelFr: 'Téléphone' }),
    field({ key: 'postal', type: 'text', label: 'Postal code', labelFr: 'Code postal', pattern: 'postalCode' }),
    field({
      key: 'topic',
      type: 'select',
      label: 'Topic',
      labelFr: 'Sujet',
      required: true,
      options: [
        { value: 'rent', label: 'Renting', labelFr: 'Location' },
        { value: 'list', label: 'Listing', labelFr: 'Annonce' },
      ],
    }),
    CONSENT_FIELD,
    field({ key: 'message', type: 'textarea', label: 'Message', labelFr: 'Message', required: true, maxLength: 50 }),
  ],
});

const VALID = {
  name: 'Ana <b>Doe</b>',
  email: 'Ana@Example.com',
  phone: '+1 514 555-0199',
  postal: 'H2X 1Y4',
  topic: 'rent',
  consent: true,
  message: 'Hello,\nI have a question.',
};

let secret: string;
const oldToken = (formId: number) => oldFormToken(secret, formId);

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
  await seedPageTypes(t.db);
  secret = await appSecret(t.db, FORM_TOKEN_SECRET);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(pages);
  await t.db.delete(forms);
  await t.db.delete(outboundEmails);
});

const createForm = async (body: unknown = CONTACT) => t.call('POST', url, { headers: admin, body });

async function submit(formId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.call('POST', `/api/forms/${formId}/submissions`, { headers: { ...(await t.csrf()), ...headers }, body });
}

describe('/api/admin/forms', () => {
  it('is for holders of viewForms: 401 anonymous, 403 landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await t.call('POST', url, { headers, body: CONTACT })).statusCode, role).toBe(403);
    }
    const owner = (await t.loginAs('Site Owner')).headers;
    expect((await t.call('GET', url, { headers: owner })).statusCode).toBe(200);
  });

  it('creates a form and lists it with its submission count', async () => {
    const res = await createForm();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Contact us', submissionCount: 0, recipients: CONTACT.recipients });
    const list = (await t.call('GET', url, { headers: admin })).json();
    expect(list.data.map((f: { name: string }) => f.name)).toEqual(['Contact us']);
  });

  it('refuses bad field definitions, naming each in English and French', async () => {
    const dup = await createForm({
      ...CONTACT,
      fields: [CONTACT.fields[0], CONTACT.fields[0]],
      recipients: ['not-an-email'],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toMatchObject({
      fields: ['The fields field has a duplicate value.'],
      recipients: ['The recipients field must be a valid email address.'],
    });
    const none = await t.call('POST', url, { headers: fr(admin), body: { ...CONTACT, fields: [] } });
    expect(none.json().errors.fields).toEqual(['Le tableau champs doit contenir au moins 1 éléments.']);
    const emptySelect = await createForm({
      ...CONTACT,
      fields: [field({ key: 'topic', type: 'select', label: 'Topic', labelFr: 'Sujet', options: [] })],
    });
    expect(Object.keys(emptySelect.json().errors)).toEqual(['fields.0.options']);
    const badKey = await createForm({ ...CONTACT, fields: [{ ...CONTACT.fields[0], key: '1 bad', pattern: 'evil' }] });
    expect(Object.keys(badKey.json().errors).sort()).toEqual(['fields.0.key', 'fields.0.pattern']);
    const tooMany = await createForm({
      ...CONTACT,
      fields: Array.from({ length: 31 }, (_, i) => field({ key: `f${i}`, type: 'text', label: 'F', labelFr: 'F' })),
    });
    expect(tooMany.json().errors.fields).toEqual(['The fields field must not have more than 30 items.']);
  });

  it('refuses to delete a form a page shows, naming the page, then deletes it with its submissions', async () => {
    const form = (await createForm()).json();
    const [contact] = await t.db.select().from(pageTypes).where(eq(pageTypes.key, 'contact'));
    const page = await t.call('POST', '/api/admin/pages', {
      headers: admin,
      body: {
        title: 'Write to us',
        path: '/write-to-us',
        language: 'en',
        pageTypeId: contact?.id,
        body: '<p>Questions? Ask.</p>',
        fieldValues: { form: form.id },
      },
    });
    expect(page.statusCode).toBe(201);
    const refused = await t.call('DELETE', `${url}/${form.id}`, { headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This form is placed on these pages: "Write to us". Remove it from them first.',
    );
    await t.call('DELETE', `/api/admin/pages/${page.json().id}`, { headers: admin });
    await submit(form.id, { values: VALID, token: oldToken(form.id) });
    expect((await t.call('DELETE', `${url}/${form.id}`, { headers: admin })).statusCode).toBe(200);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toEqual([]);
  });

  it("checks a page's form field: required, and a form that exists", async () => {
    const [contact] = await t.db.select().from(pageTypes).where(eq(pageTypes.key, 'contact'));
    const body = { title: 'Contact', path: '/contact', language: 'en', pageTypeId: contact?.id, body: '<p>Hi</p>' };
    const missing = await t.call('POST', '/api/admin/pages', { headers: admin, body });
    expect(missing.json().errors).toEqual({ 'fieldValues.form': ['The Form field is required.'] });
    const unknown = await t.call('POST', '/api/admin/pages', {
      headers: admin,
      body: { ...body, fieldValues: { form: 99_999 } },
    });
    expect(unknown.json().errors).toEqual({ 'fieldValues.form': ['The Form field is invalid.'] });
  });
});

describe('the form on its page and its submissions', () => {
  async function publishedContactPage(language: 'en' | 'fr' = 'en') {
    const form = (await createForm()).json();
    const [contact] = await t.db.select().from(pageTypes).where(eq(pageTypes.key, 'contact'));
    const path = language === 'fr' ? '/nous-joindre' : '/contact';
    await t.call('POST', '/api/admin/pages', {
      headers: admin,
      body: {
        title: 'Contact',
        path,
        language,
        pageTypeId: contact?.id,
        body: '<p>Write to us.</p>',
        fieldValues: { form: form.id },
        status: 'published',
      },
    });
    return { form, path };
  }

  it('comes with the page in GET resolve, labelled in the page language, with a fresh token', async () => {
    const { form } = await publishedContactPage('fr');
    const res = await t.call('GET', `/api/resolve?path=${encodeURIComponent('/fr/nous-joindre')}`);
    expect(res.statusCode).toBe(200);
    const pageForm = res.json().page.form;
    expect(pageForm).toMatchObject({
      id: form.id,
      submitLabel: 'Envoyer',
      successMessage: 'Merci, nous répondrons bientôt.',
    });
    expect(pageForm.fields.map((f: { label: string }) => f.label)).toEqual([
      'Votre nom',
      'Courriel',
      'Téléphone',
      'Code postal',
      'Sujet',
      "J'accepte",
      'Message',
    ]);
    expect(pageForm.fields[4].options).toEqual([
      { value: 'rent', label: 'Location' },
      { value: 'list', label: 'Annonce' },
    ]);
    expect(formTokenAccepted(secret, form.id, pageForm.token, Date.now() + 5_000)).toBe(true);
    expect(formTokenAccepted(secret, form.id + 1, pageForm.token, Date.now() + 5_000)).toBe(false);
  });

  it('validates each field by its type and rules, naming it by its label in English and French', async () => {
    const { form } = await publishedContactPage();
    const bad = {
      name: 'A',
      email: 'not-an-email',
      phone: 'call me',
      postal: '12345',
      topic: 'other',
      consent: false,
      message: 'x'.repeat(51),
    };
    const en = await submit(form.id, { values: bad, token: oldToken(form.id) });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'values.name': ['The Your name field must be at least 2 characters.'],
      'values.email': ['The Email field must be a valid email address.'],
      'values.phone': ['The Phone field format is invalid.'],
      'values.postal': ['The Postal code field format is invalid.'],
      'values.topic': ['The selected Topic is invalid.'],
      'values.consent': ['The I agree field is required.'],
      'values.message': ['The Message field must not be greater than 50 characters.'],
    });
    const frRes = await submit(form.id, { values: { ...VALID, name: '', consent: false }, token: '' }, fr());
    expect(frRes.statusCode).toBe(422);
    expect(frRes.json().errors).toMatchObject({
      'values.name': ['Le champ Votre nom est obligatoire.'],
      'values.consent': ["Le champ J'accepte est obligatoire."],
    });
    expect(await t.db.select().from(formSubmissions)).toEqual([]);
  });

  it('stores a valid submission and emails every recipient through the outbox, values escaped', async () => {
    const { form, path } = await publishedContactPage();
    const res = await submit(form.id, { values: VALID, token: oldToken(form.id), website: '', pagePath: path });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you, we will answer soon.' });
    const [stored] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id));
    expect(stored).toMatchObject({
      pagePath: '/contact',
      language: 'en',
      data: { ...VALID, email: 'ana@example.com' },
    });
    const mails = await t.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'form-submission'));
    expect(mails.map((m) => m.to).sort()).toEqual(['boss@example.com', 'team@example.com']);
    const [mail] = mails;
    expect(mail?.subject).toBe('New submission: Contact us');
    expect(mail?.replyTo).toBe('ana@example.com');
    expect(mail?.text).toContain('Your name: Ana <b>Doe</b>');
    expect(mail?.text).toContain('Topic: Renting');
    expect(mail?.text).toContain('I agree: Yes');
    expect(mail?.html).toContain('Ana &lt;b&gt;Doe&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Doe</b>');
  });

  it('answers a filled honeypot, a too-fast, forged or missing token like a success, storing and sending nothing', async () => {
    const { form } = await publishedContactPage();
    const attempts = [
      { values: VALID, token: oldToken(form.id), website: 'https://spam.example' },
      { values: VALID, token: issueFormToken(secret, form.id) },
      { values: VALID, token: `${Date.now() - 10_000}.${'A'.repeat(43)}` },
      { values: VALID, token: oldToken(form.id + 1) },
      { values: VALID, token: issueFormToken(secret, form.id, Date.now() - 2 * 86_400_000) },
      { values: VALID, token: '' },
    ];
    for (const body of attempts) {
      const res = await submit(form.id, body);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Thank you, we will answer soon.');
    }
    expect(await t.db.select().from(formSubmissions)).toEqual([]);
    expect(await t.db.select().from(outboundEmails)).toEqual([]);
  });

  it('answers 404 for a form that does not exist', async () => {
    expect((await submit(99_999, { values: VALID, token: '' })).statusCode).toBe(404);
  });

  it('lists a form’s submissions, searches them and exports them as CSV', async () => {
    const { form } = await publishedContactPage();
    await submit(form.id, { values: VALID, token: oldToken(form.id) });
    await submit(form.id, { values: { ...VALID, name: 'Bob Smith', topic: 'list' }, token: oldToken(form.id) });
    const other = (await createForm({ ...CONTACT, name: 'Other' })).json();
    await submit(other.id, { values: VALID, token: oldToken(other.id) });

    const list = await t.call('GET', `/api/admin/form-submissions?formId=${form.id}`, { headers: admin });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { formName: string; answers: { label: string; value: string }[] }[];
    expect(rows.map((r) => r.answers[0]?.value)).toEqual(['Bob Smith', 'Ana <b>Doe</b>']);
    expect(rows[0]?.answers.find((a) => a.label === 'Topic')?.value).toBe('Listing');
    const found = await t.call('GET', `/api/admin/form-submissions?formId=${form.id}&q=bob`, { headers: admin });
    expect(found.json().data).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.call('GET', `/api/admin/form-submissions?formId=${form.id}&from=${today}&to=${today}`, {
      headers: admin,
    });
    expect(dated.json().data).toHaveLength(2);
    const csv = await t.call('GET', `/api/admin/form-submissions/export.csv?formId=${form.id}`, { headers: admin });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,submittedAt,form,page,language,answers');
    expect(csv.body).toContain('Your name: Bob Smith; Email: ana@example.com');
    expect(csv.body).not.toContain('Other');
    const renter = (await t.loginAs('Renter')).headers;
    expect((await t.call('GET', '/api/admin/form-submissions', { headers: renter })).statusCode).toBe(403);
  });
});

describe('the submission rate limit (the real limits)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => limited.close());

  it('allows 5 submissions per 10 minutes per address and form, then 429 with Retry-After', async () => {
    const owner = (await limited.loginAs('Site Administrator')).headers;
    const form = (await limited.call('POST', url, { headers: owner, body: CONTACT })).json();
    const other = (await limited.call('POST', url, { headers: owner, body: { ...CONTACT, name: 'B' } })).json();
    const send = async (id: number) =>
      limited.call('POST', `/api/forms/${id}/submissions`, {
        headers: { ...(await limited.csrf()) },
        body: {
          values: VALID,
          token: issueFormToken(await appSecret(limited.db, FORM_TOKEN_SECRET), id, Date.now() - 10_000),
        },
      });
    for (let i = 0; i < 5; i++) expect((await send(form.id)).statusCode).toBe(201);
    const sixth = await send(form.id);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other.id)).statusCode).toBe(201);
  });
});
