// The address step's pin without Leaflet (jsdom cannot draw it): the lazy map is a stub that "drops" the pin
// where asked; the values, the coordinates shown and the reset to the city centre are the real ones.
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/utils.tsx';
import { type ListingFormValues, listingFormValues } from '../form-values.ts';
import type { PinMapProps } from './pin-map.tsx';
import { PinPicker } from './pin-picker.tsx';

vi.mock('./pin-map.tsx', () => ({
  PinMap: ({ pin, onPlace }: PinMapProps) => (
    <div data-testid="pin-map" data-pin={`${pin.lat},${pin.lng}`}>
      <button type="button" onClick={() => onPlace({ lat: 43.7000001, lng: -79.5 })}>
        Drop here
      </button>
    </div>
  ),
}));

const CENTRE = { id: 3, lat: 43.653226, lng: -79.383184 };

function Harness({
  initial,
  onValues,
}: {
  initial: Partial<ListingFormValues>;
  onValues: (v: ListingFormValues) => void;
}) {
  const form = useForm<ListingFormValues>({ initialValues: { ...listingFormValues(), ...initial } });
  onValues(form.getValues());
  return <PinPicker form={form} />;
}

function renderPicker(initial: Partial<ListingFormValues>) {
  const seen: ListingFormValues[] = [];
  renderWithProviders(<Harness initial={initial} onValues={(v) => seen.push(v)} />);
  return () => seen.at(-1) as ListingFormValues;
}

describe('PinPicker', () => {
  it('starts at the city centre and puts a dropped pin into the form values', async () => {
    stubFetch({ 'GET landlord/cities/3': { body: CENTRE } });
    const values = renderPicker({ cityId: '3', cityLabel: 'Toronto, ON' });
    expect(await screen.findByTestId('pin-map')).toHaveAttribute('data-pin', '43.653226,-79.383184');
    expect(screen.getByTestId('pin-coordinates')).toHaveTextContent('Pin at latitude 43.653226, longitude -79.383184');
    expect(values()).toMatchObject({ lat: null, lng: null });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Drop here' }));
    expect(values()).toMatchObject({ lat: 43.7, lng: -79.5 });
    expect(screen.getByTestId('pin-coordinates')).toHaveTextContent('latitude 43.700000, longitude -79.500000');
  });

  it('shows the saved pin and resets it to the city centre from the keyboard', async () => {
    stubFetch({ 'GET landlord/cities/3': { body: CENTRE } });
    const values = renderPicker({ cityId: '3', cityLabel: 'Toronto, ON', lat: 43.71, lng: -79.42 });
    expect(await screen.findByTestId('pin-map')).toHaveAttribute('data-pin', '43.71,-79.42');
    const reset = screen.getByRole('button', { name: 'Reset pin to the city centre' });
    await waitFor(() => expect(reset).toBeEnabled());
    const user = userEvent.setup();
    reset.focus();
    await user.keyboard('{Enter}');
    expect(values()).toMatchObject({ lat: CENTRE.lat, lng: CENTRE.lng });
    expect(screen.getByTestId('pin-map')).toHaveAttribute('data-pin', '43.653226,-79.383184');
  });

  it('asks for a city first', () => {
    stubFetch();
    renderPicker({});
    expect(screen.getByTestId('pin-picker')).toHaveTextContent('Pick a city to place the map pin.');
    expect(screen.queryByTestId('pin-map')).not.toBeInTheDocument();
  });
});
