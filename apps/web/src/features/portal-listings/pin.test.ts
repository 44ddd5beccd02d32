import { describe, expect, it } from 'vitest';
import { fullBody, listingFormValues } from './form-values.ts';
import { pickedCity, pinOf, placedPin } from './pin.ts';

const CENTRE = { lat: 43.653226, lng: -79.383184 };

describe('the listing map pin', () => {
  it('shows the placed pin, else the city centre', () => {
    expect(pinOf({ lat: 43.7, lng: -79.4 }, CENTRE)).toEqual({ lat: 43.7, lng: -79.4 });
    expect(pinOf({ lat: null, lng: null }, CENTRE)).toEqual(CENTRE);
    expect(pinOf({ lat: null, lng: null }, null)).toBeNull();
  });

  it('puts a placed pin into the values and the saved body, rounded to 6 decimals', () => {
    const values = { ...listingFormValues(), cityId: '3', ...placedPin({ lat: 43.70000049, lng: -79.41234567 }) };
    expect(values).toMatchObject({ lat: 43.7, lng: -79.412346 });
    expect(fullBody(values)).toMatchObject({ cityId: 3, lat: 43.7, lng: -79.412346 });
  });

  it('resets to the city centre as a placed pin, saved like any other', () => {
    expect(placedPin(CENTRE)).toEqual(CENTRE);
  });

  it('lets the pin follow a newly picked city: none sent, the API places it at the centre', () => {
    const pinned = { ...listingFormValues(), cityId: '3', lat: 45.5, lng: -73.5 };
    const values = { ...pinned, ...pickedCity('9', 'Ottawa, ON') };
    expect(values).toMatchObject({ cityId: '9', cityLabel: 'Ottawa, ON', lat: null, lng: null });
    const body = fullBody(values);
    expect(body.lat).toBeUndefined();
    expect(body.lng).toBeUndefined();
  });
});
