// vitest: isolate (checks the XSRF cookie the stub sets; in a window other files used, happy-dom sometimes kept it unset)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAlertsStore } from '../../../lib/alerts.ts';
import { makeUser, renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { ReportListing } from './report-listing.tsx';

async function openReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('report-listing-button'));
  return within(await screen.findByRole('dialog', { name: 'Report this listing' }));
}

describe('report listing', () => {
  it('sends the reason, details and email with the XSRF token, then closes and thanks the reporter', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST report-listing/42': { status: 201, body: { message: 'Thank you. Our team will review this listing.' } },
    });
    renderWithProviders(<ReportListing listingId={42} />);
    const dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Looks like a scam or fraud' }));
    await user.type(dialog.getByLabelText('Details'), 'Asks for a wire transfer before any visit.');
    await user.type(dialog.getByLabelText('Your email'), 'Ravi@Example.test');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('report-listing/42');
    expect(post?.body).toEqual({
      reason: 'scam',
      details: 'Asks for a wire transfer before any visit.',
      email: 'ravi@example.test',
    });
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
    expect(useAlertsStore.getState().alerts).toMatchObject([
      { type: 'success', message: 'Thank you. Our team will review this listing.' },
    ]);
    expect(await screen.findByText('Thank you. Our team will review this listing.')).toBeInTheDocument();
  });

  it('asks for a reason before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    renderWithProviders(<ReportListing listingId={42} />);
    const dialog = await openReport(user);
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('The reason field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server field errors under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ email: 'ravi@example.test' }));
    stubFetch({
      'POST report-listing/42': {
        status: 422,
        body: {
          message: 'The details field must not be greater than 2000 characters.',
          errors: { details: ['The details field must not be greater than 2000 characters.'] },
        },
      },
    });
    renderWithProviders(<ReportListing listingId={42} />);
    const dialog = await openReport(user);
    expect(dialog.getByLabelText('Your email')).toHaveValue('ravi@example.test');
    await user.click(dialog.getByRole('radio', { name: 'Duplicate listing' }));
    await user.type(dialog.getByLabelText('Details'), 'Same unit listed twice.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText('The details field must not be greater than 2000 characters.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Details')).toHaveValue('Same unit listed twice.');
    expect(dialog.getByRole('radio', { name: 'Duplicate listing' })).toBeChecked();
  });

  it('says when the reporter has reported too often, keeping the report', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST report-listing/42': { status: 429, body: { message: 'Too Many Requests' } } });
    renderWithProviders(<ReportListing listingId={42} />);
    let dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Something else' }));
    await user.type(dialog.getByLabelText('Details'), 'Photos are of another building.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent(
      'You have sent too many reports. Please try again later.',
    );

    // Closing and opening again keeps the report.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openReport(user);
    expect(dialog.getByLabelText('Details')).toHaveValue('Photos are of another building.');
  });

  it("shows the server's reason when the listing was already reported today", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST report-listing/42': { status: 409, body: { message: 'You have already reported this listing today.' } },
    });
    renderWithProviders(<ReportListing listingId={42} />);
    const dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'No longer available' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent('You have already reported this listing today.');
  });
});
