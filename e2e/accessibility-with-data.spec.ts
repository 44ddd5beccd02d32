// WCAG 2.2 AA checks (axe) on a renter's account that HOLDS DATA, at 1280 and 375 px: favourites, an inquiry,
// recommendations, a viewed listing, an email alert, a point of interest and a filled-in profile (given through
// the app's own API routes: support/renter-data.ts). Every renter page, and the public search and listing pages
// signed in (hearts filled, distances to the place on the cards). Before each check the page must show the data
// (cards, items, markers): axe on an empty state proves nothing about the cards. Issue 12, section 5.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { logIn } from './support/helpers.ts';
import { type RenterWithData, renterWithData } from './support/renter-data.ts';

// Each test checks several pages (axe takes 2-12 s a page, depending on how busy the machine is).
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [1280, 375] as const;

let renter: RenterWithData;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  renter = await renterWithData(request);
  await request.dispose();
});

/** Signs the renter in (from the desktop header), then sets the width to check. */
async function signIn(page: Page, width: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, renter.email, renter.password);
  await page.setViewportSize({ width, height: 900 });
}

/** Opens `path` and waits until the page and its data have loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** On desktop the map is beside the list: its markers are on screen (and checked) once it has drawn them. */
async function expectMapMarkers(page: Page, map: Locator, width: number) {
  if (width < 1000) return;
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** On a phone the map is behind the list/map switch: switched to, checked, and switched back. */
async function expectNoViolationsOnPhoneMap(page: Page, testId: string, width: number, where: string) {
  if (width >= 1000) return;
  const toggle = page.getByTestId('view-toggle');
  await toggle.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByTestId(`${testId}-map`).locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, where);
  await toggle.getByRole('button', { name: 'List' }).click();
  await expect(page.getByTestId(`${testId}-results`)).toBeVisible();
}

/** Elements inside `locator` whose text is cut (an ellipsis or clipped): their tag, text and widths. */
function truncatedText(locator: Locator) {
  return locator.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((el) => {
        // (The e2e project is typed without the DOM library: the browser's function, declared here.)
        const browser = globalThis as unknown as {
          getComputedStyle(el: unknown): { textOverflow: string; overflowX: string };
        };
        const style = browser.getComputedStyle(el);
        const clips = style.textOverflow === 'ellipsis' || style.overflowX !== 'visible';
        return clips && el.clientWidth > 0 && el.scrollWidth > el.clientWidth
          ? [`<${el.tagName.toLowerCase()}> "${el.textContent}": ${el.scrollWidth} > ${el.clientWidth} px`]
          : [];
      }),
    ),
  );
}

