// Flows that go through email: password reset, and a landlord's sign-up with email verification.
import { expect, test } from '@playwright/test';
import { lastEmail, logIn, registerRenter, uniqueEmail } from './support/helpers.ts';

test('a renter who forgot the password resets it from the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  await registerRenter(request, email, 'old-Password-1');

  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have emailed a password reset link/i)).toBeVisible();

  const message = await lastEmail(email, 'password-reset');
  const link = message.match(/https?:\/\/[^\s"<]+\/password-reset\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await page.getByLabel('New password').fill('new-Password-2');
  await page.getByLabel('Confirm password').fill('new-Password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await logIn(page, email, 'new-Password-2');
});

test('a landlord signs up, verifies the emailed code and reaches the portal', async ({ page }) => {
  const email = uniqueEmail('landlord');
  await page.goto('/landlord/register');
  await page.getByLabel('First name').fill('Lou');
  await page.getByLabel('Last name').fill('Lessor');
  await page.getByLabel('Company name').fill('Lessor Homes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('604-555-0142');
  await page.getByLabel('Password', { exact: true }).fill('lessor-Password-3');
  await page.getByLabel('Confirm password').fill('lessor-Password-3');
  await page.getByRole('button', { name: 'Create landlord account' }).click();

  await expect(page).toHaveURL(/\/landlord\/verify$/);
  const message = await lastEmail(email, 'verify-email');
  const code = message.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Verification code').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is invalid or has expired.')).toBeVisible();

  await page.getByLabel('Verification code').fill(code as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Lou Lessor/ })).toBeVisible();
});
