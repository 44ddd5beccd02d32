// Support search in Chromium (issue 16, section 4): support finds the demo landlord by email from the user
// search form, opens the account (profile, company, listings; no secret on the page), then the landlord's
// company with its users and the Merge listings link. Read-only on the demo data.
import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support/helpers.ts';

test('support searches a user by email, opens the account, then the company', async ({ page }) => {
  await logIn(page, DEMO.support);
  await page.goto('/support/user-search');
  await page.getByTestId('support-search-q').fill(DEMO.landlord);
  await page.getByTestId('support-search-submit').click();
  await expect(page).toHaveURL(/\/support\/users\?q=landlord%40demo\.test$/);

  const results = page.getByTestId('support-users-list');
  await expect(results.getByTestId('support-users-list-row')).toHaveCount(1);
  await results.getByRole('link', { name: 'Leah Landlord' }).click();
  await expect(page).toHaveURL(/\/support\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User: Leah Landlord' })).toBeVisible();
  const account = page.getByTestId('support-user');
  await expect(account).toContainText(DEMO.landlord);
  await expect(account).not.toContainText(/argon2|password/i);

  await account.getByRole('link', { name: 'Maple Property Management' }).first().click();
  await expect(page).toHaveURL(/\/support\/company\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company: Maple Property Management' })).toBeVisible();
  const company = page.getByTestId('support-company');
  await expect(company.getByTestId('company-users').getByRole('link', { name: 'Leah Landlord' })).toBeVisible();
  await expect(company.getByTestId('merge-listings-link')).toHaveAttribute('href', /\/merge-listings$/);
  await company.getByTestId('history-tab').click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});
