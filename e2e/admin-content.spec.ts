// The content back office in Chromium: the owner edits the privacy policy block and sees it on /privacy-policy
// after a reload (server-rendered), creates a FAQ and sees it on /faq; /faq passes axe at 1280 and 375 px, and so
// do the content screens of the back office (posts, pages, FAQs, blocks, menus, places), holding the demo data.
// What the tests change is put back through the API afterwards.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';

async function ownerHeaders(request: Parameters<typeof apiLogin>[0]) {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

test('the owner edits the privacy policy block and sees it on the public page', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const blocks = await (await request.get('/api/admin/content-blocks?perPage=100', { headers })).json();
  const privacy = blocks.data.find((b: { contentKey: string }) => b.contentKey === 'privacy-policy');
  if (!privacy) throw new Error('no privacy-policy block in the demo data');
  const stamp = `Privacy, revised ${Date.now() % 100_000}`;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/global-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Blocks' })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/global-content/${privacy.id}/edit$`));
    await page.getByTestId('field-en.title').fill(stamp);
    const body = page.getByTestId('field-en.body');
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Reviewed by the owner.');
    await page.getByTestId('content-block-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/global-content$/);
    const saved = await (await request.get(`/api/admin/content-blocks/${privacy.id}`, { headers })).json();
    expect(saved.en.title).toBe(stamp);
    expect(saved.en.body).toContain('Reviewed by the owner.');

    await page.goto('/privacy-policy');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: stamp })).toBeVisible();
    await expect(page.getByText('Reviewed by the owner.')).toBeVisible();
  } finally {
    await request.patch(`/api/admin/content-blocks/${privacy.id}`, { headers, data: { en: privacy.en } });
  }
});

test('the owner creates a FAQ and sees it on /faq', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const question = `Can I sublet my rental ${Date.now() % 100_000}?`;
  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/faqs/create');
    await page.getByTestId('field-question').fill(question);
    await page.getByTestId('field-answer').click();
    await page.keyboard.type('Only with the landlord’s written consent.');
    await page.getByTestId('field-category').fill('Renters');
    await page.keyboard.press('Escape');
    await page.getByTestId('faq-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/faqs$/);

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 3, name: question })).toBeVisible();
    await expect(page.getByText('Only with the landlord’s written consent.')).toBeVisible();
  } finally {
    const list = await (await request.get(`/api/admin/faqs?q=${encodeURIComponent('sublet')}`, { headers })).json();
    for (const faq of list.data as { id: number; question: string }[]) {
      if (faq.question === question) await request.delete(`/api/admin/faqs/${faq.id}`, { headers });
    }
  }
});

test('/faq and /fr/faq pass axe at 1280 and 375 px', async ({ page }) => {
  for (const path of ['/faq', '/fr/faq']) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId('faq-title')).toBeVisible();
      await expect(page.getByTestId('faq-question').first()).toBeVisible();
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});

test('the content back office passes axe at 1280 and 375 px', async ({ page, request }) => {
  // Axe on every screen at two widths: well over a minute on a loaded CI machine.
  test.slow();
  const headers = await ownerHeaders(request);
  const firstId = async (path: string) => {
    const { data } = (await (await request.get(`/api/${path}`, { headers })).json()) as { data: { id: number }[] };
    return data[0]?.id ?? null;
  };
  const [post, contentPage, block, city] = await Promise.all([
    firstId('admin/posts'),
    firstId('admin/pages'),
    firstId('admin/content-blocks'),
    firstId('admin/cities?sort=-population'),
  ]);
  await logIn(page, DEMO.owner);
  // A list and the editors (rich text, revisions, the menu tree, the map); the other lists are the same parts.
  const screens = [
    '/admin/posts',
    `/admin/posts/${post}/edit`,
    `/admin/pages/${contentPage}/edit`,
    `/admin/global-content/${block}/edit`,
    '/admin/menu-editor',
    `/admin/cities/${city}/edit`,
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});
