// Feeds in Chromium: an admin runs a feed from an uploaded CSV export on its edit page, is told what the run did,
// and reads the run in the support feed log (/support/feed-logs/{id}) with its counts and its failed entry.
// The feed is created and deleted through the API; its two listings stay with the demo company (the accounts project).
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';

test('an admin runs a feed from an uploaded CSV and reads its log', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.admin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const stamp = Date.now() % 1_000_000;
  const companies = await request.get('/api/admin/companies?perPage=1&sort=name', { headers });
  const companyId = (await companies.json()).data[0].id as number;
  const created = await request.post('/api/admin/feeds', {
    headers,
    data: { companyId, name: `E2E feed ${stamp}`, url: 'https://pms.example.com/e2e.csv', format: 'csv' },
  });
  expect(created.status()).toBe(201);
  const feedId = (await created.json()).id as number;
  const csv =
    'external_id,title,street_address,unit,city,province,postal_code,rent,beds,baths\n' +
    `E2E-${stamp}-1,Sunny 1 bedroom ${stamp},100 King St W,1201,Toronto,ON,M5X 1A9,2150,1,1\n` +
    `E2E-${stamp}-2,Family 3 bedroom ${stamp},25 Bloor St W,,Toronto,ON,M4W 1A3,3400,3,2\n` +
    `E2E-${stamp}-3,No rent here,1 Front St W,,Toronto,ON,M5J 1E6,,2,1\n`;

  try {
    await logIn(page, DEMO.admin);
    await page.goto(`/admin/feeds/${feedId}/edit`);
    await page.getByTestId('run-menu').click();
    await page.getByTestId('upload-run').click();
    const dialog = page.getByRole('dialog', { name: 'Run the feed from a file' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByTestId('upload-start').click();
    const result = page.getByTestId('run-result');
    await expect(result).toContainText('Run finished: 2 added, 0 updated, 0 unchanged, 0 paused, 1 failed.');

    await result.getByRole('link', { name: 'View the log' }).click();
    await expect(page).toHaveURL(new RegExp(`/support/feed-logs/${feedId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`E2E feed ${stamp}`);
    const run = page.getByTestId('runs-table').locator('tbody tr').first();
    await expect(run).toContainText('Uploaded file');
    await expect(run.getByTestId('count-added')).toHaveText('2');
    await run.getByRole('button', { name: /Show failed entries/ }).click();
    await expect(page.getByText('line 4')).toBeVisible();
  } finally {
    await request.delete(`/api/admin/feeds/${feedId}`, { headers });
  }
});
