// The credit bundles and promo codes screens: the lists (prices, windows, used of the limit), the forms (the
// price and an amount typed in dollars and sent in cents, a code sent upper case, only what changed on edit, the
// server's 422 under its field) and a delete confirmed first.
import type { CreditBundle } from '@rentals/shared/resources/credit-bundles';
import type { PromoCode } from '@rentals/shared/resources/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { modifyCreditBundles: true, createCreditBundles: true };
const META = { currentPage: 1, perPage: 20, total: 2, lastPage: 1 };

const bundle = (id: number, overrides: Partial<CreditBundle> = {}): CreditBundle => ({
  id,
  name: `Bundle ${id}`,
  nameFr: `Forfait ${id}`,
  credits: 10,
  price: 2500,
  bonusCredits: 0,
  membershipMonths: 0,
  activeFrom: null,
  activeTo: null,
  position: id,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const promo = (id: number, overrides: Partial<PromoCode> = {}): PromoCode => ({
  id,
  code: `CODE${id}`,
  kind: 'percent',
  value: 10,
  validFrom: null,
  validTo: null,
  maxRedemptions: null,
  maxPerCompany: null,
  used: 0,
  bundleIds: [],
  bundles: [],
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const BUNDLES = [bundle(1, { name: 'Starter' }), bundle(2, { name: 'Pro', price: 35_000, bonusCredits: 30 })];

function stub(extra = {}, permissions: Record<string, boolean> = ALL) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, permissions);
  return stubFetch({
    ...sessionHandlers(me, permissions),
    'GET admin/credit-bundles': { body: { data: BUNDLES, meta: META } },
    'GET admin/credit-bundles/2': { body: BUNDLES[1] },
    'GET admin/promo-codes': {
      body: {
        data: [
          promo(1, { code: 'WELCOME10', maxPerCompany: 1 }),
          promo(2, {
            code: 'PRO5',
            kind: 'amount',
            value: 500,
            used: 3,
            maxRedemptions: 10,
            bundleIds: [2],
            bundles: [{ id: 2, name: 'Pro' }],
          }),
        ],
        meta: META,
      },
    },
    ...extra,
  });
}

const sent = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.body);

describe('/admin/credit-bundles', () => {
  it('lists the bundles with their price and status, and offers Create', async () => {
    stub();
    renderApp('/admin/credit-bundles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit bundles' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('credit-bundles-list-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('$350');
    expect(rows[1]).toHaveTextContent('10 +30 bonus');
    expect(within(rows[0] as HTMLElement).getByText('On sale')).toBeInTheDocument();
    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/credit-bundles/create');
  });

  it('sends the price in cents on create, after the shared checks', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/credit-bundles': { status: 201, body: bundle(3) } });
    const { router } = renderApp('/admin/credit-bundles/create');
    await user.type(await screen.findByTestId('field-name'), 'Starter');
    await user.type(screen.getByTestId('field-price'), '25.5.0');
    await user.click(screen.getByTestId('credit-bundle-form-submit'));
    expect(await screen.findByText('The French name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The price field format is invalid.')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('field-nameFr'), 'Débutant');
    await user.type(screen.getByTestId('field-credits'), '10');
    await user.clear(screen.getByTestId('field-price'));
    await user.type(screen.getByTestId('field-price'), '25.50');
    await user.click(screen.getByTestId('credit-bundle-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/credit-bundles'));
    expect(sent(calls, 'POST')).toEqual([
      {
        name: 'Starter',
        nameFr: 'Débutant',
        credits: 10,
        price: 2550,
        bonusCredits: 0,
        membershipMonths: 0,
        activeFrom: null,
        activeTo: null,
        position: 0,
      },
    ]);
  }, 15_000);

  it('sends only what changed on edit', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'PATCH admin/credit-bundles/2': { body: { ...BUNDLES[1], price: 30_000 } },
      'DELETE admin/credit-bundles/2': { body: { message: 'Deleted.' } },
    });
    const { router } = renderApp('/admin/credit-bundles/2/edit');
    const price = await screen.findByTestId('field-price');
    expect(price).toHaveValue('350.00');
    await user.clear(price);
    await user.type(price, '300');
    await user.click(screen.getByTestId('credit-bundle-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/credit-bundles'));
    expect(sent(calls, 'PATCH')).toEqual([{ price: 30_000 }]);
  }, 15_000);

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'DELETE admin/credit-bundles/2': { body: { message: 'Deleted.' } } });
    const { router } = renderApp('/admin/credit-bundles/2/edit');
    await screen.findByTestId('field-price');
    await user.click(await screen.findByTestId('delete-button'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/credit-bundles'));
  }, 15_000);
});

describe('/admin/promo-codes', () => {
  it('lists what each code gives, used of its limit and its bundles', async () => {
    stub();
    renderApp('/admin/promo-codes');
    const rows = await screen.findAllByTestId('promo-codes-list-row');
    expect(rows[0]).toHaveTextContent('10% off');
    expect(rows[0]).toHaveTextContent('0 of no limit · 1 per company');
    expect(rows[0]).toHaveTextContent('All bundles');
    expect(rows[1]).toHaveTextContent('$5 off');
    expect(within(rows[1] as HTMLElement).getByTestId('promo-used')).toHaveTextContent('3 of 10');
    expect(rows[1]).toHaveTextContent('Pro');
  });

  it('sends the code upper case and an amount in cents, and shows a duplicate under the code', async () => {
    const user = userEvent.setup();
    const message = 'The code has already been taken.';
    const { calls } = stub({
      'POST admin/promo-codes': { status: 422, body: { message, errors: { code: [message] } } },
    });
    renderApp('/admin/promo-codes/create');
    await user.type(await screen.findByTestId('field-code'), 'spring-5');
    expect(screen.getByTestId('field-code')).toHaveValue('SPRING-5');
    await user.click(screen.getByTestId('field-kind'));
    await user.click(await screen.findByRole('option', { name: 'Amount off' }));
    await user.type(screen.getByLabelText(/Amount off \(dollars\)/), '5');
    await user.type(screen.getByTestId('field-maxPerCompany'), '1');
    await user.click(screen.getByTestId('promo-code-form-submit'));

    const code = screen.getByTestId('field-code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(message)));
    expect(sent(calls, 'POST')).toEqual([
      {
        code: 'SPRING-5',
        kind: 'amount',
        value: 500,
        validFrom: null,
        validTo: null,
        maxRedemptions: null,
        maxPerCompany: 1,
        bundleIds: [],
      },
    ]);
  }, 15_000);
});
