// Account reviews in Chromium (issue 16, section 1): support opens the account reviews from the sidebar, sees
// the seeded landlords waiting with their scores and signals, opens the clean new landlord (Nadia Newman,
// seeded), approves her after confirming, and the review shows who decided. Changes the demo data (the review
// is decided): the accounts project.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { DEMO, logIn } from './support/helpers.ts';

test('support approves a new landlord after reading the signals', async ({ page }) => {
  await logIn(page, DEMO.support);
  await page.goto('/support/dashboard');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Account reviews' }).click();
  await expect(page).toHaveURL(/\/support\/account-reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account reviews' })).toBeVisible();

  const queue = page.getByTestId('account-reviews');
  const quinn = queue.getByTestId('account-reviews-row').filter({ hasText: 'quick.rentals@mailinator.com' });
  await expect(quinn).toContainText('Disposable email address');
  await expect(quinn).toContainText('Many listings in the first hour');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, '/support/account-reviews at 375 px');
  // No sideways scrolling at 375 px (a string: the e2e project's types have no DOM).
  const widths = (await page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')) as number[];
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);

  const nadia = queue.getByTestId('account-reviews-row').filter({ hasText: 'nadia.newman@demo.test' });
  await nadia.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/support\/account-reviews\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review of Nadia Newman' })).toBeVisible();
  await expect(page.getByTestId('no-signals')).toBeVisible();
  await expectNoViolations(page, '/support/account-reviews/{id} at 375 px');

  await page.getByTestId('review-approve').click();
  await page.getByTestId('confirm-approve').click();
  await expect(page.getByTestId('review-status')).toHaveText('Approved');
  await expect(page.getByTestId('decided-by')).toContainText('Approved by Sam Support');
  await expect(page.getByTestId('review-closed')).toBeVisible();
});
