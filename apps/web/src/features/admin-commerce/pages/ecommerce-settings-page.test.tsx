// /admin/ecommerce: the settings and every region's taxes as loaded, the shared schema's checks before sending,
// only what changed sent (rates back in thousandths of a percent), the server's 422 under its field, the question
// before leaving with unsaved changes, a refusal for those without the permission, and French.
import type { EcommerceSettingsResponse } from '@rentals/shared/resources/ecommerce-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALLOWED = { modifyCreditBundles: true, createCreditBundles: true };
const ONE = { activation: 1, featuredActivation: 1, daily: 1, featuredDaily: 1 };

const ANSWER: EcommerceSettingsResponse = {
  settings: {
    creditPrices: { activation: 2, featuredActivation: 5, daily: 1, featuredDaily: 3 },
    memberPrices: ONE,
    currencies: { CA: 'CAD', US: 'USD' },
    legalName: '',
    legalAddress: '',
    taxRegistrations: [],
    receiptPrefix: 'R-',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  taxRates: [
    { id: 1, country: 'CA', province: 'AB', name: 'GST', rate: 5000, position: 0 },
    { id: 2, country: 'CA', province: 'QC', name: 'GST', rate: 5000, position: 0 },
    { id: 3, country: 'CA', province: 'QC', name: 'QST', rate: 9975, position: 1 },
  ],
  regions: [
    { country: 'CA', code: 'AB', name: 'Alberta' },
    { country: 'CA', code: 'ON', name: 'Ontario' },
    { country: 'CA', code: 'QC', name: 'Quebec' },
    { country: 'US', code: 'NY', name: 'New York' },
  ],
};

function stub(extra = {}, { permissions = ALLOWED as Record<string, boolean>, locale = 'en' as 'en' | 'fr' } = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }], locale });
  signIn(me, permissions);
  return stubFetch({
    ...sessionHandlers(me, permissions),
    'GET admin/ecommerce': { body: ANSWER },
    ...extra,
  });
}

/** The inputs labelled so (an autocomplete's list carries its label too). */
const inputs = (label: string) =>
  screen.getAllByLabelText(label).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);

const patches = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.path === 'admin/ecommerce').map((c) => c.body);

describe('/admin/ecommerce', () => {
  it('shows the prices, currencies, seller and every region with its taxes and their total', async () => {
    stub();
    renderApp('/admin/ecommerce');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ecommerce Settings' })).toBeInTheDocument();
    expect(await screen.findByTestId('creditPrices-featuredActivation')).toHaveValue('5');
    expect(screen.getByTestId('memberPrices-daily')).toHaveValue('1');
    expect(screen.getByTestId('currency-US')).toHaveValue('USD');
    expect(screen.getByLabelText(/Receipt number prefix/)).toHaveValue('R-');
    const form = screen.getByTestId('ecommerce-form').parentElement as HTMLElement;
    expect(within(form).getByRole('link', { name: 'Credit bundles' })).toHaveAttribute('href', '/admin/credit-bundles');
    expect(within(form).getByRole('link', { name: 'Promo codes' })).toHaveAttribute('href', '/admin/promo-codes');

    const quebec = screen.getByTestId('tax-region-CA-QC');
    expect(
      within(quebec)
        .getAllByLabelText('Rate in percent, Quebec')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['5', '9.975']);
    expect(within(quebec).getByText('14.975%')).toBeInTheDocument();
    expect(within(screen.getByTestId('tax-region-CA-ON')).getByText('No tax')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'United States' })).toBeInTheDocument();
  });

  it('checks values with the shared schema before sending', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/admin/ecommerce');
    const prefix = await screen.findByLabelText(/Receipt number prefix/);
    await user.clear(prefix);
    await user.type(prefix, 'R 1');
    const [, qst] = inputs('Rate in percent, Quebec');
    await user.clear(qst as HTMLElement);
    await user.type(qst as HTMLElement, '9.9755');
    const [gst] = inputs('Tax name, Quebec');
    await user.clear(gst as HTMLElement);
    await user.type(gst as HTMLElement, 'qst');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The receipt prefix field format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('The rate field format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('The name field has a duplicate value.')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toHaveTextContent('Some settings need your attention');
    expect(patches(calls)).toHaveLength(0);
  }, 15_000);

  it('sends only what changed, rates in thousandths of a percent, and confirms', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'PATCH admin/ecommerce': ({ body }: { body: unknown }) => {
        const sent = body as { legalName?: string; taxRates?: EcommerceSettingsResponse['taxRates'] };
        return {
          body: {
            message: 'Saved.',
            ...ANSWER,
            settings: { ...ANSWER.settings, legalName: sent.legalName ?? '', updatedAt: '2026-11-02T10:00:00.000Z' },
            taxRates: (sent.taxRates ?? []).map((line, id) => ({ ...line, id, position: 0 })),
          },
        };
      },
    });
    renderApp('/admin/ecommerce');
    await user.type(await screen.findByLabelText('Legal name'), 'Rentals Inc.');
    const [, qst] = inputs('Rate in percent, Quebec');
    await user.clear(qst as HTMLElement);
    await user.type(qst as HTMLElement, '10');
    await user.click(screen.getByRole('tab', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Add a tax to New York' }));
    await user.type(inputs('Tax name, New York')[0] as HTMLElement, 'Sales tax');
    await user.type(inputs('Rate in percent, New York')[0] as HTMLElement, '4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Ecommerce settings saved.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      {
        legalName: 'Rentals Inc.',
        taxRates: [
          { country: 'CA', province: 'AB', name: 'GST', rate: 5000 },
          { country: 'CA', province: 'QC', name: 'GST', rate: 5000 },
          { country: 'CA', province: 'QC', name: 'QST', rate: 10_000 },
          { country: 'US', province: 'NY', name: 'Sales tax', rate: 4000 },
        ],
      },
    ]);

    // Saved: nothing left to send.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(1);
  }, 15_000);

  it("shows the server's 422 under the field it names", async () => {
    const user = userEvent.setup();
    const message = 'The selected province is invalid.';
    stub({
      'PATCH admin/ecommerce': {
        status: 422,
        body: { message, errors: { 'taxRates.0.province': [message], legalName: ['The legal name is wrong.'] } },
      },
    });
    renderApp('/admin/ecommerce');
    const name = await screen.findByLabelText('Legal name');
    await user.type(name, 'X');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The legal name is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Legal name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('form-error')).toHaveTextContent('Some settings need your attention');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    stub();
    const { router } = renderApp('/admin/ecommerce');
    await user.type(await screen.findByLabelText('Legal name'), 'Rentals');
    await router.navigate('/admin/dashboard');

    const prompt = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/ecommerce');
    expect(screen.getByLabelText('Legal name')).toHaveValue('Rentals');
  });

  it('says so when the server refuses (no modifyCreditBundles)', async () => {
    stub(
      { 'GET admin/ecommerce': { status: 403, body: { message: 'This action is unauthorized.' } } },
      { permissions: {} },
    );
    renderApp('/admin/ecommerce');
    expect(await screen.findByTestId('ecommerce-forbidden')).toHaveTextContent(
      'You do not have permission to change the ecommerce settings.',
    );
  });

  it('speaks French', async () => {
    stub({}, { locale: 'fr' });
    renderApp('/admin/ecommerce');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres de commerce' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Raison sociale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'États-Unis' })).toBeInTheDocument();
  });
});
