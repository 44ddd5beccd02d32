import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation-messages.ts';
import { updateRenterProfileSchema } from './renter-profile.ts';

function errorsOf(input: unknown) {
  const result = updateRenterProfileSchema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  return fieldErrors(result.error.issues, 'en');
}

describe('renter profile schema', () => {
  it('accepts any subset of the fields, clears with null or an empty date, and drops repeats', () => {
    expect(updateRenterProfileSchema.parse({})).toEqual({});
    expect(
      updateRenterProfileSchema.parse({
        moveInDate: '2999-05-01',
        budgetMin: 1500,
        budgetMax: 1500,
        householdSize: 3,
        pets: ['cats-allowed', 'cats-allowed'],
        preferredCityIds: [4, 2, 4],
        contactMethods: ['text', 'email', 'text'],
        priceDropAlerts: false,
        emailAlertsEnabled: true,
        seenRecommendedIntro: true,
      }),
    ).toMatchObject({ pets: ['cats-allowed'], preferredCityIds: [4, 2], contactMethods: ['text', 'email'] });
    expect(updateRenterProfileSchema.parse({ moveInDate: null, budgetMin: null, householdSize: null })).toEqual({
      moveInDate: null,
      budgetMin: null,
      householdSize: null,
    });
    expect(updateRenterProfileSchema.parse({ moveInDate: '' })).toEqual({ moveInDate: '' });
  });

  it('names each field at fault', () => {
    expect(
      errorsOf({
        moveInDate: '2020-01-01',
        budgetMin: -1,
        householdSize: 21,
        pets: ['no-pets'],
        contactMethods: [],
        preferredCityIds: ['x'],
        priceDropAlerts: 'yes',
      }),
    ).toEqual({
      moveInDate: ['The move in date field is invalid.'],
      budgetMin: ['The minimum budget field must be at least 0.'],
      householdSize: ['The number of people in your household field must not be greater than 20.'],
      pets: ['The selected pets is invalid.'],
      contactMethods: ['The contact methods field is required.'],
      preferredCityIds: ['The selected preferred city ids is invalid.'],
      priceDropAlerts: ['The price drop alerts field must be true or false.'],
    });
    expect(errorsOf({ moveInDate: '2031-02-30' })).toEqual({
      moveInDate: ['The move in date field must be a valid date.'],
    });
    expect(errorsOf({ householdSize: 0 }).householdSize).toEqual([
      'The number of people in your household field must be at least 1.',
    ]);
    expect(errorsOf({ budgetMin: 10.5 }).budgetMin).toEqual(['The minimum budget field must be an integer.']);
    expect(errorsOf({ nickname: 'x' })).toEqual({ nickname: ['The nickname field is not allowed.'] });
    expect(errorsOf({ preferredCityIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual({
      preferredCityIds: ['The preferred city ids field must not have more than 10 items.'],
    });
    expect(errorsOf({ contactMethods: ['fax'] })).toEqual({
      contactMethods: ['The selected contact methods is invalid.'],
    });
  });

  it('refuses a budget whose maximum is below its minimum', () => {
    expect(errorsOf({ budgetMin: 2000, budgetMax: 1500 })).toEqual({
      budgetMax: ['The maximum budget field must be at least 2000.'],
    });
  });
});
