// The posts screens: the list (the spec's description, status badges, Create) and a category's delete
// confirmation naming how many posts lose it.
import type { Post, PostCategory } from '@rentals/shared/resources/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { viewBlogs: true, createBlogs: true, modifyBlogs: true };
const META = { currentPage: 1, perPage: 20, total: 2, lastPage: 1 };

const post = (id: number, overrides: Partial<Post> = {}): Post => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  language: 'en',
  translationId: null,
  translation: null,
  excerpt: null,
  body: '<p>Hello</p>',
  coverImage: null,
  coverAlt: null,
  coverWidth: null,
  coverHeight: null,
  categoryIds: [],
  categories: [],
  author: { id: 1, name: 'Olivia Owner' },
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  seoTitle: null,
  seoDescription: null,
  previewToken: 'abcdefghijklmnopqrstuvwxyz012345',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const category: PostCategory = {
  id: 4,
  name: 'Moving',
  nameFr: 'Déménagement',
  slug: 'moving',
  slugFr: 'demenagement',
  postCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, ALL);
  return stubFetch({
    ...sessionHandlers(me, ALL),
    'GET admin/posts': {
      body: {
        data: [post(1, { title: 'Moving day', status: 'published' }), post(2, { title: 'Soon', status: 'scheduled' })],
        meta: META,
      },
    },
    'GET admin/post-categories': { body: { data: [category], meta: { ...META, total: 1 } } },
    'GET admin/post-categories/4': { body: category },
    ...extra,
  });
}

describe('/admin/posts', () => {
  it('shows the description, the posts with their status, and Create', async () => {
    stub();
    renderApp('/admin/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
    expect(screen.getByTestId('posts-description')).toHaveTextContent(
      'Below are all of your posts. Add more or modify/remove the existing ones.',
    );
    const rows = await screen.findAllByTestId('posts-list-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/posts/create');
  });
});

describe('/admin/posts/create', () => {
  it('checks the title and body before sending, then sends the post and opens it', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/posts': { status: 201, body: post(9, { title: 'Fees explained' }) } });
    const { router } = renderApp('/admin/posts/create');
    const form = await screen.findByTestId('post-form');
    await user.click(within(form).getByTestId('post-form-submit'));
    expect(await within(form).findByText('The title field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByTestId('field-title'), 'Fees explained');
    const body = await within(form).findByTestId('field-body', {}, { timeout: 10_000 });
    await user.click(body);
    await user.paste('What a deposit covers.');
    await user.click(within(form).getByTestId('post-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/9'));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Fees explained', language: 'en', status: 'draft' });
    expect(sent.body).toBe('<p>What a deposit covers.</p>');
  }, 20_000);
});

describe('/admin/posts/categories/{id}', () => {
  it('says how many posts lose the category before deleting it', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'DELETE admin/post-categories/4': { body: { message: 'Deleted.' } } });
    const { router } = renderApp('/admin/posts/categories/4');
    await user.click(await screen.findByTestId('delete-button'));
    expect(
      await screen.findByText('3 posts will lose this category. The posts themselves are kept.'),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/categories'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  }, 15_000);
});
