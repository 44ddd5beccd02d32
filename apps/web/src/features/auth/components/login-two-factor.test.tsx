// vitest: isolate (checks the XSRF cookie the stub sets; in a window other files used, happy-dom sometimes kept it unset)
// The login's second step (two-factor sign-in on): the code from the app or a recovery code, a dead challenge
// back to the password, and administrators the site requires two-factor of sent to set it up.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, stubFetch } from '../../../test/utils.tsx';
import { useAuthStore } from '../store.ts';

const CHALLENGE = { twoFactor: { challenge: 'challenge-1', expiresAt: '2099-01-01T00:05:00.000Z' } };
const TOKEN_INFO = { access_token: 't.2fa', expires_at: '2099-01-01T00:00:00Z' };
const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });

async function passwordStep(path = '/login') {
  const user = userEvent.setup();
  const result = renderApp(path);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'support@demo.test');
  await user.type(within(dialog).getByLabelText('Password'), 'demo-Password-1');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return { ...result, user, dialog };
}

describe('login with two-factor sign-in', () => {
  it('asks for the code after the password, then signs in as a normal login does', async () => {
    const { calls } = stubFetch({
      'POST login': { body: CHALLENGE },
      'POST login/two-factor': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { body: { tokenInfo: TOKEN_INFO, user: support } }
          : {
              status: 422,
              body: {
                message: 'The code is invalid or has expired.',
                errors: { code: ['The code is invalid or has expired.'] },
              },
            },
      'GET permissions/get-user-permissions': { body: { permissions: { showUsers: true } } },
    });
    const { user, dialog, router } = await passwordStep();

    expect(await within(dialog).findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    // No session yet.
    expect(useAuthStore.getState().token).toBeNull();
    const code = within(dialog).getByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());

    // The shared schema checks the code before the server is asked.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('The code field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'login/two-factor')).toBe(false);

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is invalid or has expired.'));

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/dashboard'));
    expect(calls.filter((c) => c.path === 'login/two-factor').at(-1)?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    // Unauthenticated and state-changing: the XSRF double submit, as login.
    expect(calls.find((c) => c.path === 'login/two-factor')?.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
    expect(useAuthStore.getState().token).toBe('t.2fa');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Support' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a recovery code instead', async () => {
    const { calls } = stubFetch({
      'POST login': { body: CHALLENGE },
      'POST login/two-factor': { body: { tokenInfo: TOKEN_INFO, user: support } },
      'GET permissions/get-user-permissions': { body: { permissions: { showUsers: true } } },
    });
    const { user, dialog, router } = await passwordStep();
    await user.click(await within(dialog).findByRole('button', { name: 'Use a recovery code' }));
    expect(within(dialog).getByText(/Enter one of the recovery codes/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Recovery code'), 'ABCD-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/dashboard'));
    expect(calls.find((c) => c.path === 'login/two-factor')?.body).toEqual({
      challenge: 'challenge-1',
      recoveryCode: 'abcd-2345',
    });
  });

  it('goes back to the password when the challenge has expired or had too many wrong codes', async () => {
    stubFetch({
      'POST login': { body: CHALLENGE },
      'POST login/two-factor': {
        status: 422,
        body: {
          message: 'The challenge is invalid or has expired.',
          errors: { challenge: ['The challenge is invalid or has expired.'] },
        },
      },
    });
    const { user, dialog } = await passwordStep();
    await user.type(await within(dialog).findByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText(
        'This sign-in has expired or had too many wrong codes. Enter your password again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('support@demo.test');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('speaks French', async () => {
    stubFetch({ 'POST login': { body: CHALLENGE } });
    const user = userEvent.setup();
    renderApp('/fr/login');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Courriel'), 'support@demo.test');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(
      await within(dialog).findByText('Entrez le code à 6 chiffres de votre application d’authentification.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Utiliser un code de récupération' })).toBeInTheDocument();
  });

  it('sends an administrator the site requires two-factor of to My Account, with a warning', async () => {
    const admin = makeUser({ firstName: 'Adam', lastName: 'Admin', roles: [{ name: 'Site Administrator' }] });
    stubFetch({
      'POST login': { body: { tokenInfo: TOKEN_INFO, user: admin, twoFactorSetupRequired: true } },
      'GET permissions/get-user-permissions': { body: { permissions: { viewSiteSettings: true } } },
      'GET two-factor': { body: { enabled: false, required: true, recoveryCodesLeft: 0 } },
    });
    const { router } = await passwordStep();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/my-account'));
    expect(
      await screen.findByText(
        'Two-factor sign-in is required for your role. Set it up below to use the rest of the site.',
      ),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByTestId('two-factor-required')).toHaveTextContent(
      'Two-factor sign-in is required for your role. Turn it on to use the rest of the site.',
    );
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
