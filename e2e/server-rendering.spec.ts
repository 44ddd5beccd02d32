// The public pages rendered on the server (issue 12): their content is in the HTML before any script runs,
// they hydrate without a warning or an error and without the loading skeleton flashing over them, they work with JavaScript off, and the bytes travel compressed.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ListingSearchResponse, ResolveResponse } from '@rentals/shared/resources/listings';
import { busyCity } from './support/renter.ts';

async function cityPage(request: APIRequestContext) {
  const city = await busyCity(request, 20);
  const resolved = (await (await request.get(`/api/resolve?path=${city.path}`)).json()) as ResolveResponse;
  if (resolved.type !== 'search') throw new Error(`${city.path} is not a search page`);
  const search = (await (
    await request.get(`/api/listings?cityId=${resolved.place.id}`)
  ).json()) as ListingSearchResponse;
  return { path: city.path, listings: search.listings };
}

/** The HTML as a crawler gets it: no browser, no script. */
async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('a city page’s HTML holds its first listings with their rents and a link to the next page', async ({
  request,
}) => {
  const city = await cityPage(request);
  const body = await html(request, city.path);
  for (const listing of city.listings.slice(0, 5)) {
    expect(body).toContain(escaped(listing.title));
    expect(body).toContain(`$${(listing.rent / 100).toLocaleString('en-US')}`);
  }
  expect(body).toMatch(new RegExp(`<a [^>]*href="${city.path}\\?p=2"`));
  // The state the browser hydrates from is there, and nothing in the page is personal.
  expect(body).toContain('<script type="application/json" id="server-state">');
  const res = await request.get(city.path);
  expect(res.headers()['cache-control']).toContain('s-maxage=');
  expect(res.headers()['set-cookie']).toBeUndefined();
});

test('a listing page’s HTML holds its description, and assets and pages come compressed', async ({ request }) => {
  const city = await cityPage(request);
  const listing = city.listings[0];
  if (!listing) throw new Error('no listing');
  const detail = await (await request.get(`/api/listing/${listing.id}`)).json();
  const body = await html(request, listing.path);
  expect(body).toContain(escaped(detail.listing.description.split('\n')[0].slice(0, 80)));

  const script = /<script data-entry="([^"]+)"/.exec(body)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(String(script), { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const page = await request.get(listing.path, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const api = await request.get(`/api/listings?cityId=1`, { headers: { 'accept-encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
});

/** Console errors and warnings, and uncaught errors, while the page loads and hydrates. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // Map tiles come from the internet, which the test machine may not reach; a 404 page loads with 404.
    if (/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|status of 404/.test(text)) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('the public pages hydrate without a warning or an error, on desktop and phone', async ({ page, request }) => {
  const city = await cityPage(request);
  const listing = city.listings[0];
  if (!listing) throw new Error('no listing');
  const paths = [
    '/',
    city.path,
    `${city.path}?beds=2&p=2`,
    `/fr${city.path}`,
    listing.path,
    '/rentals/favourites',
    '/privacy-policy',
    '/terms-of-use',
    '/faq',
    '/blog',
    '/no-such-page-here',
  ];
  const problems = watchConsole(page);
  // The server's content stays on screen through hydration: the page's loading skeleton never replaces it
  // (as it did when a lazy page's <Suspense> got an update before its chunk was in).
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="page-loading"]')) return;
      document.documentElement.dataset.skeletonShown = 'true';
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  `);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the loader added the app's scripts after the first paint, and React owns the root.
      await expect(page.locator('#root header')).toBeVisible();
      await page.waitForFunction(
        "Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))",
      );
      expect(problems, `${path} at ${width} px`).toEqual([]);
      await expect(page.locator('html'), `${path} at ${width} px`).not.toHaveAttribute('data-skeleton-shown');
    }
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads a city page, follows its pages and reads a listing', async ({ page, request }) => {
    const city = await cityPage(request);
    await page.goto(city.path);
    await expect(page.getByRole('heading', { level: 1, name: /for rent in/ })).toBeVisible();
    const cards = page.getByTestId('search-results').getByTestId('listing-card');
    await expect(cards).toHaveCount(20);
    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]p=2\b/);
    await expect(page.getByTestId('pagination-showing')).toContainText('Showing 21–');
    const title = await cards.first().getByRole('heading').innerText();
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('listing-description')).toBeVisible();
  });

  test('the hearts are styled before their code arrives, beside a long title on a phone too', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const city = await cityPage(request);
    await page.goto(city.path);
    const cardHeart = page.getByTestId('search-results').getByTestId('favourite-button').first();
    await expect(cardHeart).toBeDisabled();
    expect(await cardHeart.boundingBox()).toMatchObject({ width: 34, height: 34 });
    await page.getByTestId('search-results').getByTestId('listing-card').first().getByRole('link').first().click();
    const pageHeart = page.getByTestId('favourite-button').first();
    await expect(pageHeart).toBeDisabled();
    expect(await pageHeart.boundingBox()).toMatchObject({ width: 44, height: 44 });
    await expect(pageHeart).toHaveCSS('border-radius', '32px');
  });
});
