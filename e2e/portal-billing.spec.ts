// Buying credits in Chromium, as the demo landlord would (test mode, the sandbox provider): billing
// information, the Standard bundle with the WELCOME10 promo code paid with 4242…, the credits in the wallet,
// the receipt downloaded as a PDF, the credit usage page; then a declined card says why and grants nothing;
// the billing and checkout screens at 375 px and through axe.
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, DEMO, DEMO_PASSWORD, logIn } from './support/helpers.ts';
import { expectNoHorizontalOverflow } from './support/portal.ts';

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
}

test('the demo landlord buys credits with a promo code, downloads the receipt, and a declined card says why', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiLogin(request, DEMO.landlord, DEMO_PASSWORD);
  const walletCredits = async () =>
    (
      (await (await request.get('/api/landlord/wallet', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        credits: number;
      }
    ).credits;
  const before = await walletCredits();

  await logIn(page, DEMO.landlord);
  await page.goto('/portal/billing');
  await expect(page.getByTestId('test-mode')).toContainText('Test mode');
  await expect(page.getByTestId('billing-credits')).toHaveText(`${before} credits`);

  // Billing information: taxes follow the province.
  await page.getByTestId('billing-name').fill('Demo Rentals Inc.');
  await page.getByTestId('billing-line1').fill('100 King St W');
  await page.getByTestId('billing-city').fill('Toronto');
  await page.getByTestId('billing-province').click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByTestId('billing-postalCode').fill('m5x 1a9');
  await page.getByTestId('billing-save').click();
  await expect(page.getByText('Billing information saved.')).toBeVisible();
  await expect(page.getByTestId('billing-postalCode')).toHaveValue('M5X 1A9');

  // The Standard bundle: $100 + 13% HST, then 10% off with WELCOME10.
  await page.getByRole('link', { name: 'Buy Standard' }).click();
  await expect(page).toHaveURL(/\/portal\/billing\/checkout\?bundle=\d+/);
  await expect(page.getByTestId('summary-total')).toHaveText('$113.00');
  await page.getByTestId('promo-code').fill('welcome10');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('summary-discount')).toContainText('$10.00');
  await expect(page.getByTestId('summary-tax-HST')).toContainText('$11.70');
  await expect(page.getByTestId('summary-total')).toHaveText('$101.70');
  await fillCard(page, '4242 4242 4242 4242');
  // Keeping the card is opt-in.
  const saveCard = page.getByRole('checkbox', { name: 'Save this card for my next purchases' });
  await expect(saveCard).not.toBeChecked();
  await saveCard.check();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('checkout-paid')).toContainText('55 credits were added to your wallet');
  expect(await walletCredits()).toBe(before + 55);

  // The receipt, as a PDF.
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page).toHaveURL(/\/portal\/tax-receipts/);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /download/i })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Where the credits go.
  await page.goto('/portal/billing/usage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A declined card: nothing is granted, and the landlord reads why.
  await page.goto('/portal/billing');
  await page.getByRole('link', { name: 'Buy Starter' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText('$28.25');
  // The saved card pays only once the amount and the card are confirmed; cancelling charges nothing.
  await page.getByTestId('pay').click();
  const confirm = page.getByRole('dialog', { name: 'Pay with your saved card?' });
  await expect(confirm).toContainText('$28.25 will be charged to VISA ending in 4242.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await walletCredits()).toBe(before + 55);
  await page.getByTestId('use-new-card').click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('checkout-failed')).toContainText('Your card was declined.');
  expect(await walletCredits()).toBe(before + 55);

  // A number that is not a test card is refused on its field.
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('use-new-card').click();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByTestId('pay').click();
  await expect(page.getByText(/not one of the test cards/)).toBeVisible();

  // The saved card replaced without a purchase.
  await page.goto('/portal/billing');
  await expect(page.getByTestId('saved-card')).toContainText('VISA ending in 4242');
  await page.getByTestId('add-card').click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByTestId('card-number').fill('5555 5555 5555 4444');
  await dialog.getByTestId('card-expiry').fill('11/33');
  await dialog.getByTestId('card-cvc').fill('321');
  await dialog.getByTestId('save-card').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('saved-card')).toContainText('MASTERCARD ending in 4444');
  expect(await walletCredits()).toBe(before + 55);
});

test('the billing and checkout screens work at 375 px and pass axe', async ({ page }) => {
  test.slow();
  await logIn(page, DEMO.landlord);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/billing');
    await expect(page.getByTestId('billing-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy Starter' })).toBeVisible();
    await expectNoViolations(page, `/portal/billing at ${width} px`);
    if (width === 375) await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Buy Starter' }).click();
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await expectNoViolations(page, `/portal/billing/checkout at ${width} px`);
    if (width === 375) await expectNoHorizontalOverflow(page);
  }
});
