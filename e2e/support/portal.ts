// Helpers for the landlord portal's end-to-end spec: the emailed verification code,
// the demo landlord's active listing (public, so a renter can write about it), and the phone-width check.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, lastEmail } from './helpers.ts';

/** The 6-digit code of the newest verification email sent to `email`. */
export async function verificationCode(email: string): Promise<string> {
  const mail = await lastEmail(email, 'verify-email');
  const code = /verify your email address:\s*(?:<[^>]*>\s*)*(\d{6})/i.exec(mail)?.[1];
  if (!code) throw new Error(`no code in the verification email to ${email}`);
  return code;
}

export interface PublicListing {
  id: number;
  title: string;
  /** The public page. */
  path: string;
}

/** One of the demo landlord's active listings, as renters find it. */
export async function demoLandlordListing(request: APIRequestContext): Promise<PublicListing> {
  const token = await apiLogin(request, DEMO.landlord, DEMO_PASSWORD);
  const res = await request.get('/api/landlord/listings?status=active&perPage=1', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const [mine] = ((await res.json()) as { data: { id: number }[] }).data;
  if (!mine) throw new Error('the demo landlord has no active listing');
  const detail = await request.get(`/api/listing/${mine.id}`);
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { listing: PublicListing }).listing;
}

/**
 * Nothing wider than the screen, once the side menu has finished sliding away (a resize starts its
 * transition; caught mid-way it still sticks out).
 */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth))
    .toBeLessThanOrEqual(0);
}

/** The photo ids of the editor's grid, in the order shown. */
export const photoOrder = (page: Page) =>
  page
    .getByTestId('photo-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-photo-id'))));
