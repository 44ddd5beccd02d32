import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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
  await expect(dialog).toBeHidden();
  // From /login every account is taken somewhere (renters home, the others to their dashboard: a lazily loaded
  // layout with its own header), after the favourites merge. Until the URL changes, the header on screen is
  // the one about to be replaced: a click on it can land on a menu that is then torn down.
  await expect(page).not.toHaveURL(/\/login\/?$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toBeEnabled();
}

/**
 * Opens the header's account menu and picks an item. Right after signing in, the header can still be replaced
 * (the landing page's lazily loaded layout, the favourites merge refreshing the account) and close an open menu,
 * so the two clicks are retried together.
 */
export async function chooseAccountMenuItem(page: Page, name: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'My Account', exact: true }).click();
    await page.getByRole('menuitem', { name }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
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

/**
 * The newest email of a kind sent to `to`, as the server wrote it (DATA_DIR/mail/*.eml), decoded. With
 * `containing`, waits for one that holds that text: another spec may have mailed the same demo account before.
 */
export async function lastEmail(to: string, template: string, containing = ''): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${template}.eml`));
        for (const file of files.sort().reverse()) {
          const raw = await readFile(path.join(dir, file), 'utf8');
          const decoded = decodeQuotedPrintable(raw);
          if (raw.includes(`To: ${to}`) && decoded.includes(containing)) {
            found = decoded;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an ${template} email to ${to}` },
    )
    .toBe(true);
  return found;
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Registers a renter through the API (with the XSRF double submit). */
export async function registerRenter(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/register', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { firstName: 'Pat', lastName: 'Tester', email, password, password_confirmation: password },
  });
  expect(res.status()).toBe(201);
}
