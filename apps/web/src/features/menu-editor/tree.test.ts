// The editor's moves keep a valid tree: two levels at most, an item with children stays at the top level, and a
// drop's depth follows the pointer's sideways offset within what its neighbours allow.
import type { MenuTreeItem } from '@rentals/shared/resources/menu-items';
import { describe, expect, it } from 'vitest';
import {
  canIndent,
  dropAt,
  fromMenu,
  INDENT_PX,
  indent,
  moveDown,
  moveUp,
  outdent,
  removeItem,
  type TreeNode,
  toTreeBody,
} from './tree.ts';

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

/** Home(1); About(2) > Team(3), Jobs(4); Contact(5) */
const tree = () =>
  fromMenu([item(1, 'Home'), item(2, 'About', [item(3, 'Team'), item(4, 'Jobs')]), item(5, 'Contact')]);
const outline = (t: TreeNode[]) =>
  t
    .map((n) =>
      n.children.length ? `${n.item.title} (${n.children.map((c) => c.item.title).join(', ')})` : n.item.title,
    )
    .join(', ');

describe('menu tree moves', () => {
  it('moves up and down among siblings only', () => {
    expect(outline(moveUp(tree(), 5))).toBe('Home, Contact, About (Team, Jobs)');
    expect(outline(moveDown(tree(), 3))).toBe('Home, About (Jobs, Team), Contact');
    expect(moveUp(tree(), 3)).toEqual(tree());
    expect(moveDown(tree(), 5)).toEqual(tree());
  });

  it('nests under the item above, one level only, and unnests after the parent', () => {
    expect(outline(indent(tree(), 5))).toBe('Home, About (Team, Jobs, Contact)');
    expect(canIndent(tree(), 1)).toBe(false); // nothing above
    expect(canIndent(tree(), 2)).toBe(false); // has children: would make a third level
    expect(canIndent(tree(), 3)).toBe(false); // already a child
    expect(outline(outdent(tree(), 3))).toBe('Home, About (Jobs), Team, Contact');
  });

  it('drops at a place and a depth from the sideways offset, within what the neighbours allow', () => {
    // Contact dragged onto Home's place: top level.
    expect(outline(dropAt(tree(), 5, 1, 0))).toBe('Contact, Home, About (Team, Jobs)');
    // Home dragged down onto Contact's place (so after it) and to the right: nested under Contact.
    expect(outline(dropAt(tree(), 1, 5, INDENT_PX))).toBe('About (Team, Jobs), Contact (Home)');
    // Dropped on its own place: nothing changes.
    expect(dropAt(tree(), 4, 4, 0)).toEqual(tree());
    // A child dragged down and to the left: out to the top level.
    expect(outline(dropAt(tree(), 3, 5, -INDENT_PX))).toBe('Home, About (Jobs), Contact, Team');
    // About (with children) dragged right stays at the top level, its children with it.
    expect(outline(dropAt(tree(), 2, 5, 3 * INDENT_PX))).toBe('Home, Contact, About (Team, Jobs)');
    // Nothing deeper than two levels whatever the offset.
    const deep = dropAt(tree(), 5, 4, 5 * INDENT_PX);
    expect(toTreeBody(deep).items.every((i) => i.children.every((c) => !('children' in c)))).toBe(true);
    expect(outline(deep)).toBe('Home, About (Team, Contact, Jobs)');
  });

  it('deletes as the server does: the children move up in the item’s place', () => {
    expect(outline(removeItem(tree(), 2))).toBe('Home, Team, Jobs, Contact');
    expect(outline(removeItem(tree(), 3))).toBe('Home, About (Jobs), Contact');
  });
});
