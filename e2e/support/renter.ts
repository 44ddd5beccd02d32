// Helpers for the renter-area end-to-end specs.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A search box suggestion (GET listings-autocomplete). */
export interface Suggestion {
  type: string;
  /** The place's id (a city's: the cityId of GET listings). */
  id: number;
  /** "Toronto" */
  label: string;
  /** "Ontario" */
  sublabel: string;
  /** Its search page. */
  path: string;
  listingCount: number | null;
}

/**
 * A demo city with more than `min` listings (a second page of results, neighbours to recommend, matches for a
 * 2-bed alert): its suggestion, whose path is its search page.
 */
export async function busyCity(request: APIRequestContext, min = 45): Promise<Suggestion> {
  for (const q of ['New York', 'Los Angeles', 'Toronto', 'Chicago', 'Houston', 'Montreal']) {
    const res = await request.get(`/api/listings-autocomplete?q=${encodeURIComponent(q)}`);
    expect(res.ok()).toBe(true);
    const { suggestions } = (await res.json()) as { suggestions: Suggestion[] };
    const city = suggestions.find((s) => s.type === 'city' && (s.listingCount ?? 0) > min);
    if (city) return city;
  }
  throw new Error(`no demo city has more than ${min} listings`);
}

/** Signs up through the header's Login / Sign up modal (Sign up tab). */
export async function signUpInModal(
  page: Page,
  email: string,
  password: string,
  name = { first: 'Fay', last: 'Vorite' },
) {
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('First name').fill(name.first);
  await dialog.getByLabel('Last name').fill(name.last);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toBeEnabled();
}
