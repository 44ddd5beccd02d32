// The versions of an edited text: newest first with who saved them and what changed, the words that changed
// marked, and Restore (confirmed first) handing the version's fields to the caller's save.
import { ModalsProvider } from '@mantine/modals';
import type { Revision } from '@rentals/shared/resources/revisions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import { changedRevisionFields, RevisionsPanel, revisionText } from './revisions-panel.tsx';

const version = (id: number, fields: Record<string, unknown>): Revision => ({
  id,
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  author: { id: 7, name: 'Ada Admin' },
  fields,
});
const VERSIONS = [
  version(3, { title: 'Moving guide', body: '<p>Pack early and label boxes.</p>' }),
  version(2, { title: 'Moving guide', body: '<p>Pack early.</p>' }),
  version(1, { title: 'Moving tips', body: '<p>Pack early.</p>' }),
];

function renderPanel(onRestore = vi.fn(async () => ({}))) {
  const { calls } = stubFetch({ 'GET admin/posts/5/revisions': { body: { data: VERSIONS } } });
  renderWithProviders(
    <ModalsProvider>
      <RevisionsPanel
        apiPath="admin/posts"
        id={5}
        fieldLabels={{ title: 'Title', body: 'Body' }}
        onRestore={onRestore}
      />
    </ModalsProvider>,
  );
  return { calls, onRestore };
}

describe('RevisionsPanel', () => {
  it('lists the versions newest first, with their author and the fields each changed', async () => {
    renderPanel();
    const rows = await screen.findAllByTestId('revision');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/Saved by Ada Admin · Body/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/Saved by Ada Admin · Title/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/Title, Body/)).toBeInTheDocument();
    // The current version cannot be restored onto itself.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('shows the words added, without the markup', async () => {
    const user = userEvent.setup();
    renderPanel();
    const [newest] = await screen.findAllByTestId('revision');
    await user.click(within(newest as HTMLElement).getByRole('button', { name: 'Show changes' }));
    const added = (newest as HTMLElement).querySelector('ins');
    expect(added?.textContent).toBe('added: and label boxes');
    expect(newest?.textContent).not.toContain('<p>');
  });

  it('restores a version after confirmation, with all of its fields', async () => {
    const user = userEvent.setup();
    const { onRestore } = renderPanel();
    const rows = await screen.findAllByTestId('revision');
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(onRestore).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestore).toHaveBeenCalledWith({ title: 'Moving tips', body: '<p>Pack early.</p>' }));
  });
});

describe('revision helpers', () => {
  it('reads rich text as its words and image descriptions', () => {
    expect(revisionText('<h2>Fees</h2><p>Rent &amp; parking</p><img src="/a.webp" alt="Kitchen">')).toBe(
      'Fees Rent & parking [Kitchen]',
    );
    expect(revisionText(null)).toBe('');
    expect(revisionText(['a'])).toBe('["a"]');
  });

  it('compares a version with the one before it', () => {
    const [newest, middle, first] = VERSIONS as [Revision, Revision, Revision];
    expect(changedRevisionFields(newest, middle, ['title', 'body'])).toEqual(['body']);
    expect(changedRevisionFields(first, undefined, ['title', 'body'])).toEqual(['title', 'body']);
  });
});
