// The menu editor in Chromium: the owner renames a Primary menu item and moves it up, saves, and sees the public
// header change on the next page load (server-rendered). The demo menu is put back afterwards through the API.
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';

interface TreeItem {
  id: number;
  title: string;
  children: { id: number }[];
}

test('the owner edits the Primary menu and sees the header change', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const menus = await (await request.get('/api/admin/menus', { headers })).json();
  const primary = menus.data.find((m: { key: string }) => m.key === 'Primary') as { id: number; items: TreeItem[] };
  const faq = primary.items.find((i) => i.title === 'FAQ');
  if (!faq) throw new Error('no FAQ item in the demo Primary menu');
  const original = { items: primary.items.map((i) => ({ id: i.id, children: i.children.map((c) => ({ id: c.id })) })) };
  const renamed = `Help ${Date.now() % 100_000}`;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/menu-editor?menu=Primary');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Editor' })).toBeVisible();

    // Rename it on its form.
    await page.getByRole('link', { name: 'Edit “FAQ”' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/menu-items/${faq.id}/edit$`));
    await page.getByTestId('field-title').fill(renamed);
    await page.getByTestId('menu-item-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/menu-editor\?menu=Primary$/);

    // Move it above Blog with its button, then save the order.
    await page.getByRole('button', { name: `Move “${renamed}” up` }).click();
    await expect(page.getByTestId('menu-unsaved')).toBeVisible();
    await page.getByTestId('menu-save').click();
    await expect(page.getByTestId('menu-unsaved')).toBeHidden();

    // The next page load, rendered by the server, shows the new title before Blog.
    await page.goto('/');
    const header = page.locator('header nav').first();
    const item = header.getByRole('link', { name: renamed, exact: true });
    await expect(item).toBeVisible();
    await expect(header.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);
    const html = await (await request.get('/')).text();
    expect(html).toContain(renamed);
    const [itemBox, blogBox] = await Promise.all([
      item.boundingBox(),
      header.getByRole('link', { name: 'Blog', exact: true }).boundingBox(),
    ]);
    expect(itemBox && blogBox && itemBox.x < blogBox.x).toBe(true);
  } finally {
    await request.patch(`/api/admin/menu-items/${faq.id}`, { headers, data: { title: 'FAQ' } });
    await request.put(`/api/admin/menus/${primary.id}/tree`, { headers, data: original });
  }
});
