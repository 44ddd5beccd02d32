import { describe, expect, it } from 'vitest';
import { localIsoDate } from '../format.ts';
import { fieldErrors } from '../validation-messages.ts';
import { earliestTodayIso, renterInquirySchema } from './inquiries.ts';

const valid = {
  listingId: 42,
  name: 'Ravi Renter',
  email: 'Ravi@Example.test ',
  phone: '',
  moveInDate: '',
  message: 'Hi, is it still available?',
};

function errorsOf(input: unknown) {
  const result = renterInquirySchema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  return fieldErrors(result.error.issues, 'en');
}

describe('renter inquiry schema', () => {
  it('accepts a complete inquiry and normalises the email', () => {
    const parsed = renterInquirySchema.parse({ ...valid, phone: '416-555-0101', moveInDate: '2999-01-31' });
    expect(parsed.email).toBe('ravi@example.test');
    expect(parsed.moveInDate).toBe('2999-01-31');
  });

  it('names the fields that are missing or malformed', () => {
    expect(errorsOf({ ...valid, name: ' ', email: '', message: '' })).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      message: ['The message field is required.'],
    });
    expect(errorsOf({ ...valid, email: 'ravi@', phone: 'call me' })).toEqual({
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field format is invalid.'],
    });
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) }).message).toEqual([
      'The message field must not be greater than 2000 characters.',
    ]);
  });

  it('refuses a move-in date in the past or that is not a date', () => {
    expect(errorsOf({ ...valid, moveInDate: '2020-01-01' })).toEqual({
      moveInDate: ['The move in date field is invalid.'],
    });
    expect(errorsOf({ ...valid, moveInDate: '2031-02-30' })).toEqual({
      moveInDate: ['The move in date field must be a valid date.'],
    });
  });

  it('takes "today" anywhere on Earth as not past', () => {
    const now = new Date('2026-03-10T05:00:00Z');
    // 05:00 UTC is still March 9 west of UTC-5.
    expect(earliestTodayIso(now)).toBe('2026-03-09');
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
