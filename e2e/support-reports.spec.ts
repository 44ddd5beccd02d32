// Moderation in Chromium (issue 16, section 1): support opens the reported listings from the sidebar, opens
// the listing reported longest ago (a seeded scam report), hides it after confirming, and the listing leaves
// the public search and its page. Changes the demo data (the listing is held): the accounts project.
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { DEMO, logIn } from './support/helpers.ts';

/** No sideways scrolling: the page fits the phone's width. */
async function expectNoOverflow(page: Page) {
  await expect.poll(() => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
}

test('support hides a reported listing and it disappears from search', async ({ page, request }) => {
  await logIn(page, DEMO.support);
  await page.goto('/support/dashboard');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reported listings' }).click();
  await expect(page).toHaveURL(/\/support\/reported-listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reported listings' })).toBeVisible();

  const queue = page.getByTestId('reported-listings');
  const first = queue.getByTestId('reported-listings-row').first();
  await expect(first).toContainText('2 reports');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, '/support/reported-listings at 375 px');
  await expectNoOverflow(page);
  await expect(first).toContainText('Looks like a scam or fraud');
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/support\/reported-listings\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const file = page.getByTestId('reported-listing');
  await expect(file.getByTestId('report')).toHaveCount(2);
  await expect(file).toContainText('wire the first month');
  await expectNoViolations(page, '/support/reported-listings/{id} at 375 px');
  await expectNoOverflow(page);
  const detail = await (
    await request.get(`/api/support/reported-listings/${id}`, { failOnStatusCode: false })
  ).status();
  expect(detail).toBe(401); // the file is staff-only: the page's session is not the API request context's

  // Found by the public search before.
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const search = async () => {
    const res = await request.get(`/api/listings?keyword=${encodeURIComponent(title)}&count=0`);
    expect(res.status()).toBe(200);
    return ((await res.json()).listings as { id: number }[]).map((card) => card.id);
  };
  expect(await search()).toContain(id);
  expect((await request.get(`/api/listing/${id}`)).status()).toBe(200);

  await file.getByLabel('Hide the listing').check();
  await file.getByTestId('outcome-note').fill('Wire-transfer scam, photos copied');
  await file.getByTestId('outcome-apply').click();
  await page.getByTestId('outcome-confirm').click();
  await expect(page).toHaveURL(/\/support\/reported-listings$/);
  await expect(page.getByText('The reports are closed.')).toBeVisible();

  // Gone from the public search and its page; handled, on hold, in the support file.
  expect(await search()).not.toContain(id);
  expect((await request.get(`/api/listing/${id}`, { failOnStatusCode: false })).status()).toBe(404);
  await page.goto(`/support/reported-listings/${id}`);
  await expect(page.getByTestId('hold-banner')).toContainText('Wire-transfer scam');
  await expect(page.getByTestId('no-open-reports')).toBeVisible();
  await expectNoViolations(page, '/support/reported-listings/{id}, handled, at 375 px');
  // The handled queue shows it with its outcome.
  await page.goto('/support/reported-listings?state=handled');
  const handled = page.getByTestId('reported-listings-row').filter({ hasText: title });
  await expect(handled).toContainText('Hide the listing');
  await expect(handled).toContainText('On hold');
  await expectNoViolations(page, '/support/reported-listings?state=handled at 375 px');
});
