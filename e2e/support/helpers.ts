import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-Password-1';

export const DEMO = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  support: 'support@demo.test',
  landlord: 'landlord@demo.test',
  renter: 'renter@demo.test',
} as const;

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.test`;

/** Opens the login modal from the header and signs in. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
}

/** Signs in through the API (XSRF double submit included) and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/csrf-cookie');
  const state = await request.storageState();
  const xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/login', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).tokenInfo.access_token as string;
}
