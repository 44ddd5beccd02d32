// My Account's two-factor section: turning it on (QR code, key, first code, recovery codes shown once),
// turning it off (password and code) and new recovery codes.
import type { TwoFactorStatus } from '@rentals/shared/resources/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const CODES = [
  'abcd-2345',
  'efgh-6789',
  'jkmn-pqrs',
  'tuvw-xyz2',
  'a2b3-c4d5',
  'e6f7-g8h9',
  'jk23-mn45',
  'pq67-rs89',
  'tu23-vw45',
  'xy67-za89',
];

function stub(initial: TwoFactorStatus, extra = {}) {
  const me = makeUser();
  signIn(me, {});
  let status = initial;
  const result = stubFetch({
    ...sessionHandlers(me, {}),
    'GET two-factor': () => ({ body: status }),
    ...extra,
  });
  return { ...result, setStatus: (next: TwoFactorStatus) => (status = next) };
}

async function section() {
  return screen.findByRole('region', { name: 'Two-factor sign-in' });
}

describe('My Account: two-factor sign-in', () => {
  it('turns on with the QR code and a first code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const { calls, setStatus } = stub(
      { enabled: false, required: false, recoveryCodesLeft: 0 },
      {
        'POST two-factor/setup': {
          body: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Rentals:renter%40demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          },
        },
        'POST two-factor/enable': ({ body }: { body: unknown }) => {
          if ((body as { code: string }).code !== '654321') {
            return {
              status: 422,
              body: {
                message: 'The code is invalid or has expired.',
                errors: { code: ['The code is invalid or has expired.'] },
              },
            };
          }
          setStatus({ enabled: true, required: false, recoveryCodesLeft: 10 });
          return { body: { message: 'Two-factor sign-in is on.', recoveryCodes: CODES } };
        },
      },
    );
    renderApp('/admin/my-account');
    const box = await section();
    expect(await within(box).findByTestId('two-factor-status')).toHaveTextContent('Off');
    await user.click(within(box).getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(dialog).getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const code = within(dialog).getByLabelText(/Code from the app/);

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('The code field is required.')).toBeInTheDocument();
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is invalid or has expired.'));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const shown = screen.getByRole('dialog', { name: 'Save your recovery codes' });
    expect(shown).toHaveTextContent('They will not be shown again.');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'two-factor/setup')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(box).findByText('10 recovery codes left')).toBeInTheDocument();
    expect(within(box).getByTestId('two-factor-status')).toHaveTextContent('On');
  });

  it('turns off with the password and a code', async () => {
    const user = userEvent.setup();
    const { calls, setStatus } = stub(
      { enabled: true, required: false, recoveryCodesLeft: 3 },
      {
        'POST two-factor/disable': () => {
          setStatus({ enabled: false, required: false, recoveryCodesLeft: 0 });
          return { body: { message: 'Two-factor sign-in is off.' } };
        },
      },
    );
    renderApp('/admin/my-account');
    const box = await section();
    expect(await within(box).findByText('3 recovery codes left')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The password field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Current password/), 'test-Password-9');
    await user.type(within(dialog).getByLabelText(/Code from the app, or a recovery code/), 'abcd-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'two-factor/disable')?.body).toEqual({
      password: 'test-Password-9',
      code: 'abcd-2345',
    });
    await waitFor(() => expect(within(box).getByTestId('two-factor-status')).toHaveTextContent('Off'));
  });

  it('makes new recovery codes; required for the role, it offers no way to turn off', async () => {
    const user = userEvent.setup();
    stub(
      { enabled: true, required: true, recoveryCodesLeft: 0 },
      { 'POST two-factor/recovery-codes': { body: { message: 'Here are your new codes.', recoveryCodes: CODES } } },
    );
    renderApp('/admin/my-account');
    const box = await section();
    expect(await within(box).findByText('No recovery codes left: make new ones now.')).toBeInTheDocument();
    expect(within(box).getByText('Required for your role: it cannot be turned off.')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText(/Code from the app/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  });
});
