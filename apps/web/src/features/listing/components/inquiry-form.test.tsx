import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { InquiryForm } from './inquiry-form.tsx';

const TITLE = '2 Bed Apartment at 120 Queen St';

function renderForm(contactPhone: string | null = '416-555-0199') {
  renderWithProviders(
    <InquiryForm listingId={42} listingTitle={TITLE} contactName="Maya Property" contactPhone={contactPhone} />,
  );
  return within(screen.getByTestId('inquiry-form'));
}

describe('inquiry form', () => {
  it('starts with a friendly message, and says what is missing or wrong', async () => {
    const user = userEvent.setup();
    stubFetch();
    const form = renderForm();
    expect(form.getByLabelText('Message')).toHaveValue(
      "Hi, I'm interested in 2 Bed Apartment at 120 Queen St. Is it still available?",
    );
    await user.type(form.getByLabelText('Email'), 'ravi@');
    await user.type(form.getByLabelText('Move-in date'), '2020-01-15');
    await user.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByText('The name field is required.')).toBeInTheDocument();
    expect(form.getByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(form.getByText('The move-in date must be today or later.')).toBeInTheDocument();
    expect(form.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByTestId('inquiry-coming-soon')).toBeNull();
  });

  it('offers no past day in the date picker', () => {
    stubFetch();
    const form = renderForm();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(form.getByLabelText('Move-in date')).toHaveAttribute('min', iso);
  });

  it('a valid inquiry sends nothing yet: it says messages open soon, gives the phone and keeps the text', async () => {
    const user = userEvent.setup();
    const me = makeUser({ firstName: 'Ravi', lastName: 'Renter', email: 'ravi@example.test', phone: '647-555-0100' });
    signIn(me);
    const { calls } = stubFetch();
    const form = renderForm();
    expect(form.getByLabelText('Your name')).toHaveValue('Ravi Renter');
    expect(form.getByLabelText('Email')).toHaveValue('ravi@example.test');
    expect(form.getByLabelText('Phone')).toHaveValue('647-555-0100');

    await user.type(form.getByLabelText('Move-in date'), '2999-06-01');
    await user.type(form.getByLabelText('Message'), ' Can I visit on Saturday?');
    await user.click(form.getByRole('button', { name: 'Send message' }));

    const notice = await form.findByTestId('inquiry-coming-soon');
    expect(notice).toHaveTextContent(
      'Online messages to landlords open soon. In the meantime, call Maya Property at 416-555-0199.',
    );
    expect(form.getByLabelText('Message')).toHaveValue(
      "Hi, I'm interested in 2 Bed Apartment at 120 Queen St. Is it still available? Can I visit on Saturday?",
    );
    expect(form.getByLabelText('Move-in date')).toHaveValue('2999-06-01');
    expect(calls).toEqual([]);
  });

  it('without a phone number, asks to come back', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    stubFetch();
    const form = renderForm(null);
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByTestId('inquiry-coming-soon')).toHaveTextContent('please try again in a few days');
  });
});
