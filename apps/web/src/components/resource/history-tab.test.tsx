// A record's History tab: each event with who and when and its changed fields; a landlord's own edit of their
// listing (issue 27) is labelled as the landlord's and names them, beside the back office's events.
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import { HistoryTab } from './index.ts';

const event = (id: number, overrides: Partial<AuditEvent>): AuditEvent => ({
  id,
  occurredAt: `2026-11-0${id}T10:00:00.000Z`,
  actorId: 7,
  actorEmail: 'sam@example.test',
  actorName: 'Sam Support',
  action: 'update',
  resource: 'listings',
  recordId: '42',
  changes: {},
  ip: null,
  ...overrides,
});

const EVENTS = [
  event(2, {
    actorId: 9,
    actorEmail: 'lena@example.test',
    actorName: 'Lena Landry',
    resource: 'landlord-listings',
    changes: { rent: { old: 200000, new: 245000 } },
  }),
  event(1, { action: 'hide', changes: { status: { old: 'active', new: 'paused' } } }),
];

describe('HistoryTab', () => {
  it("labels a landlord's own edit as theirs, with their name, beside the back office's events", async () => {
    stubFetch({
      'GET support/listings/42/history': {
        body: { data: EVENTS, meta: { currentPage: 1, perPage: 20, total: 2, lastPage: 1 } },
      },
    });
    renderWithProviders(<HistoryTab apiPath="support/listings" id={42} />);
    const [landlordEdit, staffEdit] = await screen.findAllByTestId('history-event');
    if (!landlordEdit || !staffEdit) throw new Error('two events expected');
    expect(within(landlordEdit).getByText('Landlord')).toBeInTheDocument();
    expect(within(landlordEdit).getByText('by the landlord Lena Landry (lena@example.test)')).toBeInTheDocument();
    expect(within(landlordEdit).getByText('rent')).toBeInTheDocument();
    expect(within(landlordEdit).getByText('245000')).toBeInTheDocument();
    expect(within(staffEdit).queryByText('Landlord')).not.toBeInTheDocument();
    expect(within(staffEdit).getByText('by sam@example.test')).toBeInTheDocument();
  });
});
