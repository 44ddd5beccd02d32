// The public form: labelled fields with a hidden honeypot, the browser's check (the shared schema's sentences),
// the body sent with the page's token, the server's 422 shown under each field, and the success message. Without
// JavaScript: features/pages/pages/public-page.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
