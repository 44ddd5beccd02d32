// The pages screens: the list, the form showing the chosen type's extra fields (switching the type switches
// them), only what changed sent on edit, and the server's 422 for an extra field under that field.
import type { Page, PageType } from '@rentals/shared/resources/pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { viewPages: true, createPages: true, modifyPages: true, viewPageTypes: true };
const META = { currentPage: 1, perPage: 20, total: 3, lastPage: 1 };
const AT = '2026-11-01T10:00:00.000Z';

const type = (id: number, key: string, name: string, fields: PageType['fields'] = []): PageType => ({
  id,
  key,
  name,
  nameFr: name,
  layout: key === 'city-guide' ? 'city-guide' : key === 'landing' ? 'landing' : 'plain',
  fields,
  pageCount: 0,
  createdAt: AT,
  updatedAt: AT,
});

const TYPES = [
  type(3, 'city-guide', 'City guide', [
    { key: 'city', label: 'City', labelFr: 'Ville', kind: 'city', required: true },
    { key: 'heroImage', label: 'Hero image', labelFr: 'Image principale', kind: 'image', required: false },
  ]),
  type(1, 'plain', 'Plain'),
];

const PAGE: Page = {
  id: 5,
  title: 'About us',
  path: '/about-us',
  language: 'en',
  pageTypeId: 1,
  pageType: { id: 1, name: 'Plain', layout: 'plain' },
  body: '<p>Who we are.</p>',
  fieldValues: {},
  seoTitle: null,
  seoDescription: null,
  status: 'published',
  publishAt: null,
  publishedAt: AT,
  createdAt: AT,
  updatedAt: AT,
};

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, ALL);
  return stubFetch({
    ...sessionHandlers(me, ALL),
    'GET admin/pages/types': { body: { data: TYPES, meta: META } },
    'GET admin/pages': { body: { data: [PAGE], meta: { ...META, total: 1 } } },
    'GET admin/pages/5': { body: PAGE },
    'GET admin/pages/5/revisions': { body: { data: [] } },
    ...extra,
  });
}

const sent = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.body);

describe('/admin/pages', () => {
  it('lists the pages with their path, type and status', async () => {
    stub();
    renderApp('/admin/pages');
    const rows = await screen.findAllByTestId('pages-list-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('/about-us');
    expect(rows[0]).toHaveTextContent('Plain');
    expect(rows[0]).toHaveTextContent('Published');
    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/pages/create');
  });

  it("shows the chosen type's extra fields and switches them with the type", async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/admin/pages/5/edit');
    expect(await screen.findByText('This page type has no extra fields.')).toBeInTheDocument();
    await user.click(screen.getByTestId('field-pageTypeId'));
    await user.click(await screen.findByRole('option', { name: 'City guide' }));
    expect(await screen.findByTestId('field-fieldValues.city')).toBeInTheDocument();
    expect(screen.getByText('Hero image')).toBeInTheDocument();
    expect(screen.queryByText('This page type has no extra fields.')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('field-pageTypeId'));
    await user.click(await screen.findByRole('option', { name: 'Plain' }));
    expect(await screen.findByText('This page type has no extra fields.')).toBeInTheDocument();
    expect(screen.queryByTestId('field-fieldValues.city')).not.toBeInTheDocument();
  }, 15_000);

  it("sends only what changed, and shows the server's 422 for an extra field under it", async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'PATCH admin/pages/5': {
        status: 422,
        body: {
          message: 'The City field is required.',
          errors: { 'fieldValues.city': ['The City field is required.'] },
        },
      },
    });
    renderApp('/admin/pages/5/edit');
    const title = await screen.findByTestId('field-title');
    await user.clear(title);
    await user.type(title, 'About the team');
    await user.click(screen.getByTestId('field-pageTypeId'));
    await user.click(await screen.findByRole('option', { name: 'City guide' }));
    await user.click(screen.getByTestId('page-form-submit'));
    await waitFor(() => expect(sent(calls, 'PATCH')).toHaveLength(1));
    expect(sent(calls, 'PATCH')[0]).toEqual({
      title: 'About the team',
      pageTypeId: 3,
      fieldValues: { city: null, heroImage: null },
    });
    expect((await screen.findAllByText('The City field is required.')).length).toBeGreaterThan(0);
  }, 15_000);
});
