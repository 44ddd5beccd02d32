// A renter's favourites across sign-up: two listings saved logged out (hearts on search cards), then an
// account made from the login modal; the account now holds both (the server has them, not only the browser),
// the header counts them, and the renter area lists them; recommended and viewed listings follow from them.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/helpers.ts';
import { busyCity, signUpInModal } from './support/renter.ts';

test('favourites saved logged out are merged into the new account, and the renter area lists them', async ({
  page,
  request,
}) => {
  await page.goto((await busyCity(request)).path);
  const cards = page.getByTestId('search-results').getByTestId('listing-card');
  await expect(cards.nth(1)).toBeVisible();

  // Two hearts, logged out: kept in the browser, counted in the header (My Picks).
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    titles.push(await card.getByRole('heading').innerText());
    await card.getByRole('button', { name: /^Add .* to favourites$/ }).click();
    await expect(card.getByRole('button', { name: /^Remove .* from favourites$/ })).toBeVisible();
  }
  const myPicks = page.getByTestId('favourites-link');
  await expect(myPicks).toContainText('2');

  // Sign up from the login modal: the browser's favourites are merged into the new account.
  const merged = page.waitForResponse(
    (res) => res.url().endsWith('/api/audit-favourite-listings') && res.request().method() === 'PATCH',
  );
  await signUpInModal(page, uniqueEmail('favourites'), 'fav-Password-4');
  const answer = await merged;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { favouriteListings: number[] }).favouriteListings).toHaveLength(2);
  await expect(myPicks).toContainText('2');

  // The server has them: with the browser's copy gone, My Favourites still lists both after a reload.
  await page.goto('/admin/favourite-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('rentals:renter'));
  await page.reload();
  const favourites = page.getByTestId('favourite-listings-results').getByTestId('listing-card');
  await expect(favourites).toHaveCount(2);
  for (const title of titles) {
    await expect(page.getByTestId('favourite-listings-results').getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByTestId('renter-count')).toHaveText('2 saved rentals');
  await expect(page.getByTestId('favourite-listings-map')).toBeVisible();
  // Opening the page brought the browser's list back in step: the header count is there again.
  await page.goto('/');
  await expect(page.getByTestId('favourites-link')).toContainText('2');

  // Recommended: like the saved ones, each saying why; the intro shows once.
  await page.goto('/admin/recommended-listings');
  await expect(page.getByRole('heading', { level: 1, name: /Recommended Listings/ })).toBeVisible();
  await expect(page.getByTestId('recommended-intro')).toBeVisible();
  const reasons = page.getByTestId('recommendation-reason');
  await expect(reasons.first()).toHaveText(/^Similar to .+ you saved$/);
  await page.reload();
  await expect(reasons.first()).toBeVisible();
  await expect(page.getByTestId('recommended-intro')).toHaveCount(0);

  // Viewed: a listing opened while signed in is listed.
  await page.getByTestId('recommended-listings-results').getByTestId('listing-card').first().getByRole('link').click();
  const viewedTitle = await page.getByTestId('listing-title').innerText();
  await page.goto('/admin/viewed-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Viewed Listings' })).toBeVisible();
  await expect(page.getByTestId('viewed-listings-results').getByRole('heading', { name: viewedTitle })).toBeVisible();
  await expect(page.getByTestId('renter-count')).toHaveText('1 rental viewed');
});
