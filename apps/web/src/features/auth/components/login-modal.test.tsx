import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';
import { useAuthStore } from '../store.ts';

async function openDialog(path = '/login') {
  const result = renderApp(path);
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog };
}

describe('login modal', () => {
  it('/login opens the modal over the home page with the Login and Sign up tabs', async () => {
    stubFetch();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toBeInTheDocument();
    // The home page behind the modal (hidden from assistive technology while the modal is open).
    expect(await screen.findByRole('search', { hidden: true })).toBeInTheDocument();
  });

  it('checks the sign-in form with the shared schema messages before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('The email field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The password field is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'login')).toBe(false);
  });

  it('shows the server 422 errors under their fields', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST login': {
        status: 422,
        body: {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
      },
    });
    const { dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'someone@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('These credentials do not match our records.'));
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs in, closes the modal and sends staff to their dashboard', async () => {
    const user = userEvent.setup();
    const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
    stubFetch({
      'POST login': { body: { tokenInfo: { access_token: 't.1', expires_at: '2099-01-01T00:00:00Z' }, user: support } },
      'GET permissions/get-user-permissions': { body: { permissions: { showUsers: true } } },
    });
    const { dialog, router } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'support@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Support' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the sign-up form with the shared schema messages, and links the policies', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Sign up' }));
    const form = await within(dialog).findByTestId('signup-form');
    expect(within(form).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(form).getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-use');
    expect(form).toHaveTextContent('By creating an account you accept the privacy policy and the terms of service.');

    await user.type(within(form).getByLabelText('First name'), 'Nora');
    await user.type(within(form).getByLabelText('Last name'), 'Nguyen');
    await user.type(within(form).getByLabelText('Email'), 'nora@example.test');
    await user.type(within(form).getByLabelText('Phone'), '12');
    await user.type(within(form).getByLabelText('Password'), 'nora-Password-7');
    await user.type(within(form).getByLabelText('Confirm password'), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await within(form).findByText('The password field confirmation does not match.')).toBeInTheDocument();
    expect(within(form).getByText('The phone field format is invalid.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'register')).toBe(false);
  });

  it('says both a password too short and a confirmation that does not match, each beside its field', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Sign up' }));
    const form = await within(dialog).findByTestId('signup-form');
    await user.type(within(form).getByLabelText('First name'), 'Nora');
    await user.type(within(form).getByLabelText('Last name'), 'Nguyen');
    await user.type(within(form).getByLabelText('Email'), 'nora@example.test');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await within(form).findByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('The password field must be at least 8 characters.'),
    );
    expect(within(form).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('The password field confirmation does not match.'),
    );
    expect(calls.some((c) => c.path === 'register')).toBe(false);
  });

  it('speaks French under /fr, validation messages included', async () => {
    const user = userEvent.setup();
    stubFetch();
    const { dialog } = await openDialog('/fr/login');
    expect(within(dialog).getByRole('tab', { name: 'Connexion' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByText('Le champ adresse courriel est obligatoire.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('the forgot-password view posts the email and shows the server message', async () => {
    const user = userEvent.setup();
    const message = 'If an account exists for that email, we have emailed a password reset link.';
    const { calls } = stubFetch({ 'POST password-reset': { body: { message } } });
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.type(await within(dialog).findByLabelText('Email'), 'renter@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'password-reset')?.body).toEqual({ email: 'renter@demo.test' });
  });

  it('sends someone already signed in from /login to their dashboard instead of the modal', async () => {
    const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
    signIn(support, { showUsers: true });
    stubFetch(sessionHandlers(support, { showUsers: true }));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Support' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a stored session waits for it on /login, then goes to the dashboard', async () => {
    const renter = makeUser();
    useAuthStore.setState({ token: 'stored-token' });
    stubFetch(sessionHandlers(renter, { viewMyInquiries: true }));
    const { router } = renderApp('/fr/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
  });
});
