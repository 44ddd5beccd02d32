// Inquiries and the renter profile through the browser, on the demo data `npm start` seeds: a signed-in
// renter writes to a landlord and follows it in My Inquiries; a visitor writes logged out and is offered an
// account; the profile's move-in date fills in the next inquiry. Three inquiries in all: the limit is 5 per
// 10 minutes per address.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, lastEmail, logIn, uniqueEmail } from './support/helpers.ts';

interface Card {
  id: number;
  title: string;
  path: string;
}

/** Two active demo listings (their public paths). */
async function demoListings(request: APIRequestContext): Promise<[Card, Card, Card]> {
  const res = await request.get('/api/listings');
  expect(res.ok()).toBe(true);
  const { listings } = (await res.json()) as { listings: Card[] };
  expect(listings.length).toBeGreaterThanOrEqual(3);
  return [listings[0] as Card, listings[1] as Card, listings[2] as Card];
}

const inquiryForm = (page: Page) => page.getByTestId('inquiry-form');

/** YYYY-MM-DD, `days` from today. */
function isoIn(days: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a signed-in renter writes to a landlord and finds the inquiry in My Inquiries', async ({ page, request }) => {
  const [listing] = await demoListings(request);
  const message = `Is it still available? I could visit on Saturday. (${Date.now()})`;
  await logIn(page, DEMO.renter);
  await page.goto(listing.path);
  const form = inquiryForm(page);
  await expect(form.getByLabel('Email')).toHaveValue(DEMO.renter);
  await expect(form.getByLabel('Your name')).not.toHaveValue('');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();

  const sent = page.getByTestId('inquiry-sent');
  await expect(sent.getByRole('status')).toContainText('Your message has been sent to the landlord.');
  await expect(sent.getByTestId('inquiry-contacted')).toContainText('You contacted this landlord on');
  // The renter's copy is in their mailbox.
  expect(await lastEmail(DEMO.renter, 'inquiry-sent', message)).toContain('I could visit on Saturday.');

  await sent.getByRole('link', { name: 'See My Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/my-inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Inquiries' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/renter-profile-panel/);
  await expect(page.getByTestId('panel-title')).toHaveText('Renter area');
  const item = page.getByTestId('inquiry-item').first();
  await expect(item).toContainText('I could visit on Saturday.');
  await expect(item.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(page.getByTestId('inquiries-map')).toBeVisible();

  await item.getByRole('link', { name: `Read your message about ${listing.title}` }).click();
  await expect(page).toHaveURL(/\/admin\/my-inquiries\/\d+$/);
  const detail = page.getByTestId('inquiry-detail');
  await expect(detail.getByTestId('inquiry-message')).toHaveText(message);
  await expect(detail).toContainText(DEMO.renter);
  await detail.getByRole('link', { name: 'Back to My Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/my-inquiries$/);

  // Back on the listing, the page remembers the renter wrote.
  await page.goto(listing.path);
  await expect(inquiryForm(page).getByTestId('inquiry-contacted')).toContainText('You contacted this landlord on');
});

test('a visitor writes logged out and is offered an account with their details filled in', async ({
  page,
  request,
}) => {
  const [, listing] = await demoListings(request);
  const email = uniqueEmail('visitor');
  await page.goto(listing.path);
  const form = inquiryForm(page);
  await form.getByLabel('Your name').fill('Vera Visitor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(`Hello, is parking included? (${Date.now()})`);
  await form.getByRole('button', { name: 'Send message' }).click();

  const sent = page.getByTestId('inquiry-sent');
  await expect(sent.getByRole('status')).toContainText('Your message has been sent to the landlord.');
  await expect(sent).toContainText(`A copy is on its way to ${email}.`);
  const offer = sent.getByTestId('inquiry-account-offer');
  await expect(offer).toContainText('Create an account to follow your inquiries');
  expect(await lastEmail(email, 'inquiry-sent')).toContain('Create an account with this email address');

  await offer.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('First name')).toHaveValue('Vera');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Visitor');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
});

test("the renter profile saves and fills in the next inquiry's move-in date", async ({ page, request }) => {
  const [, , listing] = await demoListings(request);
  const moveIn = isoIn(45);
  await logIn(page, DEMO.renter);
  await page.goto('/admin/renter-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Renter Profile' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/renter-profile-panel/);
  const profile = page.getByTestId('renter-profile-form');
  const date = profile.getByLabel('Move-in date', { exact: true });
  await date.fill(moveIn);
  await date.press('Escape');
  await profile.getByLabel('Maximum budget').fill('2500');
  await profile.getByLabel('People in your household').fill('2');
  await profile.getByRole('checkbox', { name: 'Cats' }).check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByTestId('form-success')).toHaveText('Your profile has been saved.');

  // Saved on the server: a reload shows it.
  await page.reload();
  await expect(page.getByTestId('renter-profile-form').getByLabel('Maximum budget')).toHaveValue('$2,500');

  await page.goto(listing.path);
  const form = inquiryForm(page);
  await expect(form.getByLabel('Move-in date')).toHaveValue(moveIn);
  await form.getByLabel('Message').fill(`We are two and have a cat. (${Date.now()})`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('inquiry-sent').getByRole('status')).toBeVisible();

  await page.goto('/admin/my-inquiries');
  await expect(page.getByTestId('inquiry-item').first()).toContainText('We are two and have a cat.');
  await expect(page.getByTestId('inquiry-item').first()).toContainText('Move-in');

  // Usable on a phone: nothing wider than the screen, once the side menu has finished sliding away (the
  // resize starts its transition; caught mid-way it still sticks out).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('inquiry-item').first()).toBeVisible();
  await expect
    .poll(() => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth))
    .toBeLessThanOrEqual(0);
});
