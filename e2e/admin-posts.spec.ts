// Posts in Chromium: the owner writes a post with an image in the editor (uploaded, with its alternative text),
// saves it, schedules it a few seconds ahead, and once the publishing job has run it is on the blog, readable
// by a visitor (server-rendered, BlogPosting), in the sitemap, and it passes axe at 1280 and 375 px, as does the
// blog index. The form's date picker goes to the minute, so the test schedules through the same PATCH the form
// sends, with seconds. The post is deleted through the API afterwards.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';
import { solidPng } from './support/images.ts';

test('the owner writes a post with an image, schedules it, and the job puts it on the blog', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const stamp = Date.now() % 1_000_000;
  const title = `Moving checklist ${stamp}`;
  let postId: number | null = null;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/posts/create');
    const form = page.getByTestId('post-form');
    await form.getByTestId('field-title').fill(title);
    const body = form.getByTestId('field-body');
    await body.click();
    await page.keyboard.type('Book the elevator before the truck arrives.');

    // The editor's image button: the file, then its alternative text, then the server's WebP in the text.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: 'boxes.png', mimeType: 'image/png', buffer: solidPng(64, [200, 120, 40]) });
    await page.getByTestId('image-alt').fill('Moving boxes by the door');
    await page.getByTestId('image-alt-submit').click();
    await expect(body.locator('img[alt="Moving boxes by the door"]')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

    await form.getByTestId('post-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    postId = Number(new URL(page.url()).pathname.split('/').pop());

    const post = await (await request.get(`/api/admin/posts/${postId}`, { headers })).json();
    expect(post.status).toBe('draft');
    expect(post.body).toContain('<img src="/uploads/');
    const publicPath = `/blog/${post.slug}`;
    expect((await request.get(publicPath)).status()).toBe(404);

    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await request.patch(`/api/admin/posts/${postId}`, {
      headers,
      data: { status: 'scheduled', publishAt },
    });
    expect(scheduled.status()).toBe(200);

    // The job runs at the publish time; the blog and the sitemap show the post from then on.
    await expect(async () => {
      expect((await request.get(publicPath)).status()).toBe(200);
    }).toPass({ timeout: 30_000 });
    expect(await (await request.get('/sitemap.xml')).text()).toContain(publicPath);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`${publicPath}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Moving boxes by the door' })).toBeVisible();
    const html = await (await request.get(publicPath)).text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('Book the elevator before the truck arrives.');
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 900 });
      await expectNoViolations(visitor, `${publicPath} at ${width} px`);
      await visitor.goto('/blog');
      await expectNoViolations(visitor, `/blog at ${width} px`);
      await visitor.goto(publicPath);
    }
    await visitor.context().close();
  } finally {
    if (postId !== null) await request.delete(`/api/admin/posts/${postId}`, { headers });
  }
});
