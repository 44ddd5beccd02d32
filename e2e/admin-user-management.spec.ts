// The Site Owner's user management in Chromium: a role with three permissions, a user with that role who sets
// a password from the emailed link and sees exactly those sections; the users list exported as CSV; the
// audit log; axe on the new screens at desktop and phone widths.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, lastEmail, logIn, uniqueEmail } from './support/helpers.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner creates a role and a user, who signs in and sees exactly those sections', async ({ page, browser }) => {
  const roleName = `Content editors ${Date.now()}`;
  const email = uniqueEmail('editor');
  await logIn(page, DEMO.owner);

  await page.goto('/admin/roles/create');
  await page.getByTestId('field-name').fill(roleName);
  for (const permission of ['viewFaqs', 'createFaqs', 'viewCompanies']) {
    await page.getByRole('checkbox', { name: permission, exact: false }).first().check();
  }
  await page.getByTestId('role-form-submit').click();
  await expect(page).toHaveURL(/\/admin\/roles\/\d+$/);
  await expect(page.getByRole('heading', { name: roleName })).toBeVisible();

  await page.goto('/admin/users/create');
  await page.getByTestId('field-firstName').fill('Edith');
  await page.getByTestId('field-lastName').fill('Editor');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-roleIds').click();
  await page.getByRole('option', { name: roleName }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edith Editor' })).toBeVisible();

  // The new user chooses a password from the email, then signs in.
  const mail = await lastEmail(email, 'account-created');
  const link = /https?:\/\/[^\s"<]+\/password-reset\/[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto(new URL(link as string).pathname);
  await editor.getByLabel('New password', { exact: true }).fill('Editor-Password-7');
  await editor.getByLabel('Confirm password').fill('Editor-Password-7');
  await editor.getByTestId('reset-submit').click();
  await expect(editor).toHaveURL(/\/login$/);
  await logIn(editor, email, 'Editor-Password-7');
  await editor.goto('/admin/dashboard');
  const nav = editor.getByTestId('panel-sidebar');
  await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Posts' })).toHaveCount(0);
  await context.close();

  // The owner finds the user, exports the list and reads the audit log.
  await page.goto('/admin/user-management');
  await page.getByTestId('resource-search').fill(email);
  await expect(page.getByTestId('users-list-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByTestId('users-list-export').click();
  const file = await (await download).path();
  const csv = await readFile(file as string, 'utf8');
  expect(csv).toContain(email);
  expect(csv.split('\n').filter(Boolean)).toHaveLength(2);

  await page.goto('/admin/audit-log');
  await expect(page.getByTestId('audit-log-row').first()).toBeVisible();
  await expect(page.getByTestId('audit-log').getByText(DEMO.owner).first()).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the user management screens pass axe at ${width} px`, async ({ page }) => {
    // Eleven pages, each loaded and checked by axe: more than the default minute on a slow machine,
    // so one test a width (together they once ran past three minutes on a loaded CI machine).
    test.slow();
    await logIn(page, DEMO.owner);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/admin/user-management',
      '/admin/user-management?tab=1',
      '/admin/user-management?tab=2',
      '/admin/users/create',
      '/admin/users/1',
      '/admin/roles/create',
      '/admin/audit-log',
      '/admin/settings',
      '/admin/settings/modules/1',
      '/admin/api-dashboard',
      '/admin/my-account',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
}
