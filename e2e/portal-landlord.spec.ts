// The landlord portal in Chromium, as a new landlord would use it: register, verify by the emailed code,
// create a draft listing with three photos (reordered by keyboard, alt text set), find it in the list; answer a
// lead a renter's inquiry created (the demo landlord's: a draft is not public), move it to "Contacted", export
// the leads as CSV; publish a complete draft and feature it with the demo company's credits; then the phone
// layout and axe.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn, uniqueEmail } from './support/helpers.ts';
import { solidPng } from './support/images.ts';
import { demoLandlordListing, expectNoHorizontalOverflow, photoOrder, verificationCode } from './support/portal.ts';

const editor = (page: Page) => page.getByTestId('listing-editor');

async function openStep(page: Page, name: string) {
  const tab = editor(page).getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a new landlord registers, verifies, and saves a draft listing with three reordered photos', async ({ page }) => {
  const email = uniqueEmail('landlord');
  const password = 'lessor-Password-4';
  const title = `Bright 2 bedroom near the park ${Date.now()}`;

  // 1. Register, then the code from the email.
  await page.goto('/landlord/register');
  const register = page.getByTestId('landlord-register-form');
  await register.getByLabel('First name').fill('Lou');
  await register.getByLabel('Last name').fill('Lessor');
  await register.getByLabel('Company name').fill('Lessor Homes');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('416-555-0142');
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('button', { name: 'Create landlord account' }).click();

  await expect(page).toHaveURL(/\/landlord\/verify$/);
  const verify = page.getByTestId('landlord-verify-form');
  await expect(verify).toContainText(email);
  await verify.getByLabel('Verification code').fill(await verificationCode(email));
  await verify.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const dashboard = page.getByTestId('portal-dashboard');
  await expect(dashboard.getByRole('heading', { name: /Lou Lessor/ })).toBeVisible();

  // 2. A new listing: the address, rent and description steps, saved as a draft (photos need a saved draft).
  await dashboard.getByRole('link', { name: 'Create a listing' }).click();
  await expect(page).toHaveURL(/\/portal\/listings\/create$/);
  await editor(page).getByLabel('Title').fill(title);
  const city = editor(page).getByTestId('field-cityId');
  await city.fill('Toronto');
  await page.getByRole('option', { name: /^Toronto, Ontario/ }).click();
  await expect(city).toHaveValue(/^Toronto, Ontario/);
  await editor(page).getByLabel('Street address').fill('12 Maple Avenue');
  await editor(page).getByLabel('Postal code').fill('M4E 1A1');

  await openStep(page, 'Unit & rent');
  await editor(page).getByLabel('Monthly rent ($)').fill('2450');
  await editor(page).getByLabel('Bedrooms (0 = studio)').fill('2');
  await editor(page).getByLabel('Bathrooms').fill('1');

  await openStep(page, 'Description');
  await editor(page)
    .getByLabel('Description (English)')
    .fill('Sunny corner unit with two bedrooms, a balcony and a park across the street.');
  await expect(editor(page).getByText('Unsaved changes')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft created. Keep going, or come back to it later.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/listings\/\d+$/);
  const listingPath = new URL(page.url()).pathname;

  // Three photos at once, each with its progress, then the grid.
  await openStep(page, 'Photos');
  const photos = page.getByTestId('listing-photos');
  await expect(photos.getByTestId('photos-empty')).toBeVisible();
  await photos.getByTestId('photo-file-input').setInputFiles([
    { name: 'living-room.png', mimeType: 'image/png', buffer: solidPng(64, [200, 60, 60]) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng(64, [60, 200, 60]) },
    { name: 'bedroom.png', mimeType: 'image/png', buffer: solidPng(64, [60, 60, 200]) },
  ]);
  await expect(photos.getByTestId('photo-card')).toHaveCount(3);
  await expect(photos.getByTestId('photo-counter')).toContainText('3 / 40');
  const uploaded = await photoOrder(page);

  // Reorder by keyboard: the first photo's handle, Space to pick up, one step right, Space to drop.
  const handle = photos.getByRole('button', { name: 'Move photo 1' });
  await handle.focus();
  await handle.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toHaveText('Picked up photo 1 of 3.');
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText('Photo 1 is over position 2 of 3.');
  await page.keyboard.press('Space');
  await expect(photos.getByRole('status').filter({ hasText: 'Order saved.' })).toBeAttached();
  const reordered = [uploaded[1], uploaded[0], uploaded[2]];
  expect(await photoOrder(page)).toEqual(reordered);
  await expect(photos.getByTestId('photo-card').first().getByTestId('cover-badge')).toBeVisible();

  // The alt text of the new cover, saved on Enter.
  const alt = photos.getByLabel('Alt text of photo 1');
  await alt.fill('Kitchen with a window over the sink');
  await alt.press('Enter');
  await expect(photos.getByTestId('photo-card').first().getByText('Saved')).toBeVisible();

  // One more field, and the draft saved again.
  await openStep(page, 'Unit & rent');
  await editor(page).getByLabel('Size (sq ft)').fill('850');
  await editor(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  // Kept on the server: a reload shows the order and the alt text.
  await page.reload();
  await openStep(page, 'Photos');
  await expect(page.getByTestId('photo-card')).toHaveCount(3);
  expect(await photoOrder(page)).toEqual(reordered);
  await expect(page.getByLabel('Alt text of photo 1')).toHaveValue('Kitchen with a window over the sink');

  // In the list: a draft with three photos.
  await page.goto('/portal/listings');
  const row = page.getByTestId('portal-listings-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('listing-status')).toHaveText('Draft');
  await expect(row).toContainText('12 Maple Avenue');
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(listingPath);
});

test('the landlord answers a renter’s inquiry, moves the lead to Contacted and exports it as CSV', async ({
  page,
  request,
}) => {
  const listing = await demoLandlordListing(request);
  const renterEmail = uniqueEmail('lead');
  const message = `Could I visit on Saturday morning? (${Date.now()})`;

  // A visitor writes from the listing's public page.
  await page.goto(listing.path);
  const form = page.getByTestId('inquiry-form');
  await form.getByLabel('Your name').fill('Rosa Renter');
  await form.getByLabel('Email').fill(renterEmail);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('inquiry-sent').getByRole('status')).toContainText('Your message has been sent');

  // The landlord finds it in the inbox, unread and new.
  await logIn(page, DEMO.landlord);
  await page.goto('/portal/leads');
  await page.getByTestId('resource-search').fill(renterEmail);
  const row = page.getByTestId('leads-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rosa Renter');
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('New');
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/portal\/leads\/\d+$/);
  const lead = page.getByTestId('lead-detail');
  await expect(lead.getByRole('heading', { level: 1 })).toHaveText(`Rosa Renter about ${listing.title}`);
  await expect(lead.getByTestId('lead-message')).toHaveText(message);
  await expect(lead.getByRole('link', { name: renterEmail })).toHaveAttribute('href', `mailto:${renterEmail}`);

  // A reply by email moves the lead from new to contacted.
  await lead.getByLabel('Reply by email').fill('Hello Rosa, Saturday at 10 works. See you there!');
  await lead.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply has been sent.')).toBeVisible();
  await expect(lead.getByText('Hello Rosa, Saturday at 10 works. See you there!')).toBeVisible();
  await expect(lead.getByTestId('lead-status')).toHaveValue('Contacted');

  // Back in the inbox: read, contacted; the Contacted tab holds it.
  await lead.getByRole('link', { name: 'Back to leads' }).click();
  await page.getByTestId('lead-tab-contacted').click();
  await page.getByTestId('resource-search').fill(renterEmail);
  await expect(page).toHaveURL(/\?(?=.*status=contacted)(?=.*q=lead\.)/);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(renterEmail);
  await expect(row).toContainText('Contacted');
  await expect(row).not.toContainText('Unread');

  // The CSV of what the list shows: the header and the renter's row.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('leads-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('id,createdAt,status,name,email,phone,listingId,listingTitle,message,read');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,contacted,Rosa Renter,${renterEmail},`);
  expect(lines[1]).toContain(message);
});

