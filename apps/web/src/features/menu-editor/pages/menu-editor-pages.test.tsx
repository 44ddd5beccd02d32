// The menu editor: the chosen menu as a tree, moves by buttons (each named for its item) changing the draft
// only, one save sending the whole tree, a delete saying what happens to the sub-items, and the item form's
// checks, body and page-type picker (the admin-defined page types).
import type { EditableMenu, MenuTreeItem } from '@rentals/shared/resources/menu-items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { viewMenuEditor: true, createMenuItems: true, modifyMenuItems: true };

const item = (id: number, title: string, children: MenuTreeItem[] = []): MenuTreeItem => ({
  id,
  menuId: 1,
  menuKey: 'Primary',
  parentId: null,
  title,
  titleFr: null,
  url: `/${title.toLowerCase()}`,
  externalUrl: null,
  target: '_self',
  pageType: null,
  sortOrder: 0,
  childCount: children.length,
  children: children.map(({ children: _c, ...rest }) => ({ ...rest, childCount: 0 })),
});

const PRIMARY: EditableMenu = {
  id: 1,
  key: 'Primary',
  name: 'Primary navigation',
  items: [item(1, 'Home'), item(2, 'About', [item(3, 'Team')]), item(4, 'Contact')],
};
const FOOTER: EditableMenu = { id: 2, key: 'Footer', name: 'Footer links', items: [] };

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, ALL);
  return stubFetch({
    ...sessionHandlers(me, ALL),
    'GET admin/menus': { body: { data: [PRIMARY, FOOTER] } },
    'GET admin/menu-items/3': { body: { ...item(3, 'Team'), parentId: 2, children: undefined } },
    ...extra,
  });
}

const titles = () => screen.getAllByTestId('menu-item-title').map((el) => el.firstChild?.textContent);

describe('/admin/menu-editor', () => {
  it('moves items with their buttons, then saves the whole tree once', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'PUT admin/menus/1/tree': { body: PRIMARY },
    });
    renderApp('/admin/menu-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu Editor' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('menu-item-row')).toHaveLength(4);
    expect(screen.getByTestId('menu-save')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move “Contact” up' }));
    expect(screen.getByRole('button', { name: 'Nest “Home” under the item above' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move “Team” out to the top level' }));
    expect(titles()).toEqual(['Home', 'Contact', 'About', 'Team']);
    expect(screen.getByTestId('menu-status')).toHaveTextContent('“Team” is now item 4 of 4.');
    expect(screen.getByTestId('menu-unsaved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Nest “Contact” under the item above' }));
    expect(titles()).toEqual(['Home', 'Contact', 'About', 'Team']);
    expect(screen.getAllByTestId('menu-item-row').map((row) => row.dataset.depth)).toEqual(['0', '1', '0', '0']);
    expect(screen.getByTestId('menu-status')).toHaveTextContent('“Contact” is now item 1 of 1 under “Home”.');

    await user.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      items: [
        { id: 1, children: [{ id: 4 }] },
        { id: 2, children: [] },
        { id: 3, children: [] },
      ],
    });
  }, 15_000);

  it('asks before deleting an item and says its sub-items move up', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'DELETE admin/menu-items/2': { body: { message: 'Deleted.' } } });
    renderApp('/admin/menu-editor');
    await user.click(await screen.findByRole('button', { name: 'Delete “About”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its sub-item is kept: it moves up to the top level in its place.');
    await user.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'admin/menu-items/2')).toBe(true));
  }, 15_000);

  it('shows the other menu, empty, and links to add an item to it', async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/admin/menu-editor');
    await screen.findAllByTestId('menu-item-row');
    await user.click(screen.getByText('Footer'));
    expect(await screen.findByTestId('menu-empty')).toHaveTextContent('This menu has no items yet.');
    expect(screen.getByTestId('menu-add-item')).toHaveAttribute('href', '/admin/menu-items/create?menu=2');
  });
});

describe('/admin/menu-items', () => {
  it('checks the link before sending, then creates the item under its parent', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'POST admin/menu-items': { status: 201, body: item(9, 'Press') } });
    const { router } = renderApp('/admin/menu-items/create?menu=1&parent=2');
    expect(await screen.findByTestId('menu-item-destination')).toHaveTextContent(
      'Adding to: Primary (header), under “About”',
    );
    await user.type(screen.getByTestId('field-title'), 'Press');
    await user.type(screen.getByTestId('field-url'), 'press');
    await user.click(screen.getByTestId('menu-item-form-submit'));
    expect(
      await screen.findByText('The path field must be a path on this site starting with /, like /blog.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByTestId('field-url'));
    await user.type(screen.getByTestId('field-url'), '/press');
    await user.click(screen.getByTestId('menu-item-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu-editor'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Press',
      titleFr: '',
      url: '/press',
      externalUrl: '',
      target: '_self',
      pageType: '',
      menuId: 1,
      parentId: 2,
    });
  }, 15_000);

  it('sends only what changed on edit', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ 'PATCH admin/menu-items/3': { body: item(3, 'Our team') } });
    const { router } = renderApp('/admin/menu-items/3/edit');
    const title = await screen.findByTestId('field-title');
    expect(title).toHaveValue('Team');
    await user.clear(title);
    await user.type(title, 'Our team');
    await user.click(screen.getByTestId('menu-item-form-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?menu=Primary'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Our team' });
  }, 15_000);

  it("offers the admin-defined page types by their labels (not the page kinds) and sends the type's key", async () => {
    const user = userEvent.setup();
    const type = (id: number, key: string, name: string) => ({
      id,
      key,
      name,
      nameFr: `${name} (fr)`,
      layout: 'default',
      fields: [],
      pageCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const { calls } = stub({
      'GET admin/pages/types': {
        body: {
          data: [type(1, 'city-guide', 'City guide'), type(2, 'landing', 'Landing page')],
          meta: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 },
        },
      },
      'PATCH admin/menu-items/3': { body: item(3, 'Team') },
    });
    const { router } = renderApp('/admin/menu-items/3/edit');
    await user.click(await screen.findByTestId('field-pageType'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['City guide', 'Landing page']);
    expect(options).not.toContain('Rental search');
    await user.click(screen.getByRole('option', { name: 'City guide' }));
    await user.click(screen.getByTestId('menu-item-form-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?menu=Primary'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ pageType: 'city-guide' });
  }, 15_000);
});
