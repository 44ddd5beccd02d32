import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, stubFetch } from '../../../test/utils.tsx';
import { useAuthStore } from '../store.ts';

const TOKEN_INFO = { access_token: '99.landlord', expires_at: '2099-01-01T00:00:00Z' };

describe('landlord registration and verification', () => {
  it('registers a landlord, stores the token, verifies the code and opens the portal', async () => {
    const user = userEvent.setup();
    const unverified = makeUser({
      firstName: 'Lou',
      lastName: 'Lessor',
      email: 'lou@example.test',
      roles: [{ name: 'Landlord' }],
      emailVerified: false,
    });
    const { calls } = stubFetch({
      'POST landlord/register': { status: 201, body: { tokenInfo: TOKEN_INFO, user: unverified } },
      'GET permissions/get-user-permissions': { body: { permissions: {} } },
      'POST landlord/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { message: 'Your email address has been verified.', user: { ...unverified, emailVerified: true } } }
          : { status: 422, body: { message: 'x', errors: { code: ['The code is invalid or has expired.'] } } },
      'POST landlord/resend-verify': {
        body: { message: 'A new verification code has been sent to your email address.' },
      },
    });
    const { router } = renderApp('/landlord/register');
    const form = await screen.findByTestId('landlord-register-form');
    await user.click(within(form).getByRole('button', { name: 'Create landlord account' }));
    expect(await within(form).findByText('The company name field is required.')).toBeInTheDocument();
    // Empty fields that also have a format or a minimum length say they are required.
    expect(within(form).getByText('The phone field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The password field is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('First name'), 'Lou');
    await user.type(within(form).getByLabelText('Last name'), 'Lessor');
    await user.type(within(form).getByLabelText('Company name'), 'Lessor Homes');
    await user.type(within(form).getByLabelText('Email'), 'lou@example.test');
    await user.type(within(form).getByLabelText('Phone'), '416-555-0100');
    await user.type(within(form).getByLabelText('Password'), 'lou-Password-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'lou-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Create landlord account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/landlord/verify'));
    expect(useAuthStore.getState().token).toBe('99.landlord');
    expect(calls.find((c) => c.path === 'landlord/register')?.body).toMatchObject({
      companyName: 'Lessor Homes',
      type: 'landlord',
    });

    const verify = await screen.findByTestId('landlord-verify-form');
    expect(within(verify).getByText(/lou@example\.test/)).toBeInTheDocument();
    await user.click(within(verify).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new verification code has been sent to your email address.')).toBeInTheDocument();

    await user.type(within(verify).getByLabelText('Verification code'), '12345');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByText('The code field format is invalid.')).toBeInTheDocument();

    await user.type(within(verify).getByLabelText('Verification code'), '6');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.emailVerified).toBe(true);
  });
});

describe('password reset', () => {
  it('sets a new password with the token from the link, flashes and opens the login modal', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST password-reset/abc123': { body: { message: 'Your password has been reset.' } },
    });
    const { router } = renderApp('/password-reset/abc123');
    const form = await screen.findByTestId('password-reset-form');
    await user.type(within(form).getByLabelText('New password'), 'new-Password-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'new-Password-2');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await within(form).findByText('The password field confirmation does not match.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'new-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'password-reset/abc123')?.body).toEqual({
      password: 'new-Password-1',
      password_confirmation: 'new-Password-1',
    });
  });
});

describe('French pages stay French', () => {
  it('a password reset under /fr opens the French login', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST password-reset/abc123': { body: { message: 'Votre mot de passe a été réinitialisé.' } } });
    const { router } = renderApp('/fr/password-reset/abc123');
    const form = await screen.findByTestId('password-reset-form');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'new-Password-1');
    await user.type(within(form).getByLabelText('Confirmer le mot de passe'), 'new-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
  });

  it('an unverified landlord signing in under /fr goes to /fr/landlord/verify', async () => {
    const user = userEvent.setup();
    const landlord = makeUser({ roles: [{ name: 'Landlord' }], emailVerified: false });
    stubFetch({
      'POST login': { body: { tokenInfo: TOKEN_INFO, user: landlord } },
      'GET permissions/get-user-permissions': { body: { permissions: {} } },
    });
    const { router } = renderApp('/fr/login');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Courriel'), 'lou@example.test');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'lou-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/landlord/verify'));
  });

  it('a landlord registering under /fr goes on to /fr/landlord/verify', async () => {
    const user = userEvent.setup();
    const landlord = makeUser({ roles: [{ name: 'Landlord' }], emailVerified: false });
    stubFetch({
      'POST landlord/register': { status: 201, body: { tokenInfo: TOKEN_INFO, user: landlord } },
      'GET permissions/get-user-permissions': { body: { permissions: {} } },
    });
    const { router } = renderApp('/fr/landlord/register');
    const form = await screen.findByTestId('landlord-register-form');
    const inputs = within(form).getAllByRole('textbox');
    const values = ['Lou', 'Lessor', 'Lessor Homes', 'lou@example.test', '416-555-0100'];
    for (const [index, value] of values.entries()) {
      const input = inputs[index];
      if (input) await user.type(input, value);
    }
    for (const field of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
      await user.type(field, 'lou-Password-1');
    }
    await user.click(within(form).getByRole('button', { name: 'Créer le compte propriétaire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/landlord/verify'));
  });
});

describe('my account', () => {
  it('edits the profile, language included, and shows server field errors', async () => {
    const user = userEvent.setup();
    const renter = makeUser();
    useAuthStore.setState({ token: 'stored' });
    let attempts = 0;
    const { calls } = stubFetch({
      ...sessionHandlers(renter, {}),
      'PATCH user': ({ body }) => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 422,
            body: { message: 'x', errors: { email: ['The email has already been taken.'] } },
          };
        }
        return { body: { ...renter, ...(body as object) } };
      },
    });
    const { router } = renderApp('/admin/my-account/edit');
    const form = await screen.findByTestId('profile-form');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Rae');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The email has already been taken.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/my-account'));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.firstName).toBe('Rae');
    expect(calls.filter((c) => c.path === 'user' && c.method === 'PATCH')[1]?.body).toEqual({
      firstName: 'Rae',
      lastName: 'Renter',
      email: 'renter@demo.test',
      phone: '',
      locale: 'en',
    });
  });
});
