import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { applyServerErrors, NO_ANSWER, renameFields, submitErrorMessage } from './forms.ts';

function renderForm() {
  return renderHook(() => useForm({ mode: 'controlled', initialValues: { name: '', areas: [] as number[] } })).result;
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError('The given data was invalid.', { status: 422, kind: 'http', errors });

const OWN = { 429: 'Too many, try later.', 404: 'Gone.', [NO_ANSWER]: 'No answer.' };

describe('submitErrorMessage', () => {
  it("gives the form's own sentence for the statuses it explains", () => {
    const form = renderForm();
    const answer = (status: number, kind: ApiError['kind'] = 'http') =>
      submitErrorMessage(form.current, new ApiError('Server said', { status, kind }), OWN);
    expect(answer(429)).toBe('Too many, try later.');
    expect(answer(404)).toBe('Gone.');
    expect(answer(0, 'network')).toBe('No answer.');
    expect(answer(0, 'aborted')).toBe('No answer.');
  });

  it('otherwise shows the server errors as applyServerErrors does', () => {
    const form = renderForm();
    expect(submitErrorMessage(form.current, new ApiError('Already sent.', { status: 409, kind: 'http' }), OWN)).toBe(
      'Already sent.',
    );
    let message: string | null = 'unset';
    act(() => {
      message = submitErrorMessage(form.current, unprocessable({ name: ['The name field is required.'] }), OWN);
    });
    expect(message).toBeNull();
    expect(form.current.errors).toEqual({ name: 'The name field is required.' });
    expect(submitErrorMessage(form.current, new Error('Boom'), {})).toBe('Boom');
  });
});

describe('applyServerErrors', () => {
  it("puts a request field's errors on the form field it is named after, the unknown ones in the message", () => {
    const form = renderForm();
    let message: string | null = null;
    act(() => {
      message = applyServerErrors(
        form.current,
        unprocessable({ cityIds: ['The selected city ids is invalid.'], token: ['The token is invalid.'] }),
        { cityIds: 'areas' },
      );
    });
    expect(form.current.errors).toEqual({ areas: 'The selected city ids is invalid.' });
    expect(message).toBe('The token is invalid.');
  });
});

describe('renameFields', () => {
  it('renames the fields named, and keeps the others', () => {
    expect(renameFields({ cityIds: 'Invalid.', name: 'Required.' }, { cityIds: 'areas' })).toEqual({
      areas: 'Invalid.',
      name: 'Required.',
    });
  });
});
