import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../../renter/index.ts';
import { makePoint, WORK } from '../test-data.ts';
import { useTravelMode } from '../travel-mode.ts';
import { PointsOfInterestModal, type PointsOfInterestModalProps } from './points-of-interest-modal.tsx';

// These tests type into forms and render the app: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

// Leaflet stays out of these tests: the map shows its placeholder; positions come from the finder or the inputs.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
}));

beforeEach(() => {
  useTravelMode.setState({ mode: 'transit' });
  signIn();
});

function renderModal(props: Partial<PointsOfInterestModalProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <ModalsProvider>
      <PointsOfInterestModal opened onClose={onClose} {...props} />
    </ModalsProvider>,
  );
  return { onClose };
}

const listAnswer = (...points: ReturnType<typeof makePoint>[]) => ({ body: { pointsOfInterest: points } });

describe('the points-of-interest modal: create mode', () => {
  it('adds a point with a name, an icon and typed coordinates; the list gains it at the end', async () => {
    const user = userEvent.setup();
    const created = makePoint(21, { name: 'Office', icon: 2, latitude: 43.6426, longitude: -79.3871, city: '' });
    const { calls } = stubFetch({
      'GET points-of-interest': listAnswer(WORK),
      'POST point-of-interest': { status: 201, body: { pointOfInterest: created } },
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'My places' });
    expect(await within(dialog).findByText('Work')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a place' }));

    const form = await screen.findByTestId('poi-form');
    expect(form).toHaveAttribute('data-mode', 'create');
    expect(screen.getByRole('dialog', { name: 'Add a place' })).toBeInTheDocument();
    // Icon 1 (home) is chosen by default (spec 9).
    expect(within(form).getByLabelText('Home')).toBeChecked();
    await user.type(within(form).getByLabelText(/^Name/), 'Office');
    await user.click(within(form).getByLabelText('Work'));
    await user.type(within(form).getByLabelText('Latitude'), '43.6426');
    await user.type(within(form).getByLabelText('Longitude'), '-79.3871');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Office',
      address: '',
      city: '',
      icon: 2,
      latitude: 43.6426,
      longitude: -79.3871,
    });
    // Back on the list, which has it last; the store too.
    const list = await screen.findByTestId('poi-list');
    expect(
      within(list)
        .getAllByTestId('poi-item')
        .map((item) => item.textContent),
    ).toEqual(['Work100 King St W, Toronto', 'Office']);
    expect(useRenterStore.getState().pointsOfInterest).toEqual([WORK, created]);
    expect(await screen.findByText('Office was added to your places.')).toBeInTheDocument();
  });

  it('places the point at a city found by name, and fills the city', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET points-of-interest': listAnswer(),
      // Only "Otta" matches: the chosen text ("Ottawa, Ontario") would find nothing if it were searched again.
      'GET listings-autocomplete': ({ url }) => ({
        body: {
          suggestions:
            url.includes('q=Otta&') || url.endsWith('q=Otta')
              ? [
                  {
                    type: 'city',
                    id: 7,
                    label: 'Ottawa',
                    sublabel: 'Ontario',
                    path: '/rentals/ontario/ottawa',
                    listingCount: 3,
                  },
                ]
              : [],
        },
      }),
      'GET resolve': {
        body: {
          type: 'search',
          place: {
            kind: 'city',
            id: 7,
            name: 'Ottawa',
            label: 'Ottawa, ON',
            path: '/rentals/ontario/ottawa',
            provinceCode: 'ON',
            bounds: null,
            center: { lat: 45.4215, lng: -75.6972 },
          },
          meta: { title: 'x', description: '', canonicalUrl: 'http://x', image: null },
        },
      },
      'POST point-of-interest': ({ body }) => ({
        status: 201,
        body: { pointOfInterest: { id: 5, ...(body as object) } },
      }),
    });
    renderModal({ start: 'new' });
    const form = await screen.findByTestId('poi-form');
    await user.type(within(form).getByLabelText(/^Name/), 'Mom');
    await user.type(within(form).getByPlaceholderText('Type a city or a street address'), 'Otta');
    await user.click(await screen.findByRole('option', { name: 'Ottawa, Ontario' }));
    await waitFor(() => expect(within(form).getByLabelText('Latitude')).toHaveValue('45.4215'));
    expect(within(form).getByLabelText('Longitude')).toHaveValue('-75.6972');
    expect(within(form).getByLabelText('City')).toHaveValue('Ottawa');
    // The chosen place is not searched again ("Nothing matches" would be wrong).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(form).queryByText(/Nothing matches/)).toBeNull();
    expect(calls.find((c) => c.path === 'resolve')?.url).toContain('path=%2Frentals%2Fontario%2Fottawa');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Mom',
        address: '',
        city: 'Ottawa',
        icon: 1,
        latitude: 45.4215,
        longitude: -75.6972,
      }),
    );
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'GET points-of-interest': listAnswer() });
    renderModal({ start: 'new' });
    const form = await screen.findByTestId('poi-form');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));
    expect(await within(form).findByText('The name field is required.')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Choose the position: find a city or an address, click the map, or enter the coordinates.',
      ),
    ).toBeInTheDocument();
    // Coordinates off the Earth are brought back to its edge.
    await user.type(within(form).getByLabelText('Latitude'), '95');
    await user.tab();
    expect(within(form).getByLabelText('Latitude')).toHaveValue('90');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal (the limit of 10) above the buttons', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET points-of-interest': listAnswer(),
      'POST point-of-interest': {
        status: 422,
        body: { message: 'You can save up to 10 points of interest. Delete one to add another.' },
      },
    });
    renderModal({ start: 'new' });
    const form = await screen.findByTestId('poi-form');
    await user.type(within(form).getByLabelText(/^Name/), 'Eleventh');
    await user.type(within(form).getByLabelText('Latitude'), '45');
    await user.type(within(form).getByLabelText('Longitude'), '-75');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can save up to 10 points of interest. Delete one to add another.',
    );
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Eleventh');
  });
});

