// The home page's search box (issue 27 point 8): text typed before the scripts take over stays, with the focus,
// and a city's name with Enter goes to the city's page, not a keyword search.
import { expect, test } from '@playwright/test';
import { busyCity } from './support/renter.ts';

test('text typed in the home search box before hydration survives it, and Enter on a city opens its page', async ({
  page,
  request,
}) => {
  const city = await busyCity(request, 1);
  // Hold the page's scripts until the visitor has typed: the server HTML alone meanwhile.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // Server-rendered, it already says it is a combobox.
  const combobox = page.getByRole('combobox', { name: 'Where do you want to live?' });
  await combobox.click();
  await combobox.pressSequentially(city.label.slice(0, 3));
  release();
  await page.waitForLoadState('networkidle');
  await expect(combobox).toHaveValue(city.label.slice(0, 3));
  await expect(combobox).toBeFocused();
  await combobox.pressSequentially(city.label.slice(3));
  await expect(page.getByTestId('home-suggestion').first()).toContainText(city.label);
  await combobox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${city.path}$`));
});
