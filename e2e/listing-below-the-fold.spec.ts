// The listing page's map and rent-trend chart load only when the reader scrolls near them (Lighthouse: main
// thread free while the page hydrates): before, their placeholders hold their place; after, Leaflet draws the
// map and the chart shows its points, hollow where a median rests on few listings, with a tooltip that says how
// many listings each point stands for. With both drawn, the page has no accessibility violations.
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { ListingSearchResponse, RentTrendsResponse, ResolveResponse } from '@rentals/shared/resources/listings';
import { expectNoViolations } from './support/axe.ts';
import { busyCity } from './support/renter.ts';

/** A listing of a busy demo city, and its city's rent trends. */
async function listingWithTrends(request: APIRequestContext) {
  const city = await busyCity(request, 20);
  const resolved = (await (await request.get(`/api/resolve?path=${city.path}`)).json()) as ResolveResponse;
  if (resolved.type !== 'search' || resolved.place.kind !== 'city') throw new Error(`${city.path} is not a city`);
  const search = (await (
    await request.get(`/api/listings?cityId=${resolved.place.id}`)
  ).json()) as ListingSearchResponse;
  const listing = search.listings[0];
  if (!listing) throw new Error(`no listing in ${city.path}`);
  const [, , province, citySlug] = city.path.split('/');
  const trends = (await (
    await request.get(`/api/listings/rent-trends/${province}/${citySlug}`)
  ).json()) as RentTrendsResponse;
  return { listing, trends };
}

for (const width of [1280, 375]) {
  test(`the map and the rent trends load when the reader comes near them at ${width} px`, async ({ page, request }) => {
    const { listing, trends } = await listingWithTrends(request);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(listing.path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the inquiry form's fields are enabled then.
    await expect(page.getByTestId('inquiry-form').getByRole('button', { name: 'Send message' })).toBeEnabled();

    // Far below the first screen on a phone: placeholders only, and no rent trends fetched yet.
    const map = page.getByTestId('listing-map');
    if (width < 1000) {
      await expect(map.getByRole('status', { name: 'Loading the map…' })).toBeAttached();
      await expect(map.locator('.leaflet-container')).toHaveCount(0);
      await expect(page.getByTestId('rent-trends')).toHaveCount(0);
    }

    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();

    // The busiest demo city has listings in every month: its chart has points.
    expect(trends.series.some((s) => s.medians.some((m) => m !== null))).toBe(true);
    await page.getByTestId('listing-more').scrollIntoViewIfNeeded();
    const section = page.getByTestId('rent-trends');
    await section.scrollIntoViewIfNeeded();
    const chart = section.locator('.recharts-wrapper');
    await expect(chart).toBeVisible();
    await expect(section.getByTestId('rent-trends-placeholder')).toHaveCount(0);

    // Every median drawn is a dot; those resting on fewer than 5 listings are hollow, and the note says so.
    const points = trends.series.flatMap((s) => s.medians.map((m, at) => ({ m, n: s.counts[at] ?? 0 })));
    const drawn = points.filter((p) => p.m !== null);
    await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(drawn.length);
    const few = drawn.filter((p) => p.n < 5).length;
    await expect(chart.locator('circle[data-few]')).toHaveCount(few);
    if (few > 0) await expect(section.getByTestId('rent-trends-few')).toContainText('fewer than 5 listings');

    // The tooltip of a point: its month, its median and how many listings it stands for.
    const dot = chart.locator('.recharts-line-dots circle').first();
    await dot.hover();
    await expect(page.getByTestId('rent-trends-tooltip')).toContainText(/\d+ listings?/);

    await expectNoViolations(page, `${listing.path} with its map and chart at ${width} px`);
  });
}