describe('the points-of-interest modal: edit mode', () => {
  it('opens the point with its values (edit mode: it has an id) and saves the changes in place', async () => {
    const user = userEvent.setup();
    const gym = makePoint(12, { name: 'Gym', icon: 4 });
    const { calls } = stubFetch({
      'GET points-of-interest': listAnswer(WORK, gym),
      'PATCH point-of-interest': ({ body }) => ({ body: { pointOfInterest: { ...WORK, ...(body as object) } } }),
    });
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Edit Work' }));
    const form = await screen.findByTestId('poi-form');
    expect(form).toHaveAttribute('data-mode', 'edit');
    expect(screen.getByRole('dialog', { name: 'Edit a place' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Work');
    expect(within(form).getByLabelText('Address')).toHaveValue('100 King St W');
    expect(within(form).getByLabelText('Work')).toBeChecked();
    expect(within(form).getByLabelText('Latitude')).toHaveValue('43.6426');
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Head office');
    await user.click(within(form).getByLabelText('Favourite spot'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      id: WORK.id,
      name: 'Head office',
      address: '100 King St W',
      city: 'Toronto',
      icon: 7,
      latitude: 43.6426,
      longitude: -79.3871,
    });
    const list = await screen.findByTestId('poi-list');
    expect(
      within(list)
        .getAllByTestId('poi-item')
        .map((item) => item.textContent),
    ).toEqual(['Head office100 King St W, Toronto', 'GymToronto']);
    expect(useRenterStore.getState().pointsOfInterest?.map((p) => p.name)).toEqual(['Head office', 'Gym']);
  });

  it('deletes a point after confirmation; the list loses it by id', async () => {
    const user = userEvent.setup();
    const gym = makePoint(12, { name: 'Gym' });
    const { calls } = stubFetch({
      'GET points-of-interest': listAnswer(WORK, gym),
      'DELETE points-of-interest/11': { body: { message: 'The point of interest has been deleted.' } },
    });
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Work?' });
    // Nothing is deleted before the renter confirms.
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === 'points-of-interest/11')).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('poi-list'))
          .getAllByTestId('poi-item')
          .map((i) => i.textContent),
      ).toEqual(['GymToronto']),
    );
    expect(useRenterStore.getState().pointsOfInterest).toEqual([gym]);
  });
});

describe('the points-of-interest modal: list states', () => {
  it('says when the places could not be loaded (the list is null) and loads them on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'GET points-of-interest': () =>
        fail ? { status: 500, body: { message: 'Server Error' } } : { body: { pointsOfInterest: [WORK] } },
    });
    renderModal();
    const error = await screen.findByTestId('poi-load-error');
    expect(error).toHaveTextContent('Your places could not be loaded.');
    expect(useRenterStore.getState().pointsOfInterest).toBeNull();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Work')).toBeInTheDocument();
    expect(useRenterStore.getState().pointsOfInterest).toEqual([WORK]);
  });

  it('invites to add a first place, and stops offering to add at 10', async () => {
    stubFetch({ 'GET points-of-interest': listAnswer() });
    renderModal();
    expect(await screen.findByTestId('poi-empty')).toHaveTextContent('You have no places yet.');
    expect(screen.getByRole('button', { name: 'Add a place' })).toBeInTheDocument();
    expect(screen.getByText('0 of 10 places')).toBeInTheDocument();
  });

  it('at the limit says so instead of offering to add', async () => {
    stubFetch({
      'GET points-of-interest': listAnswer(...Array.from({ length: 10 }, (_, i) => makePoint(i + 1))),
    });
    renderModal();
    expect(await screen.findByTestId('poi-limit')).toHaveTextContent(
      'You have 10 places, the most you can keep. Delete one to add another.',
    );
    expect(screen.queryByRole('button', { name: 'Add a place' })).toBeNull();
  });

  it('keeps the chosen travel mode', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET points-of-interest': listAnswer(WORK) });
    renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Bike' }));
    expect(useTravelMode.getState().mode).toBe('bike');
    expect(JSON.parse(localStorage.getItem('rentals:travel-mode') ?? '{}').value.state).toEqual({ mode: 'bike' });
  });
});
