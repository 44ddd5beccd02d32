// /portal/tax-receipts: the company's receipts and credit notes with their totals and PDF downloads (with the
// session's headers), the invitation to buy credits before the first purchase, the loading state, French, and
// a phone-sized screen.
import type { TaxReceipt } from '@rentals/shared/resources/tax-receipts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, setViewport, signIn, stubFetch } from '../../../test/utils.tsx';

const RECEIPT: TaxReceipt = {
  id: 5,
  kind: 'receipt',
  number: 'R-42',
  sequence: 42,
  issuedAt: '2026-11-20T15:00:00.000Z',
  orderId: 9,
  bundleName: 'Pro bundle',
  total: 20_696,
  currency: 'CAD',
};
const NOTE: TaxReceipt = { ...RECEIPT, id: 6, kind: 'credit-note', number: 'CN-7', sequence: 7, total: 1150 };

const page = (data: TaxReceipt[]) => ({
  body: { data, meta: { currentPage: 1, perPage: 20, total: data.length, lastPage: 1 } },
});

function stub(receipts: TaxReceipt[], locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ id: 3, firstName: 'Lana', lastName: 'Lord', roles: [{ name: 'Landlord' }], locale });
  signIn(me);
  return stubFetch({
    ...sessionHandlers(me),
    'GET landlord/tax-receipts': page(receipts),
    'GET landlord/tax-receipts/5/pdf': { body: {} },
    'GET landlord/leads/unread-count': { body: { count: 0 } },
  });
}

afterEach(() => setViewport(1280, 800));

describe('/portal/tax-receipts', () => {
  it('lists receipts and credit notes with their totals, and downloads a PDF with the session', async () => {
    const { calls } = stub([NOTE, RECEIPT]);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderApp('/portal/tax-receipts');
    const rows = await screen.findAllByTestId('receipts-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('CN-7');
    expect(rows[0]).toHaveTextContent('Credit note');
    expect(rows[0]).toHaveTextContent('-$11.50');
    expect(rows[1]).toHaveTextContent('R-42');
    expect(rows[1]).toHaveTextContent('Receipt');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(rows[1]).toHaveTextContent('$206.96');
    expect(screen.getByRole('heading', { name: 'Tax receipts' })).toBeInTheDocument();

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Download PDF R-42' }));
    await waitFor(() => {
      const pdf = calls.find((c) => c.path === 'landlord/tax-receipts/5/pdf');
      expect(pdf?.headers.get('authorization')).toMatch(/^Bearer /);
    });
  });

  it('invites a landlord with no receipt yet to buy credits', async () => {
    stub([]);
    renderApp('/portal/tax-receipts');
    const empty = await screen.findByTestId('receipts-empty');
    expect(empty).toHaveTextContent('No receipts yet: they appear here when you buy credits.');
    expect(within(empty).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/portal/billing');
    expect(screen.queryByTestId('receipts-row')).not.toBeInTheDocument();
  });

  it('says it is loading while the receipts are on their way', async () => {
    const { fetchMock } = stub([RECEIPT]);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/tax-receipts') ? new Promise<Response>(() => {}) : (answer?.(input, init) as never),
    );
    renderApp('/portal/tax-receipts');
    expect(await screen.findByTestId('receipts-loading')).toHaveTextContent('Loading your receipts…');
  });

  it('speaks French and fits a phone', async () => {
    setViewport(375, 800);
    stub([RECEIPT, NOTE], 'fr');
    renderApp('/portal/tax-receipts');
    const rows = await screen.findAllByTestId('receipts-row');
    expect(rows[0]).toHaveTextContent('Reçu');
    expect(rows[0]?.textContent?.replace(/\s/g, ' ')).toContain('206,96 $');
    expect(rows[1]).toHaveTextContent('Note de crédit');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Télécharger le PDF R-42' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reçus fiscaux' })).toBeInTheDocument();
  });
});
