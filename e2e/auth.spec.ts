// Accounts through the browser: sign up, log in as each role, guards, logout, revoked tokens, French.
import { expect, test } from '@playwright/test';
import { apiLogin, chooseAccountMenuItem, DEMO, logIn, uniqueEmail } from './support/helpers.ts';

test('a visitor signs up as a renter and is signed in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await expect(dialog.getByText(/privacy policy/i)).toBeVisible();

  // Nothing filled in: the fields say what is missing, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The email field is required.')).toBeVisible();

  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Nguyen');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('514-555-0199');
  await dialog.getByLabel('Password', { exact: true }).fill('nora-Password-7');
  await dialog.getByLabel('Confirm password').fill('nora-Password-7');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await chooseAccountMenuItem(page, 'Dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Nora Nguyen/ })).toBeVisible();
});

const landings = [
  { email: DEMO.owner, path: '/admin/dashboard', name: 'Olivia Owner' },
  { email: DEMO.admin, path: '/admin/dashboard', name: 'Adam Admin' },
  { email: DEMO.support, path: '/support/dashboard', name: 'Sam Support' },
  { email: DEMO.landlord, path: '/portal/dashboard', name: 'Leah Landlord' },
  { email: DEMO.renter, path: '/admin/dashboard', name: 'Ravi Renter' },
];
for (const { email, path, name } of landings) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    await logIn(page, email);
    await chooseAccountMenuItem(page, 'Dashboard');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  });
}

test('landlords get no My Account link', async ({ page }) => {
  await logIn(page, DEMO.landlord);
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveCount(0);
});

test('a renter opening an admin route is sent to the dashboard with the permission message', async ({ page }) => {
  await logIn(page, DEMO.renter);
  await page.goto('/admin/posts');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('You do not have permission to view this section.')).toBeVisible();
});

test('a visitor opening a protected route is sent home and told they are logged out', async ({ page }) => {
  await page.goto('/admin/my-account');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
});

test('logout asks for confirmation, then flashes', async ({ page }) => {
  await logIn(page, DEMO.support);
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await expect(page.getByText('You will have to log in again to access your dashboard.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
});

test('a token revoked on the server logs the browser out on its next call', async ({ page, playwright, baseURL }) => {
  // A fresh renter, signed in in the browser.
  const email = uniqueEmail('revoked');
  const password = 'first-Password-1';
  const api = await playwright.request.newContext({ baseURL });
  await api.get('/api/csrf-cookie');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await api.post('/api/register', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { firstName: 'Rita', lastName: 'Revoked', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  await logIn(page, email, password);

  // The password is changed elsewhere: every other session, the browser's included, is revoked.
  const token = await apiLogin(api, email, password);
  const changed = await api.post('/api/user/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { current_password: password, password: 'second-Password-2', password_confirmation: 'second-Password-2' },
  });
  expect(changed.status()).toBe(200);
  await api.dispose();

  // The browser's next call to the API answers 401: it logs out.
  await page.goto('/admin/my-account');
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
});

test('/fr shows the site in French', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('button', { name: 'Connexion / Inscription' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
