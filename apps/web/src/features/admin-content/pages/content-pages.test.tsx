// The content back office: the FAQ screens (list, the form's checks and what it sends, a delete confirmed first)
// and the content block screens (the list's languages, the edit page's fields in both languages, a save sent,
// the server's 422 under its field, this browser's cached blocks read again after a save).
import type { ContentBlockAdmin } from '@rentals/shared/resources/content-blocks';
import type { Faq } from '@rentals/shared/resources/faqs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { viewFaqs: true, createFaqs: true, modifyFaqs: true, viewGlobalContent: true };
const META = { currentPage: 1, perPage: 20, total: 2, lastPage: 1 };

const faq = (id: number, overrides: Partial<Faq> = {}): Faq => ({
  id,
  question: `Question ${id}?`,
  answer: `<p>Answer ${id}.</p>`,
  category: 'Renters',
  position: id,
  locale: 'en',
  isPublished: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const privacy: ContentBlockAdmin = {
  id: 7,
  contentKey: 'privacy-policy',
  name: 'Privacy Policy',
  keys: ['title'],
  en: { title: 'Privacy Policy' },
  fr: { title: '' },
  languages: ['en'],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, ALL);
  return stubFetch({
    ...sessionHandlers(me, ALL),
    'GET admin/faqs': { body: { data: [faq(1), faq(2, { isPublished: false, locale: 'fr' })], meta: META } },
    'GET admin/faqs/2': { body: faq(2) },
    'GET admin/faqs/2/revisions': { body: { data: [] } },
    'GET admin/faqs/categories': { body: { data: ['Landlords', 'Renters'] } },
    'GET admin/content-blocks': { body: { data: [privacy], meta: { ...META, total: 1 } } },
    'GET admin/content-blocks/7': { body: privacy },
    'GET admin/content-blocks/7/revisions': { body: { data: [] } },
    ...extra,
  });
}

const sent = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.body);

describe('/admin/faqs', () => {
  it('lists the questions with their language and status, and offers Add', async () => {
    stub();
    renderApp('/admin/faqs');
    const rows = await screen.findAllByTestId('faqs-list-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Question 1?');
    expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('French');
    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/faqs/create');
  });

  it('checks the form before sending', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/admin/faqs/create');
    await user.click(await screen.findByTestId('faq-form-submit'));
    expect(await screen.findByText('The question field is required.')).toBeInTheDocument();
    expect(screen.getByText('The category field is required.')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);
  }, 15_000);

  it('saves an edited question with its position as a number', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'PATCH admin/faqs/2': { body: faq(2, { question: 'Is it free?' }) } });
    const { router } = renderApp('/admin/faqs/2/edit');
    const question = await screen.findByTestId('field-question');
    await user.clear(question);
    await user.type(question, 'Is it free?');
    await user.click(screen.getByTestId('faq-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faqs'));
    expect(sent(calls, 'PATCH')).toEqual([
      expect.objectContaining({ question: 'Is it free?', position: 2, category: 'Renters', isPublished: true }),
    ]);
  }, 15_000);

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'DELETE admin/faqs/2': { body: { message: 'Deleted.' } } });
    const { router } = renderApp('/admin/faqs/2/edit');
    await screen.findByTestId('field-question');
    await user.click(await screen.findByTestId('delete-button'));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faqs'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  }, 15_000);
});

describe('/admin/global-content', () => {
  it('lists the blocks with the languages filled in', async () => {
    stub();
    renderApp('/admin/global-content');
    const rows = await screen.findAllByTestId('content-blocks-list-row');
    expect(rows[0]).toHaveTextContent('Privacy Policy');
    expect(rows[0]).toHaveTextContent('privacy-policy');
    expect(rows[0]).toHaveTextContent('English');
  });

  it('edits both languages, shows the server’s 422 under its field, then saves and reads the blocks again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = stub({
      'PATCH admin/content-blocks/7': () =>
        ++attempts === 1
          ? { status: 422, body: { message: 'Invalid.', errors: { 'fr.title': ['The title field is too long.'] } } }
          : { body: { ...privacy, fr: { title: 'Confidentialité' } } },
    });
    const { router } = renderApp('/admin/global-content/7/edit');
    expect(await screen.findByTestId('field-en.title')).toHaveValue('Privacy Policy');
    await user.type(screen.getByTestId('field-fr.title'), 'Confidentialité');
    await user.click(screen.getByTestId('content-block-form-submit'));
    expect(await screen.findByText('The title field is too long.')).toBeInTheDocument();
    await user.click(screen.getByTestId('content-block-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/global-content'));
    expect(sent(calls, 'PATCH').at(-1)).toEqual({ en: { title: 'Privacy Policy' }, fr: { title: 'Confidentialité' } });
    const saveAt = calls.findLastIndex((c) => c.method === 'PATCH');
    expect(calls.slice(saveAt).some((c) => c.path === 'content-blocks/get-content')).toBe(true);
  }, 15_000);
});
