import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

describe('editing the profile', () => {
  it('asks for the current password only when the email changes, and sends it then', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signIn(me, { viewMyInquiries: true });
    const { calls } = stubFetch({
      ...sessionHandlers(me, { viewMyInquiries: true }),
      'PATCH user': ({ body }) =>
        (body as { current_password?: string }).current_password === 'right-Password-1'
          ? { body: { ...me, ...(body as object) } }
          : {
              status: 422,
              body: {
                message: 'The password is incorrect.',
                errors: { current_password: ['The password is incorrect.'] },
              },
            },
    });
    renderApp('/admin/my-account/edit');
    const form = await screen.findByTestId('profile-form');
    expect(within(form).queryByLabelText('Current password')).toBeNull();

    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new.address@example.test');
    const current = await within(form).findByLabelText('Current password');
    expect(within(form).getByText('Changing your email address needs your current password.')).toBeInTheDocument();

    await user.type(current, 'wrong-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'right-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'user' && c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({
      email: 'new.address@example.test',
      current_password: 'right-Password-1',
    });
  });

  it('does not send a password when only the name changes', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signIn(me, { viewMyInquiries: true });
    const { calls } = stubFetch({
      ...sessionHandlers(me, { viewMyInquiries: true }),
      'PATCH user': ({ body }) => ({ body: { ...me, ...(body as object) } }),
    });
    renderApp('/admin/my-account/edit');
    const form = await screen.findByTestId('profile-form');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Rav');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const sent = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent.firstName).toBe('Rav');
    expect(sent).not.toHaveProperty('current_password');
  });
});
