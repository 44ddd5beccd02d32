// The public form: labelled fields with a hidden honeypot, the browser's check (the shared schema's sentences),
// the body sent with the page's token, the server's 422 shown under each field, and the success message. Without
// JavaScript: features/pages/pages/public-page.test.tsx, and here the page an over-limit post is sent back to.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { setLanguage } from '../../lib/i18n/index.ts';
import { CONTACT_FORM } from '../../test/forms.ts';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import { PublicFormView } from './public-form.tsx';

describe('PublicFormView', () => {
  it('checks in the browser first, with the same sentences as the API', async () => {
    const { calls } = stubFetch();
    renderWithProviders(<PublicFormView form={CONTACT_FORM} pagePath="/contact" locale="en" />);
    expect(screen.getByLabelText('Leave this field empty')).toHaveAttribute('tabindex', '-1');
    await userEvent.type(screen.getByLabelText(/Email/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The Your name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Email field must be a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("sends the values with the page's token and shows the server's 422 under each field", async () => {
    const { calls } = stubFetch({
      'POST forms/7/submissions': {
        status: 422,
        body: { message: 'Invalid', errors: { 'values.email': ['The Email field is blocked here.'] } },
      },
    });
    renderWithProviders(<PublicFormView form={CONTACT_FORM} pagePath="/contact" locale="en" />);
    await userEvent.type(screen.getByLabelText(/Your name/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The Email field is blocked here.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      values: { name: 'Ana', email: 'ana@example.com', message: '' },
      token: CONTACT_FORM.token,
      website: '',
      pagePath: '/contact',
    });
  });

  it('shows the success message once sent', async () => {
    stubFetch({ 'POST forms/7/submissions': { status: 201, body: { message: 'Thanks!' } } });
    renderWithProviders(<PublicFormView form={CONTACT_FORM} pagePath="/contact" locale="en" />);
    await userEvent.type(screen.getByLabelText(/Your name/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('form-success')).toHaveTextContent('Thanks!'));
  });

  it('says, in the server’s HTML, that too many messages were sent when the API answers ?form=limited', async () => {
    const html = (locale: 'en' | 'fr') => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <Providers env="test">
          <PublicFormView form={CONTACT_FORM} pagePath="/contact" locale={locale} search="?form=limited" />
        </Providers>,
      );
      return container;
    };
    const en = html('en');
    expect(en.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many messages were sent from here; try again in a few minutes.',
    );
    // The form stays, to send again later.
    expect(en.querySelector('form')).not.toBeNull();
    expect(en.querySelector('[data-testid="form-success"]')).toBeNull();

    await setLanguage('fr');
    expect(html('fr').querySelector('[role="alert"]')?.textContent).toBe(
      'Trop de messages ont été envoyés d’ici ; réessayez dans quelques minutes.',
    );
  });
});
