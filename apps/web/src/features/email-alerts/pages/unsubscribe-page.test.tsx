import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

describe('/new-listings-alerts/unsubscribe/:userHash', () => {
  it('unsubscribes on load, without sign-in, and says so with the masked email', async () => {
    const { calls } = stubFetch({
      'POST new-listings-alerts/unsubscribe/Hash_123-abc': {
        body: { message: 'You have been unsubscribed from email alerts.', email: 'j***@example.com' },
      },
    });
    renderApp('/new-listings-alerts/unsubscribe/Hash_123-abc');
    const done = await screen.findByTestId('unsubscribed');
    expect(done).toHaveTextContent('You have been unsubscribed from email alerts for j***@example.com.');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from email alerts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage email alerts' })).toHaveAttribute('href', '/admin/email-alerts');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['new-listings-alerts/unsubscribe/Hash_123-abc']);
    expect(posts[0]?.headers.get('Authorization')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Unsubscribe from email alerts | Test Rentals'));
  });

  it('says when the link is not valid', async () => {
    stubFetch({});
    renderApp('/new-listings-alerts/unsubscribe/nope');
    const invalid = await screen.findByTestId('unsubscribe-invalid');
    expect(invalid).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.queryByTestId('unsubscribed')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'POST new-listings-alerts/unsubscribe/abc': () =>
        fail
          ? { status: 503, body: { message: 'The database is unavailable.' } }
          : { body: { message: 'ok', email: 'a***@example.com' } },
    });
    renderApp('/new-listings-alerts/unsubscribe/abc');
    const error = await screen.findByTestId('unsubscribe-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('unsubscribed')).toHaveTextContent('a***@example.com');
  });

  it('speaks French under /fr', async () => {
    stubFetch({
      'POST new-listings-alerts/unsubscribe/abc': { body: { message: 'x', email: 'j***@example.com' } },
    });
    renderApp('/fr/new-listings-alerts/unsubscribe/abc');
    expect(await screen.findByTestId('unsubscribed')).toHaveTextContent(
      'Vous êtes désabonné des alertes courriel pour j***@example.com.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Se désabonner des alertes courriel' })).toBeInTheDocument();
  });
});
