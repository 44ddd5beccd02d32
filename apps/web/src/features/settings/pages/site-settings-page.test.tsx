import type { ProjectModule } from '@rentals/shared/resources/site';
import { type AdminSetting, localized, SITE_SETTINGS } from '@rentals/shared/resources/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeUser,
  renderApp,
  SITE_SETTINGS as SITE_ANSWER,
  sessionHandlers,
  signIn,
  stubFetch,
} from '../../../test/utils.tsx';

const ADMIN = { viewSiteSettings: true };
const OWNER = { viewSiteSettings: true, modifyProjectModules: true };

/** What GET admin/settings answers with everything at its default, from the shared catalogue. */
function adminSettings(locale: 'en' | 'fr' = 'en', values: Record<string, unknown> = {}): AdminSetting[] {
  return SITE_SETTINGS.map((d) => ({
    key: d.key,
    group: d.group,
    type: d.type,
    label: localized(d.label, locale),
    description: localized(d.description, locale),
    options: 'options' in d ? d.options.map((o) => ({ value: o.value, label: localized(o.label, locale) })) : null,
    value: (values[d.key] ?? d.default) as AdminSetting['value'],
    default: d.default,
  }));
}

const MODULES: ProjectModule[] = [
  { id: 4, key: 'maps', name: 'Maps', description: 'Search results map', isEnabled: true, settings: [] },
  { id: 5, key: 'payments', name: 'Payments', description: 'Credit purchases', isEnabled: false, settings: [] },
];

function stub(permissions: Record<string, boolean> = ADMIN, extra = {}, locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }], locale });
  signIn(me, permissions);
  return stubFetch({
    ...sessionHandlers(me, permissions),
    'GET admin/settings': { body: { settings: adminSettings(locale) } },
    'GET project-modules': { body: { projectModules: MODULES } },
    ...extra,
  });
}

const patches = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.path === 'admin/settings');

describe('/admin/settings', () => {
  it('shows every setting in tabs by group, each field by its type, and the modules', async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Setting groups' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Site', 'Region and language', 'Listings', 'Map', 'Social', 'Email', 'SEO', 'Security']);
    expect(screen.getByLabelText('Site name')).toHaveValue('Rentals');
    expect(screen.getByText(/Shown in page titles/)).toBeInTheDocument();
    // The logo: an upload with its preview, and the address typed in.
    expect(screen.getByTestId('setting-companyLogo-field')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo (image address)')).toHaveValue('/logo.svg');

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByLabelText('Support email')).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('tab', { name: 'SEO' }));
    expect(screen.getByRole('switch', { name: /^Let search engines index the site/ })).toBeChecked();
    expect(screen.getByLabelText('Addresses per sitemap file')).toHaveValue('50,000');
    await user.click(screen.getByRole('tab', { name: 'Region and language' }));
    expect(screen.getByTestId('setting-region')).toHaveValue('Canada');
    await user.click(screen.getByRole('tab', { name: 'Social' }));
    expect(screen.getByLabelText('Facebook')).toHaveAttribute('type', 'url');

    const modules = await screen.findAllByTestId('project-module');
    expect(modules).toHaveLength(2);
    expect(within(modules[1] as HTMLElement).getByText('Off')).toBeInTheDocument();
    // A Site Administrator may not change modules: no links.
    expect(screen.queryByRole('link', { name: /Configure/ })).not.toBeInTheDocument();
  }, 15_000);

  it('links each module to its settings for holders of modifyProjectModules', async () => {
    stub(OWNER);
    renderApp('/admin/settings');
    const link = await screen.findByRole('link', { name: 'Configure Payments' });
    expect(link).toHaveAttribute('href', '/admin/settings/modules/5');
  });

  it('checks values with the shared schemas before sending, on the tab that holds them', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/admin/settings');
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByLabelText('Support email'), 'not-an-email');
    await user.click(screen.getByRole('tab', { name: 'Site' }));
    await user.clear(screen.getByLabelText('Site name'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The site name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The support email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toHaveTextContent('Some settings need your attention');
    expect(screen.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
    expect(patches(calls)).toHaveLength(0);

    // A permalink another page has is refused on the field that changed.
    await user.type(screen.getByLabelText('Site name'), 'Maple');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.clear(screen.getByLabelText('Support email'));
    await user.click(screen.getByRole('tab', { name: 'Listings' }));
    await user.clear(screen.getByLabelText('Listings path'));
    await user.type(screen.getByLabelText('Listings path'), 'blog');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The listings path has already been taken.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  }, 15_000);

  it('sends only what changed, confirms, and reloads what the header shows', async () => {
    const user = userEvent.setup();
    const { calls } = stub(ADMIN, {
      'PATCH admin/settings': ({ body }: { body: unknown }) => ({
        body: {
          message: 'Saved.',
          settings: adminSettings('en', (body as { values: Record<string, unknown> }).values),
        },
      }),
      'GET site-settings': () => ({
        body: { ...SITE_ANSWER, siteSettings: { ...SITE_ANSWER.siteSettings, siteName: 'Maple Rentals' } },
      }),
    });
    renderApp('/admin/settings');
    const name = await screen.findByLabelText('Site name');
    const siteLoads = () => calls.filter((c) => c.method === 'GET' && c.path === 'site-settings').length;
    const before = siteLoads();
    await user.clear(name);
    await user.type(name, 'Maple Rentals');
    await user.click(screen.getByRole('tab', { name: 'SEO' }));
    await user.click(screen.getByRole('switch', { name: /^Let search engines index the site/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(patches(calls).map((c) => (c as { body?: unknown }).body)).toEqual([
      { values: { siteName: 'Maple Rentals', robotsIndex: false } },
    ]);
    await waitFor(() => expect(siteLoads()).toBeGreaterThan(before));

    // Saved: nothing left to send.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(1);
  }, 15_000);

  it("shows the server's 422 under the field it names", async () => {
    const user = userEvent.setup();
    const message = 'The listings path has already been taken.';
    stub(ADMIN, {
      'PATCH admin/settings': { status: 422, body: { message, errors: { 'values.listings': [message] } } },
    });
    renderApp('/admin/settings');
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('tab', { name: 'Listings' }));
    const path = screen.getByLabelText('Listings path');
    await user.clear(path);
    await user.type(path, 'homes');
    await user.click(screen.getByRole('tab', { name: 'Site' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Listings path')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = (() => {
      stub();
      return renderApp('/admin/settings');
    })();
    const name = await screen.findByLabelText('Site name');
    await user.type(name, ' and more');
    await router.navigate('/admin/dashboard');

    const prompt = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.getByLabelText('Site name')).toHaveValue('Rentals and more');

    await router.navigate('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('speaks French', async () => {
    stub(ADMIN, {}, 'fr');
    renderApp('/admin/settings');
    expect(await screen.findByRole('tab', { name: 'Région et langue' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du site')).toHaveValue('Rentals');
    expect(screen.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Modules du projet' })).toBeInTheDocument();
  });
});
