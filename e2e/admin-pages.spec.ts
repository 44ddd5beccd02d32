// Pages in Chromium: the owner creates a Plain page and publishes it, a visitor opens it at its path (server-
// rendered, with its meta and BreadcrumbList), and it passes axe at 1280 and 375 px. The page is deleted
// through the API afterwards.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';

test('the owner creates and publishes a Plain page, and a visitor reads it', async ({ page, browser, request }) => {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const stamp = Date.now() % 1_000_000;
  const path = `/e2e-page-${stamp}`;
  const title = `Our story ${stamp}`;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/pages/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
    await page.getByTestId('field-title').fill(title);
    await page.getByTestId('field-path').fill(path);
    await page.getByTestId('field-pageTypeId').click();
    await page.getByRole('option', { name: 'Plain' }).click();
    await expect(page.getByText('This page type has no extra fields.')).toBeVisible();
    await page.getByTestId('field-status').click();
    await page.getByRole('option', { name: 'Published' }).click();
    const body = page.getByTestId('field-body');
    await body.click();
    await page.keyboard.type('We started small and kept going.');
    await page.getByTestId('page-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);

    const visitor = await (await browser.newContext()).newPage();
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>${title} |`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('We started small and kept going.')).toBeVisible();
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 900 });
      await expectNoViolations(visitor, `${path} at ${width} px`);
    }
    await visitor.context().close();
  } finally {
    const list = await (await request.get(`/api/admin/pages?q=${encodeURIComponent(path)}`, { headers })).json();
    for (const row of list.data ?? []) await request.delete(`/api/admin/pages/${row.id}`, { headers });
  }
});
