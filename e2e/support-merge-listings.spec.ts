// Merging duplicates in Chromium (issue 16, section 4): support finds the demo company with a listing posted
// twice (seed demo-merges.ts), opens its merge page from the company, sees the pair side by side with the older
// listing kept, merges it after confirming, and finds the merge in the history with its Undo button. Changes the
// demo data (the newer listing is removed): the accounts project.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { DEMO, logIn } from './support/helpers.ts';

test('support merges a suggested duplicate pair and sees it in the history', async ({ page }) => {
  await logIn(page, DEMO.support);
  await page.goto('/support/company-search');
  await page.getByTestId('support-search-q').fill('Lakeshore Living');
  await page.getByTestId('support-search-submit').click();
  await page.getByTestId('support-companies-list').getByRole('link', { name: 'Lakeshore Living Rentals' }).click();
  await expect(page).toHaveURL(/\/support\/company\/\d+$/);
  await page.getByTestId('merge-listings-link').click();
  await expect(page).toHaveURL(/\/support\/company\/\d+\/merge-listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge listings: Lakeshore Living Rentals' })).toBeVisible();

  const pair = page.getByTestId('merge-suggestion').first();
  await expect(pair).toContainText('Same address and unit');
  const kept = pair.getByTestId('merge-kept');
  await expect(kept).toContainText('Kept (older)');
  await expect(kept).toContainText('2 bedroom corner suite with lake view');
  await expect(pair.getByTestId('merge-merged')).toContainText('2 bedroom corner suite, lake view, parking');
  await expectNoViolations(page, '/support/company/{id}/merge-listings');
  // At 375 px: the pair stacks, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(pair.getByTestId('merge-button')).toBeVisible();
  // Polled: right after the resize the side menu may still be sliding out (as in support-reports.spec.ts).
  await expect.poll(() => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
  await expectNoViolations(page, '/support/company/{id}/merge-listings at 375 px');

  await pair.getByTestId('merge-button').click();
  await expect(page.getByRole('dialog')).toContainText('Merge these two listings?');
  await page.getByTestId('merge-confirm').click();
  await expect(page.getByText(/was merged into listing \d+\./)).toBeVisible();

  const row = page.getByTestId('merge-history-row').first();
  await expect(row).toContainText('2 bedroom corner suite with lake view');
  await expect(row).toContainText('support@demo.test');
  await expect(row.getByTestId('undo-button')).toBeVisible();
  await expect(page.getByTestId('no-suggestions')).toBeVisible();
});
