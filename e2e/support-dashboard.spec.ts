// The support dashboard in Chromium: support opens the dashboard (what needs attention, today's figures), goes
// on to the key metrics (charts and table) and downloads their CSV, then renews the membership of the demo
// company that ends within a week with a saved card, and reads the batch's result. Changes shared data (a
// company's wallet): runs in the accounts project.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support/helpers.ts';

test('support reads the dashboard and the key metrics, downloads the CSV and renews a membership', async ({ page }) => {
  await logIn(page, DEMO.support);
  await page.goto('/support/dashboard');
  await expect(page.getByTestId('support-dashboard-tiles')).toBeVisible();
  await expect(page.getByTestId('support-tile-membershipsExpiring-value')).not.toHaveText('0');
  await expect(page.getByTestId('dashboard-card-keyMetrics')).toBeVisible();

  await page.getByTestId('support-today-link').click();
  await expect(page).toHaveURL(/\/support\/key-metrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Key metrics' })).toBeVisible();
  await expect(page.getByTestId('metrics-row')).toHaveCount(30);
  await expect(page.getByTestId('metrics-total-activeAtEnd')).not.toHaveText('0');
  await page.getByTestId('metrics-interval').getByText('Week').click();
  await expect(page).toHaveURL(/interval=week/);
  // The URL changes at once; the page renders the new interval in a transition, and a click before it lands
  // downloads what is still on screen (per day), so wait for the week to be shown.
  await expect(page.getByTestId('metrics-interval').getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(page.getByTestId('metrics-row')).not.toHaveCount(30);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('metrics-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^key-metrics-week-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toMatch(
    /^period,new_listings,active_listings,inquiries,new_landlords,new_renters,credits_sold/,
  );

  await page.goto('/support/membership-renewal?window=next7');
  const withCard = page
    .getByTestId('renewal-row')
    .filter({ has: page.getByText('Yes', { exact: true }) })
    .first();
  await withCard.getByRole('checkbox').check();
  await expect(page.getByTestId('renewal-submit')).toHaveText('Renew 1 company');
  await page.getByTestId('renewal-submit').click();
  await page.getByTestId('renew-confirm').click();
  await expect(page).toHaveURL(/\/support\/membership-renewal-results\?batch=\d+/);
  await expect(page.getByTestId('results-count-renewed')).toHaveText('1');
  await expect(page.getByTestId('results-row').first()).toContainText('Renewed');
});
