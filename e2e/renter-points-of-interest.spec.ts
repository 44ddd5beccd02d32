// Points of interest, as a renter: an account made from the search page, a place added from "My places"
// (found by city name, then moved on the map), its distance and travel time on every card, the search sorted
// by distance to it (sort=distance&near=lat,lng), then the place renamed and deleted.
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/helpers.ts';
import { busyCity, signUpInModal } from './support/renter.ts';

/** "Work: 1.2 km · 10 min by transit" -> 1.2 (km; metres read as a fraction). */
function kmOf(line: string): number {
  const match = /: ([\d,.]+) (km|m) ·/.exec(line);
  if (!match?.[1]) throw new Error(`no distance in "${line}"`);
  const value = Number(match[1].replace(/,/g, ''));
  return match[2] === 'm' ? value / 1000 : value;
}

async function openMyPlaces(page: Page) {
  await page.getByTestId('my-places-button').click();
  const dialog = page.getByRole('dialog', { name: 'My places' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a renter adds a place, sees distances on cards, sorts by distance, edits and deletes the place', async ({
  page,
  request,
}) => {
  // A demo city with enough listings for a page of results.
  const city = await busyCity(request, 20);
  await page.goto(city.path);
  const cards = page.getByTestId('search-results').getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  // Logged out: no distances, and "My places" asks to sign in first.
  await expect(page.getByTestId('listing-distances')).toHaveCount(0);
  await signUpInModal(page, uniqueEmail('places'), 'places-Password-7', { first: 'Pia', last: 'Places' });

  // Add a place: found by its city's name, then moved a little on the map.
  let dialog = await openMyPlaces(page);
  await expect(dialog.getByText('You have no places yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a place' }).click();
  const form = page.getByTestId('poi-form');
  await expect(page.getByRole('dialog', { name: 'Add a place' })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Work');
  await form.getByText('Work', { exact: true }).click();
  await form.getByPlaceholder('Type a city or a street address').fill(city.label);
  await page.getByRole('option', { name: `${city.label}, ${city.sublabel}` }).click();
  await expect(form.getByLabel('City', { exact: true })).toHaveValue(city.label);
  await expect(form.getByLabel('Latitude', { exact: true })).not.toHaveValue('');
  const found = await form.getByLabel('Latitude', { exact: true }).inputValue();
  const map = page.getByTestId('poi-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 - 15);
  await expect(form.getByLabel('Latitude', { exact: true })).not.toHaveValue(found);
  await form.getByRole('button', { name: 'Add place' }).click();

  dialog = page.getByRole('dialog', { name: 'My places' });
  await expect(dialog.getByTestId('poi-item')).toHaveCount(1);
  await expect(dialog.getByTestId('poi-item')).toContainText('Work');
  // The travel time cards show: by bike.
  await dialog.getByText('Bike', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('my-places-button')).toHaveText('My places (1)');

  // Every card shows the distance and travel time to it.
  await expect(cards.first().getByTestId('listing-distances')).toContainText(/^Work: [\d.,]+ k?m · \d+ (min|h)/);
  await expect(cards.first().getByTestId('listing-distances')).toContainText('by bike');
  const count = await cards.count();
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByTestId('listing-distances')).toContainText('Work:');

  // Sort by distance to it: the URL says so, and the page starts with the nearest listings.
  const sorted = page.waitForResponse((r) => r.url().includes('/api/listings?') && r.url().includes('sort=distance'));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Distance to Work' });
  await sorted;
  await expect(page).toHaveURL(/[?&]sort=distance&near=-?\d+(\.\d+)?,-?\d+(\.\d+)?/);
  await expect(cards.first()).toBeVisible();
  // The cards shown until the sorted answer renders are the old order's: read until the new list is in.
  const distances = async () =>
    (await page.getByTestId('search-results').getByTestId('listing-distances').allInnerTexts()).map(kmOf);
  await expect
    .poll(async () => {
      const [first = Number.POSITIVE_INFINITY, ...rest] = await distances();
      return first <= Math.min(...rest) * 1.5 + 0.05 && first <= (rest.at(-1) ?? first);
    })
    .toBe(true);

  // Rename it: the cards and the sort follow.
  dialog = await openMyPlaces(page);
  await dialog.getByRole('button', { name: 'Edit Work' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit a place' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Work');
  await form.getByLabel('Name', { exact: true }).fill('Office');
  await form.getByRole('button', { name: 'Save' }).click();
  dialog = page.getByRole('dialog', { name: 'My places' });
  await expect(dialog.getByTestId('poi-item')).toContainText('Office');
  await page.keyboard.press('Escape');
  await expect(cards.first().getByTestId('listing-distances')).toContainText('Office:');
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(
    'Distance to Office',
  );

  // Delete it, confirming first: the distances leave the cards.
  dialog = await openMyPlaces(page);
  await dialog.getByRole('button', { name: 'Delete Office' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Office?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('You have no places yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('listing-distances')).toHaveCount(0);
  await expect(page.getByTestId('my-places-button')).toHaveText('My places');
  // The sort by distance stays in the URL, now "to the chosen place".
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(
    'Distance to the chosen place',
  );
});