for (const width of WIDTHS) {
  test(`the renter area holding data has no violations at ${width} px`, async ({ page }) => {
    await signIn(page, width);
    const where = (path: string) => `${path} at ${width} px`;

    await open(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, where('/admin/dashboard'));

    // Favourites: the three saved, with the date saved, and their map.
    await open(page, '/admin/favourite-listings');
    await expect(page.getByTestId('favourite-listings-results').getByTestId('listing-card')).toHaveCount(3);
    await expect(page.getByTestId('renter-count')).toHaveText('3 saved rentals');
    await expectMapMarkers(page, page.getByTestId('favourite-listings-map'), width);
    await expectNoViolations(page, where('/admin/favourite-listings'));
    await expectNoViolationsOnPhoneMap(page, 'favourite-listings', width, where('/admin/favourite-listings (map)'));

    // Recommended: cards like the saved ones, the new ones badged, each with its reason and "Not interested".
    await open(page, '/admin/recommended-listings');
    const recommended = page.getByTestId('recommended-listings-results').getByTestId('listing-card');
    await expect(recommended.first()).toBeVisible();
    await expect(page.getByTestId('new-badge').first()).toBeVisible();
    await expect(page.getByTestId('new-count')).toBeVisible();
    await expect(page.getByTestId('recommendation-reason').first()).toHaveText(/^(Similar to|Matches) /);
    await expect(page.getByTestId('not-interested').first()).toBeVisible();
    await expectMapMarkers(page, page.getByTestId('recommended-listings-map'), width);
    await expectNoViolations(page, where('/admin/recommended-listings'));
    await expectNoViolationsOnPhoneMap(page, 'recommended-listings', width, where('/admin/recommended-listings (map)'));
    // "Not interested" asks first: the confirmation too.
    await page.getByTestId('not-interested').first().click();
    await expect(page.getByTestId('not-interested-confirm')).toBeVisible();
    await expectNoViolations(page, where('/admin/recommended-listings (Not interested?)'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('not-interested-confirm')).toBeHidden();

    // Viewed: the listing opened while signed in.
    await open(page, '/admin/viewed-listings');
    await expect(
      page.getByTestId('viewed-listings-results').getByRole('heading', { name: renter.viewed.title }),
    ).toBeVisible();
    await expectMapMarkers(page, page.getByTestId('viewed-listings-map'), width);
    await expectNoViolations(page, where('/admin/viewed-listings'));

    // My Inquiries: the message, with its listing's card, and its map; then the message in full.
    await open(page, '/admin/my-inquiries');
    const item = page.getByTestId('inquiry-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: renter.inquiredAbout.title })).toBeVisible();
    await expect(item).toContainText('Could I visit next week?');
    await expectMapMarkers(page, page.getByTestId('inquiries-map'), width);
    await expectNoViolations(page, where('/admin/my-inquiries'));

    await open(page, `/admin/my-inquiries/${renter.inquiryId}`);
    await expect(page.getByTestId('inquiry-message')).toContainText('Could I visit next week?');
    await expectNoViolations(page, where('/admin/my-inquiries/:id'));

    // The profile, every part filled in (a preferred area among them).
    await open(page, '/admin/renter-profile');
    const profile = page.getByTestId('renter-profile-form');
    await expect(profile.getByLabel('Maximum budget')).toHaveValue('$6,000');
    await expect(page.getByTestId('profile-areas')).toContainText(renter.city.label);
    await expectNoViolations(page, where('/admin/renter-profile'));

    // Email alerts: the saved search, its frequency and actions, and the alert settings.
    await open(page, '/admin/email-alerts');
    const alert = page.getByTestId('email-alert').filter({ hasText: renter.alertName });
    await expect(alert).toBeVisible();
    await expect(alert.getByTestId('alert-summary')).toContainText('2 beds');
    await expectNoViolations(page, where('/admin/email-alerts'));
  });

  test(`the search and listing pages signed in with favourites and a place have no violations at ${width} px`, async ({
    page,
  }) => {
    await signIn(page, width);
    const [favourite] = renter.favourites;
    if (!favourite) throw new Error('no favourites');

    // The city page: the saved listings' hearts filled, the distance to the place on every card.
    await open(page, renter.city.path);
    const cards = page.getByTestId('search-results').getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(
      page.getByTestId('search-results').getByRole('button', { name: `Remove ${favourite.title} from favourites` }),
    ).toBeVisible();
    await expect(cards.first().getByTestId('listing-distances')).toContainText(`${renter.placeName}:`);
    const myPlaces = page.getByTestId('my-places-button').filter({ visible: true });
    await expect(myPlaces).toHaveText('My places (1)');
    await expectNoViolations(page, `${renter.city.path} at ${width} px`);

    // My places, holding the place.
    await myPlaces.click();
    const places = page.getByRole('dialog', { name: 'My places' });
    await expect(places.getByTestId('poi-item')).toContainText(renter.placeName);
    await expectNoViolations(page, `My places on ${renter.city.path} at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(places).toBeHidden();

    // My Picks, the public favourites page: the three saved, and their map.
    await open(page, '/rentals/favourites');
    await expect(page.getByTestId('search-results').getByTestId('listing-card')).toHaveCount(3);
    await expectMapMarkers(page, page.getByTestId('favourites-map'), width);
    await expectNoViolations(page, `/rentals/favourites at ${width} px`);

    // A saved listing's page: the heart filled, the distance to the place.
    await open(page, favourite.path);
    await expect(page.getByTestId('listing-title')).toHaveText(favourite.title);
    await expect(
      page.getByTestId('listing-page').getByRole('button', { name: `Remove ${favourite.title} from favourites` }),
    ).toHaveCount(1);
    await expect(page.getByTestId('place-distances')).toContainText(renter.placeName);
    await expectNoViolations(page, `${favourite.path} at ${width} px`);
  });
}

// Issue 12: at 1280 px the "New" badge was cut to "N..", and "Not interested" to "Not inter". Phones too.
for (const width of WIDTHS) {
  test(`no text is cut short on the recommended listings at ${width} px`, async ({ page }) => {
    await signIn(page, width);
    await open(page, '/admin/recommended-listings');
    await expect(page.getByTestId('new-badge').first()).toHaveText('New');
    await expect(page.getByTestId('not-interested').first()).toHaveText('Not interested');
    // The "New" badge under each new card, its "Not interested" button, and the title's "N new" badge.
    for (const testId of ['new-badge', 'not-interested', 'new-count']) {
      await expect(page.getByTestId(testId).first()).toBeVisible();
      expect(await truncatedText(page.getByTestId(testId)), `${testId} at ${width} px`).toEqual([]);
    }
  });
}
