import type { ModuleSetting, ProjectModule } from '@rentals/shared/resources/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchCall, makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const OWNER = { viewSiteSettings: true, modifyProjectModules: true };

const setting = (key: string, value: string, isPublic = true): ModuleSetting => ({
  key,
  value,
  isPublic,
  isSecret: false,
  isSet: value !== '',
});
const secret = (key: string, isSet: boolean): ModuleSetting => ({
  key,
  value: '',
  isPublic: false,
  isSecret: true,
  isSet,
});

function payments(overrides: Partial<ProjectModule> = {}): ProjectModule {
  return {
    id: 5,
    key: 'payments',
    name: 'Payments',
    description: 'Credit purchases by landlords',
    isEnabled: true,
    settings: [setting('currency', 'CAD'), secret('stripeSecretKey', true), secret('stripeWebhookSecret', false)],
    ...overrides,
  };
}

function stub(extra = {}, locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ roles: [{ name: 'Site Owner' }], locale });
  signIn(me, OWNER);
  let current = payments();
  return stubFetch({
    ...sessionHandlers(me, OWNER),
    'GET project-modules/5': () => ({ body: { projectModule: current } }),
    'POST project-modules': ({ body }) => {
      current = { ...current, isEnabled: (body as { isEnabled: boolean }).isEnabled };
      return { body: { projectModule: current } };
    },
    'POST project-module-settings': ({ body }) => {
      const sent = (body as { settings: { key: string; value: string; isPublic?: boolean }[] }).settings;
      const settings = [...current.settings];
      for (const s of sent) {
        const at = settings.findIndex((x) => x.key === s.key);
        const isSecret = /secret|key/i.test(s.key);
        const next = isSecret ? secret(s.key, true) : setting(s.key, s.value, s.isPublic ?? settings[at]?.isPublic);
        if (at >= 0) settings[at] = next;
        else settings.push(next);
      }
      current = { ...current, settings };
      return { body: { projectModule: current } };
    },
    ...extra,
  });
}

const posts = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

describe('/admin/settings/modules/:id', () => {
  it('shows secrets as empty password fields that say whether they are set', async () => {
    stub();
    renderApp('/admin/settings/modules/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByLabelText('currency')).toHaveValue('CAD');
    const key = screen.getByTestId('module-setting-value-stripeSecretKey');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', '•••• set');
    expect(screen.getByTestId('module-setting-value-stripeWebhookSecret')).toHaveAttribute('placeholder', 'Not set');
    const rows = screen.getAllByTestId('module-setting');
    expect(within(rows[1] as HTMLElement).getByText('Secret')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('checkbox', { name: /Public/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to site settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('turns the module off and on', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/admin/settings/modules/5');
    const toggle = await screen.findByRole('switch', { name: /^Module enabled/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Payments is off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Module enabled/ })).not.toBeChecked());
    expect(posts(calls, 'project-modules')).toEqual([{ id: 5, isEnabled: false }]);
    // The site's copy of the modules is read again.
    expect(calls.filter((c) => c.path === 'project-modules-formatted').length).toBeGreaterThan(0);
  });

  it('sends changed values and new settings, a secret only when a new value is typed', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/admin/settings/modules/5');
    const currency = await screen.findByLabelText('currency');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();

    await user.clear(currency);
    await user.type(currency, 'USD');
    await user.click(screen.getByRole('button', { name: 'Add a setting' }));
    await user.type(screen.getByTestId('module-setting-key-3'), 'checkoutBanner');
    await user.type(screen.getByTestId('module-setting-value-3'), 'Spring sale');
    await user.click(within(screen.getAllByTestId('module-setting')[3] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Add a setting' }));
    await user.type(screen.getByTestId('module-setting-key-4'), 'partnerApiKey');
    // A new key that names a credential becomes a password field, never public.
    const partner = screen.getByTestId('module-setting-value-4');
    expect(partner).toHaveAttribute('type', 'password');
    await user.type(partner, 'pk-123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Module settings saved.')).toBeInTheDocument();
    expect(posts(calls, 'project-module-settings')).toEqual([
      {
        moduleId: 5,
        settings: [
          { key: 'currency', value: 'USD', isPublic: true },
          { key: 'checkoutBanner', value: 'Spring sale', isPublic: true },
          { key: 'partnerApiKey', value: 'pk-123' },
        ],
      },
    ]);
    // The saved secret is not shown again: its field is empty, "set".
    await waitFor(() =>
      expect(screen.getByTestId('module-setting-value-partnerApiKey')).toHaveAttribute('placeholder', '•••• set'),
    );
    expect(screen.getByTestId('module-setting-value-partnerApiKey')).toHaveValue('');

    await user.type(screen.getByTestId('module-setting-value-stripeSecretKey'), 'sk_live_new');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(posts(calls, 'project-module-settings')).toHaveLength(2));
    expect(posts(calls, 'project-module-settings')[1]).toEqual({
      moduleId: 5,
      settings: [{ key: 'stripeSecretKey', value: 'sk_live_new' }],
    });
  }, 15_000);

  it('checks keys before sending, and shows the server’s errors under their row', async () => {
    const user = userEvent.setup();
    const message = 'The value field format is invalid.';
    const { calls } = stub({
      'POST project-module-settings': {
        status: 422,
        body: { message, errors: { 'settings.0.value': [message] } },
      },
    });
    renderApp('/admin/settings/modules/5');
    await screen.findByLabelText('currency');
    await user.click(screen.getByRole('button', { name: 'Add a setting' }));
    await user.type(screen.getByTestId('module-setting-key-3'), 'has space');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The key field format is invalid.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('module-setting-key-3'));
    await user.type(screen.getByTestId('module-setting-key-3'), 'currency');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The key has already been taken.')).toBeInTheDocument();
    expect(posts(calls, 'project-module-settings')).toHaveLength(0);

    // Only the new row is sent (index 0 of the request): its error shows under it.
    await user.clear(screen.getByTestId('module-setting-key-3'));
    await user.type(screen.getByTestId('module-setting-key-3'), 'note');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const row = screen.getAllByTestId('module-setting')[3] as HTMLElement;
    expect(await within(row).findByText(message)).toBeInTheDocument();
  }, 15_000);

  it('says when there is no such module', async () => {
    stub({ 'GET project-modules/9': { status: 404, body: { message: 'Not Found.' } } });
    renderApp('/admin/settings/modules/9');
    expect(await screen.findByTestId('module-not-found')).toHaveTextContent('There is no such module.');
  });

  it('speaks French', async () => {
    stub({}, 'fr');
    renderApp('/admin/settings/modules/5');
    expect(await screen.findByRole('switch', { name: /^Module activé/ })).toBeInTheDocument();
    expect(screen.getByTestId('module-setting-value-stripeSecretKey')).toHaveAttribute('placeholder', '•••• défini');
    expect(screen.getByRole('button', { name: 'Ajouter un paramètre' })).toBeInTheDocument();
  });
});
