import { DEFAULT_ROLE_PERMISSIONS } from '@rentals/shared/permissions';
import { DEFAULT_RENTER_PROFILE, type RenterProfile } from '@rentals/shared/resources/renter-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const renter = makeUser();
const permissions = Object.fromEntries(DEFAULT_ROLE_PERMISSIONS.Renter.map((n) => [n, true]));

beforeEach(() => {
  signIn(renter, permissions);
});

const profileAnswer = (profile: Partial<RenterProfile> = {}) => ({
  body: { profile: { ...DEFAULT_RENTER_PROFILE, ...profile } },
});

const MONTREAL = {
  type: 'city',
  id: 31,
  label: 'Montréal',
  sublabel: 'Quebec',
  path: '/rentals/quebec/montreal',
  listingCount: 120,
};

async function openForm(handlers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ ...sessionHandlers(renter, permissions), ...handlers });
  renderApp('/admin/renter-profile');
  const form = within(await screen.findByTestId('renter-profile-form'));
  return { ...stub, form };
}

describe('renter profile page', () => {
  // Fills every field of the form: the longest flow here, given room on a busy machine.
  it('starts from the defaults and saves every field', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    const { form } = await openForm({
      'GET renter-profile': profileAnswer(),
      'GET listings-autocomplete': { body: { suggestions: [MONTREAL, { ...MONTREAL, type: 'province', id: 2 }] } },
      'PATCH renter-profile': ({ body }) => {
        saved = body;
        return profileAnswer({
          moveInDate: '2999-06-01',
          budgetMin: 1500,
          budgetMax: 2200,
          householdSize: 2,
          pets: ['cats-allowed'],
          preferredAreas: [{ id: 31, name: 'Montréal', label: 'Montréal, QC' }],
          contactMethods: ['email', 'text'],
          emailAlertsEnabled: false,
          updatedAt: '2026-02-02T15:00:00.000Z',
        });
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Renter Profile' })).toBeVisible();
    expect(document.body).toHaveClass('renter-profile-panel');
    expect(form.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(form.getByLabelText(/^Send me email alerts/)).toBeChecked();

    await user.type(form.getByLabelText('Move-in date'), '2999-06-01');
    await user.tab();
    await user.type(form.getByLabelText('Minimum budget'), '1500');
    await user.type(form.getByLabelText('Maximum budget'), '2200');
    await user.type(form.getByLabelText('People in your household'), '2');
    await user.click(form.getByRole('checkbox', { name: 'Cats' }));
    await user.type(form.getByRole('combobox', { name: 'Add a city' }), 'Mont');
    await user.click(await screen.findByRole('option', { name: 'Montréal, Quebec' }));
    expect(within(form.getByTestId('profile-areas')).getByText('Montréal, Quebec')).toBeVisible();
    expect(form.getByRole('combobox', { name: 'Add a city' })).toHaveValue('');
    await user.click(form.getByRole('checkbox', { name: 'Text message' }));
    await user.click(form.getByLabelText(/^Send me email alerts/));
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    expect(await form.findByTestId('form-success')).toHaveTextContent('Your profile has been saved.');
    expect(saved).toEqual({
      moveInDate: '2999-06-01',
      budgetMin: 1500,
      budgetMax: 2200,
      householdSize: 2,
      pets: ['cats-allowed'],
      preferredCityIds: [31],
      contactMethods: ['email', 'text'],
      priceDropAlerts: true,
      emailAlertsEnabled: false,
    });
    // The saved answer is shown: the area with its short label, and when it was saved.
    expect(within(form.getByTestId('profile-areas')).getByText('Montréal, QC')).toBeVisible();
    expect(form.getByText(/^Last saved /)).toBeVisible();
  });

  it('shows a saved profile, removes an area and clears a value', async () => {
    const user = userEvent.setup();
    let saved: Record<string, unknown> = {};
    const { form } = await openForm({
      'GET renter-profile': profileAnswer({
        budgetMax: 1800,
        householdSize: 3,
        moveInDate: '2999-06-01',
        preferredAreas: [
          { id: 4, name: 'Toronto', label: 'Toronto, ON' },
          { id: 9, name: 'Ottawa', label: 'Ottawa, ON' },
        ],
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
      'PATCH renter-profile': ({ body }) => {
        saved = body as Record<string, unknown>;
        return profileAnswer({ updatedAt: '2026-02-02T00:00:00.000Z' });
      },
    });
    expect(form.getByLabelText('Maximum budget')).toHaveValue('$1,800');
    await user.click(form.getByRole('button', { name: 'Remove Toronto, ON' }));
    expect(within(form.getByTestId('profile-areas')).queryByText('Toronto, ON')).toBeNull();
    await user.clear(form.getByLabelText('People in your household'));
    // The date's clear button has a name (axe: button-name).
    await user.click(form.getByRole('button', { name: 'Clear the move-in date' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await form.findByTestId('form-success');
    expect(saved).toMatchObject({ preferredCityIds: [9], householdSize: null, budgetMax: 1800, moveInDate: null });
  });

  it('checks the budget and the contact methods before sending, and shows server errors on their fields', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const { form, calls } = await openForm({
      'GET renter-profile': profileAnswer(),
      'PATCH renter-profile': {
        status: 422,
        body: {
          message: 'The selected preferred city ids is invalid.',
          errors: { householdSize: ['The household size field must not be greater than 20.'] },
        },
      },
    });
    await user.type(form.getByLabelText('Minimum budget'), '2000');
    await user.type(form.getByLabelText('Maximum budget'), '1500');
    await user.click(form.getByRole('checkbox', { name: 'Email' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The maximum budget field must be at least 2000.')).toBeVisible();
    expect(form.getByText('The contact methods field is required.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(form.getByLabelText('Maximum budget'));
    await user.type(form.getByLabelText('Maximum budget'), '2500');
    await user.click(form.getByRole('checkbox', { name: 'Email' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The household size field must not be greater than 20.')).toBeVisible();
    expect(form.getByLabelText('Maximum budget')).toHaveValue('$2,500');
  });

  it('says an out-of-range number under its field, named by its label, instead of clamping it', async () => {
    const user = userEvent.setup();
    const { form, calls } = await openForm({ 'GET renter-profile': profileAnswer() });
    await user.type(form.getByLabelText('Maximum budget'), '250000');
    await user.type(form.getByLabelText('People in your household'), '25');
    await user.tab();
    expect(form.getByLabelText('Maximum budget')).toHaveValue('$250,000');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The maximum budget field must not be greater than 100000.')).toBeVisible();
    expect(form.getByText('The number of people in your household field must not be greater than 20.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it("shows the server's error about the areas under the areas", async () => {
    const user = userEvent.setup();
    const { form } = await openForm({
      'GET renter-profile': profileAnswer({
        preferredAreas: [
          { id: 4, name: 'Toronto', label: 'Toronto, ON' },
          { id: 9, name: 'Ottawa', label: 'Ottawa, ON' },
        ],
      }),
      'PATCH renter-profile': {
        status: 422,
        body: {
          message: 'The selected preferred city ids is invalid.',
          errors: { preferredCityIds: ['The selected preferred city ids is invalid.'] },
        },
      },
    });
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The selected preferred city ids is invalid.')).toBeVisible();
    expect(form.queryByTestId('form-error')).toBeNull();
    // Removing an area clears it.
    await user.click(form.getByRole('button', { name: 'Remove Toronto, ON' }));
    expect(form.queryByText('The selected preferred city ids is invalid.')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubFetch({
      ...sessionHandlers(renter, permissions),
      'GET renter-profile': () =>
        ++attempts === 1 ? { status: 500, body: { message: 'Server Error' } } : profileAnswer(),
    });
    renderApp('/admin/renter-profile');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('renter-profile-form')).toBeVisible());
  });
});
