// Forms in Chromium: the owner builds a contact form (name, email, message; emailed to a recipient), places it
// on a new page of type Contact and publishes it; a visitor fills it in on the public page and is thanked; the
// email arrives for the recipient and the submission is in the form's list. Cleaned up through the API.
import { expect, type Locator, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, lastEmail, logIn } from './support/helpers.ts';

async function fillField(row: Locator, key: string, type: string, label: string, labelFr: string) {
  await row.getByLabel('Key').fill(key);
  if (type !== 'Text') {
    await row.getByLabel('Type').first().click();
    await row.page().getByRole('option', { name: type, exact: true }).click();
  }
  await row.getByLabel(/^Label\s*\*?$/).fill(label);
  await row.getByLabel('Label (French)').fill(labelFr);
  await row.getByLabel('Required').check();
}

test('the owner builds a contact form, places it on a page, and a visitor’s message arrives', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const stamp = Date.now() % 1_000_000;
  const formName = `Contact ${stamp}`;
  const recipient = `team.${stamp}@example.test`;
  const path = `/write-to-us-${stamp}`;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/forms/create');
    await page.getByTestId('field-name').fill(formName);
    const recipients = page.getByTestId('field-recipients');
    await recipients.fill(recipient);
    await recipients.press('Enter');
    const fields = page.getByTestId('form-fields');
    for (const [key, type, label, labelFr] of [
      ['name', 'Text', 'Your name', 'Votre nom'],
      ['email', 'Email', 'Your email', 'Votre courriel'],
      ['message', 'Paragraph', 'Message', 'Message'],
    ] as const) {
      await fields.getByTestId('add-field').click();
      await fillField(fields.getByTestId('form-field').last(), key, type, label, labelFr);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/forms(\/\d+.*)?$/);

    await page.goto('/admin/pages/create');
    await page.getByTestId('field-title').fill('Write to us');
    await page.getByTestId('field-path').fill(path);
    await page.getByTestId('field-pageTypeId').click();
    await page.getByRole('option', { name: 'Contact' }).click();
    await page.getByTestId('field-fieldValues.form').click();
    await page.getByRole('option', { name: formName }).click();
    await page.getByTestId('field-status').click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByTestId('field-body').click();
    await page.keyboard.type('We answer within a day.');
    await page.getByTestId('page-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);

    // The visitor: the form is in the server's HTML, and sent through the API once filled in.
    const html = await (await request.get(path)).text();
    expect(html).toContain('Your email');
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(path);
    const form = visitor.getByTestId('public-form');
    await form.getByLabel('Your name').fill('Ada Visitor');
    await form.getByLabel('Your email').fill('ada@example.test');
    await form.getByLabel('Message').fill('Is the Toronto guide up to date?');
    // People take a few seconds to fill a form in; a submission sooner than that is taken for a bot's.
    await visitor.waitForTimeout(3_500);
    await form.getByTestId('form-submit').click();
    await expect(visitor.getByTestId('form-success')).toBeVisible();
    await visitor.context().close();

    const email = await lastEmail(recipient, 'form-submission', 'Is the Toronto guide up to date?');
    expect(email).toContain(`New submission: ${formName}`);
    const list = await (await request.get(`/api/admin/forms?q=${encodeURIComponent(formName)}`, { headers })).json();
    const formId = list.data[0].id as number;
    await page.goto(`/admin/forms/${formId}/submissions`);
    await expect(page.getByText('Ada Visitor').first()).toBeVisible();
  } finally {
    const pagesList = await (await request.get(`/api/admin/pages?q=${encodeURIComponent(path)}`, { headers })).json();
    for (const row of pagesList.data ?? []) await request.delete(`/api/admin/pages/${row.id}`, { headers });
    const formsList = await (
      await request.get(`/api/admin/forms?q=${encodeURIComponent(formName)}`, { headers })
    ).json();
    for (const row of formsList.data ?? []) await request.delete(`/api/admin/forms/${row.id}`, { headers });
  }
});
