// WCAG 2.2 AA checks (axe) on the pages of the foundation, logged out and in, desktop and phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support/helpers.ts';

// Each test checks several pages (axe takes 2-12 s a page, depending on how busy the machine is).
test.describe.configure({ timeout: 180_000 });

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

const publicPages = ['/', '/fr', '/privacy-policy', '/terms-of-use', '/landlord/register', '/no-such-page'];
for (const path of publicPages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('the login and sign-up modal has no violations', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The email field is required.')).toBeVisible();
  await expectNoViolations(page);
});

test('signed-in pages have no violations, on desktop and phone', async ({ page }) => {
  await logIn(page, DEMO.owner);
  for (const path of [
    '/admin/dashboard',
    '/admin/my-account',
    '/admin/my-account/edit',
    '/admin/my-account/change-password',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page);
});

test('the search and listing pages have no violations, on desktop and phone', async ({ page, request }) => {
  const res = await request.get('/api/listings?count=0');
  const { listings } = (await res.json()) as { listings: { path: string }[] };
  const listingPath = listings[0]?.path;
  if (!listingPath) throw new Error('no demo listings');
  const cityPath = listingPath.split('/').slice(0, 4).join('/');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/rentals', cityPath, listingPath]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(cityPath);
  await page.getByTestId('filters-button').click();
  await expect(page.getByRole('dialog', { name: 'Filter rentals' })).toBeVisible();
  await expectNoViolations(page);
});
