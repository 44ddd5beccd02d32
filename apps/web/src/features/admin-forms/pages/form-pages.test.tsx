// The form builder: fields added in order, a select with its choices, the rules a type does not use left out,
// and the body sent on save; the server's 422 under the recipients.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { viewForms: true };

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET admin/forms': { body: { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } } },
    ...extra,
  });
}

describe('/admin/forms/create', () => {
  it('builds a form with a select and its choices, and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/forms': { status: 201, body: { id: 4 } } });
    const { router } = renderApp('/admin/forms/create');
    const form = await screen.findByTestId('form-form');
    await user.type(within(form).getByTestId('field-name'), 'Viewing request');
    await user.type(within(form).getByTestId('field-recipients'), 'team@example.com{Enter}');

    await user.click(within(form).getByTestId('add-field'));
    const row = within(form).getAllByTestId('form-field')[0] as HTMLElement;
    await user.type(within(row).getByLabelText(/^Key/), 'when');
    await user.click(within(row).getAllByLabelText('Type')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Select' }));
    await user.type(within(row).getByLabelText(/^Label\s*\*?$/), 'When');
    await user.type(within(row).getByLabelText(/Label \(French\)/), 'Quand');
    await user.click(within(row).getByRole('button', { name: 'Add a choice' }));
    const option = within(row).getAllByTestId('form-field-option')[0] as HTMLElement;
    await user.type(within(option).getByLabelText(/^Value/), 'weekday');
    await user.type(within(option).getByLabelText(/^Label\s*\*?$/), 'A weekday');
    await user.type(within(option).getByLabelText(/Label \(French\)/), 'En semaine');

    await user.click(within(form).getByTestId('form-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/forms'));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Viewing request', recipients: ['team@example.com'] });
    expect(sent.fields).toEqual([
      expect.objectContaining({
        key: 'when',
        type: 'select',
        label: 'When',
        labelFr: 'Quand',
        options: [{ value: 'weekday', label: 'A weekday', labelFr: 'En semaine' }],
        minLength: null,
        maxLength: null,
        pattern: null,
      }),
    ]);
  }, 20_000);
});
