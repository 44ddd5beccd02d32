// vitest: isolate (checks the XSRF cookie the stub sets; in a window other files used, happy-dom sometimes kept it unset)
import type { ListingInquiry } from '@rentals/shared/resources/inquiries';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makeUser, renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import LoginModal from '../../auth/index.login-modal.ts';
import { useLoginModal } from '../../auth/index.ts';
import { InquiryForm, splitName } from './inquiry-form.tsx';

const TITLE = '2 Bed Apartment at 120 Queen St';
const DEFAULT_MESSAGE = "Hi, I'm interested in 2 Bed Apartment at 120 Queen St. Is it still available?";
const RENTER_PERMISSIONS = { viewMyInquiries: true };

function renderForm() {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <InquiryForm listingId={42} listingTitle={TITLE} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Queries inside the form (the success panel replaces it, and is found through `screen`). */
const form = () => within(screen.getByTestId('inquiry-form'));

const sentAnswer = (accountExists: boolean | null) => ({
  status: 201,
  body: { message: 'Your message has been sent to the landlord.', inquiryId: 7, accountExists },
});

describe('inquiry form', () => {
  it('is disabled in the server’s HTML (what is typed before hydration would be lost), enabled in the browser', () => {
    const html = renderToString(
      <Providers env="test">
        <MemoryRouter>
          <InquiryForm listingId={42} listingTitle={TITLE} />
        </MemoryRouter>
      </Providers>,
    );
    expect(html).toMatch(/<fieldset disabled=""/);
    renderForm();
    expect(form().getByLabelText('Message')).toBeEnabled();
    expect(form().getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('starts with a friendly message, says what is missing or wrong, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    renderForm();
    expect(form().getByLabelText('Message')).toHaveValue(DEFAULT_MESSAGE);
    await user.type(form().getByLabelText('Email'), 'ravi@');
    await user.type(form().getByLabelText('Move-in date'), '2020-01-15');
    await user.click(form().getByRole('button', { name: 'Send message' }));

    expect(await form().findByText('The name field is required.')).toBeInTheDocument();
    expect(form().getByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(form().getByText('The move-in date must be today or later.')).toBeInTheDocument();
    expect(form().getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === 'renter-inquire')).toEqual([]);
  });

  it('counts the message’s characters and, past 2,000, says so instead of cutting it', async () => {
    const { calls } = stubFetch();
    renderForm();
    const message = form().getByLabelText('Message');
    fireEvent.change(message, { target: { value: 'a'.repeat(1980) } });
    expect(message).toHaveAccessibleDescription('1,980 / 2,000 characters');
    fireEvent.change(message, { target: { value: 'a'.repeat(2100) } });
    expect(message).toHaveValue('a'.repeat(2100));
    expect(message).not.toHaveAttribute('maxlength');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('2,100 / 2,000 characters'));
    fireEvent.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByText('The message field must not be greater than 2000 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'renter-inquire')).toEqual([]);
  });

  it('offers no past day in the date picker', () => {
    stubFetch();
    renderForm();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(form().getByLabelText('Move-in date')).toHaveAttribute('min', iso);
  });

  it("prefills a renter's details and profile move-in date, says when they last wrote, and sends", async () => {
    const user = userEvent.setup();
    const me = makeUser({ firstName: 'Ravi', lastName: 'Renter', email: 'ravi@example.test', phone: '647-555-0100' });
    signIn(me, RENTER_PERMISSIONS);
    let history: ListingInquiry[] = [
      { id: 3, createdAt: '2026-01-13T12:00:00.000Z', moveInDate: null, message: 'Earlier' },
    ];
    const { calls } = stubFetch({
      'GET renter-profile': { body: { profile: { moveInDate: '2999-06-01' } } },
      'GET listing-inquiries/42': () => ({ body: { inquiries: history } }),
      'POST renter-inquire': () => {
        history = [
          { id: 7, createdAt: '2026-02-02T09:00:00.000Z', moveInDate: '2999-06-01', message: 'x' },
          ...history,
        ];
        return sentAnswer(null);
      },
    });
    renderForm();
    expect(form().getByLabelText('Your name')).toHaveValue('Ravi Renter');
    expect(form().getByLabelText('Email')).toHaveValue('ravi@example.test');
    expect(form().getByLabelText('Phone')).toHaveValue('647-555-0100');
    await waitFor(() => expect(form().getByLabelText('Move-in date')).toHaveValue('2999-06-01'));
    expect(await form().findByTestId('inquiry-contacted')).toHaveTextContent(
      'You contacted this landlord on Jan 13, 2026.',
    );
    expect(form().getByRole('link', { name: 'See My Inquiries' })).toHaveAttribute('href', '/admin/my-inquiries');

    await user.type(form().getByLabelText('Message'), ' Can I visit on Saturday?');
    await user.click(form().getByRole('button', { name: 'Send message' }));

    const sent = await screen.findByTestId('inquiry-sent');
    expect(within(sent).getByRole('status')).toHaveTextContent('Your message has been sent to the landlord.');
    expect(sent).toHaveTextContent('A copy is on its way to ravi@example.test.');
    // The list of one's inquiries about this listing is asked again: the newest date shows.
    await waitFor(() =>
      expect(within(sent).getByTestId('inquiry-contacted')).toHaveTextContent(
        'You contacted this landlord on Feb 2, 2026.',
      ),
    );
    expect(within(sent).queryByTestId('inquiry-account-offer')).toBeNull();
    const post = calls.find((c) => c.method === 'POST' && c.path === 'renter-inquire');
    expect(post?.body).toEqual({
      listingId: 42,
      name: 'Ravi Renter',
      email: 'ravi@example.test',
      phone: '647-555-0100',
      moveInDate: '2999-06-01',
      message: `${DEFAULT_MESSAGE} Can I visit on Saturday?`,
    });
    expect(post?.headers.get('Authorization')).toBe('Bearer test-token');

    // "Send another message" brings the form back with the details kept and the message fresh.
    await user.click(within(sent).getByRole('button', { name: 'Send another message' }));
    expect(form().getByLabelText('Message')).toHaveValue(DEFAULT_MESSAGE);
    expect(form().getByLabelText('Your name')).toHaveValue('Ravi Renter');
  });

  it('never asks for inquiries or a profile for a visitor or a landlord', async () => {
    const { calls } = stubFetch();
    renderForm();
    signIn(makeUser({ roles: [{ name: 'Landlord' }] }), {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.path)).not.toContain('listing-inquiries/42');
    expect(calls.map((c) => c.path)).not.toContain('renter-profile');
  });

  it('logged out: sends with the XSRF double submit and offers an account with name and email filled in', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'POST renter-inquire': sentAnswer(false) });
    renderForm();
    await user.type(form().getByLabelText('Your name'), 'Maya Lee Tran');
    await user.type(form().getByLabelText('Email'), 'maya@example.test');
    await user.click(form().getByRole('button', { name: 'Send message' }));

    const sent = await screen.findByTestId('inquiry-sent');
    const today = new Date();
    expect(within(sent).getByTestId('inquiry-contacted')).toHaveTextContent(
      `You contacted this landlord on ${today.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}.`,
    );
    expect(within(sent).queryByRole('link', { name: 'See My Inquiries' })).toBeNull();
    const post = calls.find((c) => c.path === 'renter-inquire');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');

    const offer = within(sent).getByTestId('inquiry-account-offer');
    expect(offer).toHaveTextContent('Create an account to follow your inquiries');
    await user.click(within(offer).getByRole('button', { name: 'Create an account' }));
    expect(useLoginModal.getState()).toMatchObject({
      opened: true,
      tab: 'signup',
      prefill: { firstName: 'Maya', lastName: 'Lee Tran', email: 'maya@example.test', phone: '' },
    });
    // The Sign up tab starts from it.
    renderWithProviders(
      <MemoryRouter>
        <LoginModal />
      </MemoryRouter>,
    );
    const signUp = within(await screen.findByTestId('signup-form'));
    expect(signUp.getByLabelText('First name')).toHaveValue('Maya');
    expect(signUp.getByLabelText('Last name')).toHaveValue('Lee Tran');
    expect(signUp.getByLabelText('Email')).toHaveValue('maya@example.test');
  });

  it('logged out with an email that has an account: suggests logging in instead', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST renter-inquire': sentAnswer(true) });
    renderForm();
    await user.type(form().getByLabelText('Your name'), 'Sam');
    await user.type(form().getByLabelText('Email'), 'sam@example.test');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByTestId('inquiry-sent');
    expect(within(sent).queryByTestId('inquiry-account-offer')).toBeNull();
    await user.click(within(sent).getByRole('button', { name: 'Log in' }));
    expect(useLoginModal.getState()).toMatchObject({ opened: true, tab: 'login' });
  });

  it('shows the server 422 errors on their fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST renter-inquire': {
        status: 422,
        body: {
          message: 'The phone field format is invalid.',
          errors: { phone: ['The phone field format is invalid.'] },
        },
      },
    });
    renderForm();
    await user.type(form().getByLabelText('Your name'), 'Ravi');
    await user.type(form().getByLabelText('Email'), 'ravi@example.test');
    await user.type(form().getByLabelText('Phone'), '555-0100-ext');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByText('The phone field format is invalid.')).toBeInTheDocument();
    expect(form().getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(form().queryByTestId('form-error')).toBeNull();
    expect(form().getByLabelText('Your name')).toHaveValue('Ravi');
    expect(form().getByLabelText('Message')).toHaveValue(DEFAULT_MESSAGE);
  });

  it('says why a send was refused (too many, repeated, gone) and keeps the text', async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 429, body: { message: 'Too many attempts. Please try again in 540 seconds.' } },
      {
        status: 409,
        body: { message: 'You just sent this message to this landlord. Please wait a minute before sending it again.' },
      },
      { status: 404, body: { message: 'Not Found.' } },
    ];
    stubFetch({ 'POST renter-inquire': () => answers.shift() ?? { status: 500 } });
    signIn(makeUser({ roles: [{ name: 'Landlord' }] }), {});
    renderForm();
    await user.clear(form().getByLabelText('Message'));
    await user.type(form().getByLabelText('Message'), 'Still there?');
    const send = () => user.click(form().getByRole('button', { name: 'Send message' }));

    await send();
    expect(await form().findByTestId('form-error')).toHaveTextContent(
      'You have sent too many messages. Please try again in a few minutes',
    );
    await send();
    await waitFor(() =>
      expect(form().getByTestId('form-error')).toHaveTextContent('You just sent this message to this landlord.'),
    );
    await send();
    await waitFor(() =>
      expect(form().getByTestId('form-error')).toHaveTextContent('This listing is no longer available'),
    );
    expect(form().getByTestId('form-error')).toHaveAttribute('role', 'alert');
    expect(form().getByLabelText('Message')).toHaveValue('Still there?');
  });

  it('says when no answer came, keeping the text', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST renter-inquire': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderForm();
    await user.type(form().getByLabelText('Your name'), 'Ravi');
    await user.type(form().getByLabelText('Email'), 'ravi@example.test');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByTestId('form-error')).toHaveTextContent(
      'Your message could not be sent. Check your connection and try again',
    );
    expect(form().getByLabelText('Your name')).toHaveValue('Ravi');
  });
});

describe('splitName', () => {
  it('takes the first word as the first name', () => {
    expect(splitName('  Maya  Lee Tran ')).toEqual({ firstName: 'Maya', lastName: 'Lee Tran' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
