// Places in Chromium: the owner renames a city's slug and writes its introduction on the edit form; the old
// address answers a permanent redirect to the new one (the server's 301, then the page), and the city's search
// page shows the introduction under its heading, in the server-rendered HTML too. Put back through the API.
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';

interface City {
  id: number;
  name: string;
  slug: string;
  path: string;
  introEn: string | null;
}

test('the owner renames a city: the old URL redirects, and the intro shows on the city page', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, DEMO.owner, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const list = await (await request.get('/api/admin/cities?perPage=1&sort=-population', { headers })).json();
  const city = list.data[0] as City | undefined;
  if (!city) throw new Error('no city in the demo data');
  const newSlug = `${city.slug}-renamed`;
  const newPath = city.path.replace(/[^/]+$/, newSlug);
  const intro = `Welcome to ${city.name}, a city of neighbourhoods. (${Date.now() % 100_000})`;

  try {
    await logIn(page, DEMO.owner);
    await page.goto('/admin/cities');
    await expect(page.getByRole('heading', { level: 1, name: 'Cities & Provinces' })).toBeVisible();
    await page.getByTestId('cities-list-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/cities/${city.id}/edit$`));

    await page.getByTestId('field-slug').fill(newSlug);
    await page.getByTestId('field-introEn').fill(intro);
    await page.getByTestId('city-form-submit').click();
    await expect(page).toHaveURL(/\/admin\/cities$/);

    // The server answers the old address with a 301 to the new one, keeping /fr and the query.
    const moved = await request.get(`${city.path}?beds=2`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${newPath}?beds=2`);
    const movedFr = await request.get(`/fr${city.path}`, { maxRedirects: 0 });
    expect(movedFr.headers().location).toBe(`/fr${newPath}`);

    // A visitor following the old address lands on the new one, the intro under the heading.
    await page.goto(city.path);
    await expect(page).toHaveURL(new RegExp(`${newPath}$`));
    await expect(page.getByTestId('search-title')).toBeVisible();
    await expect(page.getByTestId('place-intro')).toHaveText(intro);
    expect(await (await request.get(newPath)).text()).toContain('Welcome to');
  } finally {
    await request.patch(`/api/admin/cities/${city.id}`, {
      headers,
      data: { slug: city.slug, introEn: city.introEn },
    });
  }
});
