// A renter's way into the product: a city page, filters, pages, a reload, the map, a listing, a report; and
// the phone layout. Runs on the demo listings `npm start` seeds (deterministic generator).
import { expect, type Page, test } from '@playwright/test';
import { busyCity } from './support/renter.ts';

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('listing-card');

async function firstCardTitle(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).first().getByRole('heading').innerText();
}

test('a renter filters a city page, pages through it, reloads, opens a listing from the map and reports it', async ({
  page,
  request,
}) => {
  const cityPath = (await busyCity(request)).path;
  await page.goto(cityPath);
  await expect(page.getByRole('heading', { level: 1, name: /Apartments for rent in/ })).toBeVisible();
  await expect(page.getByTestId('result-count')).toContainText(/\d+ rentals/);
  await expect(cards(page)).toHaveCount(20);
  // The hearts are enabled once the page has hydrated: from then on its links navigate within the app.
  await expect(cards(page).first().getByTestId('favourite-button')).toBeEnabled();

  // Page 2 puts p=2 in the URL.
  await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]p=2\b/);
  await expect(page.getByTestId('pagination-showing')).toContainText('Showing 21–');

  // Any filter change resets to page 1 and is written to the URL (spec 4, 5).
  const unfilteredCount = await page.getByTestId('result-count').innerText();
  await page.getByTestId('filters-button').click();
  const filters = page.getByRole('dialog', { name: 'Filter rentals' });
  await filters.getByRole('group', { name: 'Bedrooms' }).getByText('2', { exact: true }).click();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/[?&]beds=2\b/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect(page.getByTestId('filter-chip').first()).toBeVisible();
  // The filtered results have arrived (not the previous ones still on screen) before the cards are read.
  await expect(page.getByTestId('result-count')).not.toHaveText(unfilteredCount);
  await expect(page.getByTestId('result-count')).toContainText(/\d+ rentals?/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('2 beds');

  // A reload reproduces the same search.
  const before = await firstCardTitle(page);
  const resultCount = await page.getByTestId('result-count').innerText();
  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText(resultCount);
  expect(await firstCardTitle(page)).toBe(before);

  // Open a listing from the map: a single-listing marker's popup links to its page.
  const map = page.getByTestId('search-map');
  await expect(map).toBeVisible();
  const marker = map.getByRole('button', { name: /^Rental for / }).first();
  await expect(marker).toBeVisible({ timeout: 20_000 });
  // Markers of a dense city overlap, so open one the way a keyboard user does.
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('link').first().click();
  await expect(page.getByTestId('listing-title')).toBeVisible();
  await expect(page.getByTestId('listing-rent')).toContainText('$');
  await expect(page.getByTestId('listing-page')).toContainText('2 beds');

  // Report it.
  await page.getByTestId('report-listing-button').click();
  const report = page.getByRole('dialog', { name: 'Report this listing' });
  await report.getByLabel('No longer available').check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Thank you. Our support team will review this listing.')).toBeVisible();
});

test('the search page works on a phone: list and map toggle', async ({ page, request }) => {
  const cityPath = (await busyCity(request)).path;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(cityPath);
  await expect(cards(page).first()).toBeVisible();
  const toggle = page.getByTestId('view-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId('search-map')).toBeHidden();

  await toggle.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByTestId('search-map')).toBeVisible();
  await expect(page.getByTestId('search-results')).toBeHidden();
  await expect(page.getByTestId('search-map').getByTestId('map-marker').first()).toBeVisible({ timeout: 20_000 });

  // The open filters drawer covers the map's own controls ("Search as I move the map").
  const control = page.getByTestId('search-as-move');
  await expect(control).toBeVisible();
  await page.getByTestId('filters-button').click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  const box = await control.boundingBox();
  if (!box) throw new Error('the map control has no box');
  const onTop = await control.evaluate(
    (el, { x, y }) =>
      el.ownerDocument.elementFromPoint(x, y)?.closest('[data-testid="filters-panel"], .mantine-Drawer-content') !==
      null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filters-panel')).toBeHidden();

  await toggle.getByRole('button', { name: 'List' }).click();
  await expect(cards(page).first()).toBeVisible();
  // Nothing overflows sideways at 375 px.
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown listing path shows not found with a 404 for crawlers', async ({ page, request }) => {
  const res = await request.get('/rentals/nowhere/no-city/flat-999999999');
  expect(res.status()).toBe(404);
  await page.goto('/rentals/nowhere/no-city/flat-999999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('public listing pages carry server-rendered meta, and the sitemap lists them', async ({ request }) => {
  const res = await request.get('/api/listings?count=0');
  const { listings } = (await res.json()) as { listings: { path: string; title: string }[] };
  const listing = listings[0];
  if (!listing) throw new Error('no demo listings');
  const html = await (await request.get(listing.path)).text();
  expect(html).toContain('<link rel="canonical"');
  expect(html).toContain('property="og:title"');
  expect(html).toContain('application/ld+json');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(listing.path);
});