test('the demo landlord publishes a complete draft and features it, paying with credits', async ({ page, request }) => {
  // A draft with nothing missing for publishing.
  const token = await apiLogin(request, DEMO.landlord, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const drafts = await request.get('/api/landlord/listings?status=draft&perPage=50', { headers });
  const draft = ((await drafts.json()) as { data: { id: number; missing: string[] }[] }).data.find(
    (listing) => listing.missing.length === 0,
  );
  if (!draft) throw new Error('the demo landlord has no complete draft');
  const walletCredits = async () =>
    ((await (await request.get('/api/landlord/wallet', { headers })).json()) as { credits: number }).credits;
  const before = await walletCredits();

  await logIn(page, DEMO.landlord);
  await page.goto(`/portal/listings/${draft.id}`);
  const actions = page.getByTestId('status-actions');
  await expect(actions.getByTestId('wallet-credits')).toHaveText(`You have ${before} credits.`);
  await actions.getByTestId('publish').click();
  const confirm = page.getByRole('dialog', { name: 'Publish this listing?' });
  await expect(confirm).toContainText(`Publish this listing for 1 credit? You have ${before} credits.`);
  await confirm.getByTestId('publish-confirm').click();
  await expect(page.getByText('Listing published. 1 credit spent.')).toBeVisible();
  await expect(actions.getByTestId('wallet-credits')).toHaveText(`You have ${before - 1} credits.`);

  // Now live, it can be featured: 14 days.
  await actions.getByTestId('feature').click();
  const feature = page.getByRole('dialog', { name: 'Feature this listing' });
  await feature.getByTestId('feature-days-14').click();
  await feature.getByTestId('feature-confirm').click();
  await expect(page.getByText('Listing featured for 14 days. 1 credit spent.')).toBeVisible();
  await expect(actions.getByTestId('featured-until')).toBeVisible();
  expect(await walletCredits()).toBe(before - 2);
});

test('the portal works at 375 px and passes axe at 1280 and 375 px', async ({ page, request }) => {
  // Axe on every screen at two widths: well over a minute on a loaded CI machine.
  test.slow();
  // A lead of the demo landlord's to open, and one of its listings in the editor (with photos).
  const token = await apiLogin(request, DEMO.landlord, DEMO_PASSWORD);
  const first = async (path: string) => {
    const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const [record] = ((await res.json()) as { data: { id: number }[] }).data;
    if (!record) throw new Error(`nothing in ${path}`);
    return record.id;
  };
  const leadPath = `/portal/leads/${await first('landlord/leads?perPage=1')}`;
  const editorPath = `/portal/listings/${await first('landlord/listings?status=active&perPage=1')}`;
  await logIn(page, DEMO.landlord);

  // The phone: no sideways scrolling, and each page's main action at hand.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/portal/listings');
  await expect(page.getByTestId('portal-listings-row').first()).toBeVisible();
  await expect(page.getByTestId('create-listing')).toBeInViewport();
  await expectNoHorizontalOverflow(page);

  await page.goto(editorPath);
  await expect(editor(page).getByLabel('Title')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await openStep(page, 'Photos');
  await expect(page.getByTestId('photo-card').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await editor(page).getByRole('button', { name: 'Save draft' }).scrollIntoViewIfNeeded();
  await expect(editor(page).getByRole('button', { name: 'Save draft' })).toBeInViewport();

  await page.goto('/portal/leads');
  await expect(page.getByTestId('leads-row').first()).toBeVisible();
  await expect(page.getByTestId('leads-export')).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('leads-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('lead-detail')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('lead-reply').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('lead-reply-send')).toBeInViewport();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, ready] of [
      ['/portal/dashboard', 'portal-dashboard'],
      ['/portal/leads', 'leads-row'],
      [leadPath, 'lead-detail'],
      ['/portal/listings/create', 'listing-editor'],
      [editorPath, 'listing-editor'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `${path} at ${width} px`);
    }
    await openStep(page, 'Photos');
    await expect(page.getByTestId('photo-card').first()).toBeVisible();
    await expectNoViolations(page, `${editorPath} (photos) at ${width} px`);
  }
});
