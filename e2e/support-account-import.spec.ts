// Account import in Chromium: support uploads a small CSV from /support/account-import, reads the preview,
// starts the import and waits for the job; the new landlord opens the claim link from their email, sets a
// password, accepts the terms and lands signed in on the portal.
import { expect, test } from '@playwright/test';
import { DEMO, lastEmail, logIn } from './support/helpers.ts';

test('support imports a CSV and the new landlord claims the account from the emailed link', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`;
  const landlord = `imported.${stamp}@example.test`;
  const csv = [
    'email,first_name,last_name,phone,company_name,city,province,postal_code',
    `${landlord},Iris,Imported,514-555-0142,Imported Rentals ${stamp},Montréal,QC,H2X 1Y4`,
    `${DEMO.renter},Renter,Again,,Taken Co,,,`,
    'not-an-email,Bad,Row,,Bad Co,,,',
  ].join('\n');

  await logIn(page, DEMO.support);
  await page.goto('/support/account-import');
  await page.locator('input[type="file"]').setInputFiles({
    name: `landlords-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByTestId('import-preview').click();
  await expect(page.getByTestId('import-count-create')).toHaveText('1');
  await expect(page.getByTestId('import-count-skip')).toHaveText('1');
  await expect(page.getByTestId('import-count-invalid')).toHaveText('1');
  await expect(page.getByTestId('import-problems')).toContainText('The email field must be a valid email address.');

  await page.getByTestId('import-start').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-status')).toHaveText('Completed', { timeout: 30_000 });
  await expect(page.getByTestId('import-count-created')).toHaveText('1');

  const email = await lastEmail(landlord, 'account-claim');
  const link = email.match(/https?:\/\/[^\s"<>]+\/claim-account\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  const claimPath = new URL(link as string).pathname;

  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    await visitor.goto(claimPath);
    await expect(visitor.getByText(`Choose a password for ${landlord}`, { exact: false })).toBeVisible();
    const form = visitor.getByTestId('claim-form');
    await form.getByLabel('Password', { exact: true }).fill('claim-Password-1');
    await form.getByLabel(/^Confirm/).fill('claim-Password-1');
    await form.getByLabel('I accept the terms of use').check();
    await visitor.getByTestId('claim-submit').click();
    await expect(visitor).toHaveURL(/\/portal\/dashboard$/);
    await expect(visitor.getByRole('button', { name: 'My Account', exact: true })).toBeEnabled();

    // The link worked once.
    await visitor.goto(claimPath);
    await expect(visitor.getByTestId('claim-invalid')).toContainText('already been used');
  } finally {
    await context.close();
  }
});
