// A renter's email alerts end to end on the real server: save a search with an alert from the search page,
// find it on /admin/email-alerts, have it emailed ("Send now": the newest matching listings, through the same
// code as the scheduled jobs), read the email the server wrote (DATA_DIR/mail/*.eml), open its unsubscribe
// link logged in or not, and see alert emails turned off on the alerts page.
//
// "Send now" is how the test triggers a digest: the demo listings all went live before the alert existed, so
// the scheduled jobs (which send what went live after) would have nothing to say, and the test cannot add
// listings to the server's embedded database.
import { expect, test } from '@playwright/test';
import { lastEmail, logIn, registerRenter, uniqueEmail } from './support/helpers.ts';
import { busyCity } from './support/renter.ts';

test('a renter saves a search with an alert, gets it by email and unsubscribes from the link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('alerts');
  const password = 'alerts-Password-4';
  await registerRenter(request, email, password);
  const cityPath = (await busyCity(request)).path;

  await logIn(page, email, password);
  await page.goto(`${cityPath}?beds=2`);
  await expect(page.getByTestId('result-count')).toContainText(/\d+ rentals?/);

  // Save the search from the search page.
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get email alerts for this search' });
  const name = dialog.getByLabel(/Alert name/);
  await expect(name).toHaveValue(/ 2 beds$/);
  await name.fill('My 2-bed search');
  await dialog.getByRole('radio', { name: /Weekly/ }).check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByTestId('alert-saved')).toContainText('Your alert “My 2-bed search” is saved.');
  await dialog.getByRole('link', { name: 'Manage your email alerts' }).click();

  // It is on the alerts page.
  await expect(page).toHaveURL(/\/admin\/email-alerts$/);
  const card = page.getByTestId('email-alert').filter({ hasText: 'My 2-bed search' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('alert-summary')).toContainText('2 beds');
  await expect(card.getByLabel('How often')).toHaveValue('weekly');
  await expect(card.getByRole('link', { name: 'Open search' })).toHaveAttribute('href', `${cityPath}?beds=2`);
  await expect(page.getByRole('switch', { name: /^Email me alerts/ })).toBeChecked();

  // Send it now: the newest matching listings go out by email.
  await card.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(/We emailed you \d+ listings?\./)).toBeVisible();
  await expect(card).toContainText('Last sent');

  // The helper undoes quoted-printable byte by byte; the bytes are UTF-8.
  const mail = Buffer.from(await lastEmail(email, 'new-listings-alert'), 'latin1').toString('utf8');
  // The subject may come as an encoded word (spaces as underscores).
  expect(mail).toMatch(/Subject: .*\d+.new.rentals?.for."My.2-bed.search"/);
  expect(mail).toMatch(/\d+ new rentals? match your saved search "My 2-bed search":/);
  expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/[^>]+\/api\/new-listings-alerts\/unsubscribe\/[\w-]+>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail).toMatch(/\$\d{1,3}(,\d{3})*\/month · 2 beds/);
  const link = /https?:\/\/[^\s/]+(\/new-listings-alerts\/unsubscribe\/[\w-]+)/.exec(mail);
  expect(link, 'the unsubscribe link of the email').not.toBeNull();

  // The link works on its own (here still signed in) and says so.
  await page.goto(link?.[1] ?? '/');
  await expect(page.getByTestId('unsubscribed')).toHaveText(
    /You have been unsubscribed from email alerts for a\*\*\*@example\.test\./,
  );
  await page.getByRole('link', { name: 'Manage email alerts' }).click();

  // The alerts page shows alert emails off; the saved search is kept.
  await expect(page).toHaveURL(/\/admin\/email-alerts$/);
  await expect(page.getByRole('switch', { name: /^Email me alerts/ })).not.toBeChecked();
  await expect(page.getByTestId('alerts-off-notice')).toBeVisible();
  await expect(page.getByTestId('email-alert').filter({ hasText: 'My 2-bed search' })).toBeVisible();

  // Nothing is emailed while alerts are off.
  await page.getByTestId('email-alert').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(/Email alerts are turned off for your account/)).toBeVisible();
});

test('an unknown unsubscribe link says it is not valid', async ({ page }) => {
  await page.goto('/new-listings-alerts/unsubscribe/not-a-real-hash');
  await expect(page.getByTestId('unsubscribe-invalid')).toContainText('This unsubscribe link is not valid');
});
