// The editor's draft of one menu and the moves made on it, by button (up, down, indent, outdent) or by drag
// and drop (a place in the flattened list and a depth from the pointer's sideways offset). Every move keeps a
// valid tree: two levels at most, and an item with children stays at the top level. The server checks again.
import type { MenuTreeItem } from '@rentals/shared/resources/menu-items';

export type MenuItemData = Omit<MenuTreeItem, 'children'>;

export interface TreeNode {
  item: MenuItemData;
  children: TreeNode[];
}

export interface FlatNode {
  id: number;
  depth: 0 | 1;
  parentId: number | null;
}

/** How far sideways (px) a drag must go to nest or unnest by one level. */
export const INDENT_PX = 32;

export const fromMenu = (items: MenuTreeItem[]): TreeNode[] =>
  items.map(({ children, ...item }) => ({ item, children: children.map((child) => ({ item: child, children: [] })) }));

/** PUT admin/menus/{id}/tree's body. */
export const toTreeBody = (tree: TreeNode[]) => ({
  items: tree.map((node) => ({ id: node.item.id, children: node.children.map((child) => ({ id: child.item.id })) })),
});

export const sameOrder = (a: TreeNode[], b: TreeNode[]) =>
  JSON.stringify(toTreeBody(a)) === JSON.stringify(toTreeBody(b));

export function flatten(tree: TreeNode[]): FlatNode[] {
  return tree.flatMap((node) => [
    { id: node.item.id, depth: 0 as const, parentId: null },
    ...node.children.map((child) => ({ id: child.item.id, depth: 1 as const, parentId: node.item.id })),
  ]);
}

/** Where an item is: its index among its siblings, and its parent's index (null at the top level). */
export function locate(tree: TreeNode[], id: number): { parent: number | null; index: number } | null {
  for (const [index, node] of tree.entries()) {
    if (node.item.id === id) return { parent: null, index };
    const childIndex = node.children.findIndex((child) => child.item.id === id);
    if (childIndex >= 0) return { parent: index, index: childIndex };
  }
  return null;
}

const clone = (tree: TreeNode[]) => tree.map((node) => ({ ...node, children: [...node.children] }));

function swap<T>(list: T[], a: number, b: number) {
  const first = list[a];
  const second = list[b];
  if (first === undefined || second === undefined) return;
  list[a] = second;
  list[b] = first;
}

function siblingsOf(tree: TreeNode[], parent: number | null): TreeNode[] {
  return parent === null ? tree : (tree[parent]?.children ?? []);
}

export const canMoveUp = (tree: TreeNode[], id: number) => (locate(tree, id)?.index ?? 0) > 0;

export function canMoveDown(tree: TreeNode[], id: number) {
  const at = locate(tree, id);
  return !!at && at.index < siblingsOf(tree, at.parent).length - 1;
}

/** A top-level item without children, after another top-level item: it can go under that one. */
export function canIndent(tree: TreeNode[], id: number) {
  const at = locate(tree, id);
  return !!at && at.parent === null && at.index > 0 && tree[at.index]?.children.length === 0;
}

export const canOutdent = (tree: TreeNode[], id: number) => {
  const at = locate(tree, id);
  return !!at && at.parent !== null;
};

export function moveUp(tree: TreeNode[], id: number): TreeNode[] {
  const at = locate(tree, id);
  if (!at || at.index === 0) return tree;
  const next = clone(tree);
  swap(siblingsOf(next, at.parent), at.index, at.index - 1);
  return next;
}

export function moveDown(tree: TreeNode[], id: number): TreeNode[] {
  const at = locate(tree, id);
  if (!at || !canMoveDown(tree, id)) return tree;
  const next = clone(tree);
  swap(siblingsOf(next, at.parent), at.index, at.index + 1);
  return next;
}

/** Becomes the last child of the top-level item above it. */
export function indent(tree: TreeNode[], id: number): TreeNode[] {
  if (!canIndent(tree, id)) return tree;
  const at = locate(tree, id);
  if (!at) return tree;
  const next = clone(tree);
  const [node] = next.splice(at.index, 1);
  const parent = next[at.index - 1];
  if (!node || !parent) return tree;
  parent.children.push(node);
  return next;
}

/** Becomes a top-level item right after its parent; the children after it stay under the parent. */
export function outdent(tree: TreeNode[], id: number): TreeNode[] {
  const at = locate(tree, id);
  if (!at || at.parent === null) return tree;
  const next = clone(tree);
  const parent = next[at.parent];
  const [node] = parent?.children.splice(at.index, 1) ?? [];
  if (!node) return tree;
  next.splice(at.parent + 1, 0, node);
  return next;
}

/** Removes an item as the server deletes it: its children move up to the top level in its place. */
export function removeItem(tree: TreeNode[], id: number): TreeNode[] {
  const at = locate(tree, id);
  if (!at) return tree;
  const next = clone(tree);
  if (at.parent !== null) {
    next[at.parent]?.children.splice(at.index, 1);
    return next;
  }
  const [node] = next.splice(at.index, 1);
  next.splice(at.index, 0, ...(node?.children ?? []).map((child) => ({ item: child.item, children: [] })));
  return next;
}

function rebuild(tree: TreeNode[], flat: FlatNode[]): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const node of tree) {
    byId.set(node.item.id, node);
    for (const child of node.children) byId.set(child.item.id, child);
  }
  const out: TreeNode[] = [];
  for (const entry of flat) {
    const source = byId.get(entry.id);
    if (!source) continue;
    const node = { item: source.item, children: [] };
    const parent = out[out.length - 1];
    if (entry.depth === 1 && parent) parent.children.push(node);
    else out.push(node);
  }
  return out;
}

/**
 * A drop: `activeId` goes to `overId`'s place in the flattened list (its children with it), at its depth
 * shifted by the sideways offset, within what the neighbours allow (under an item only if there is one above,
 * never under a child, and an item with children stays at the top level).
 */
export function dropAt(tree: TreeNode[], activeId: number, overId: number, offsetX: number): TreeNode[] {
  const flat = flatten(tree);
  const active = flat.find((entry) => entry.id === activeId);
  if (!active) return tree;
  const carried = flat.filter((entry) => entry.parentId === activeId);
  const rest = flat.filter((entry) => entry.parentId !== activeId);
  const from = rest.findIndex((entry) => entry.id === activeId);
  const to = rest.findIndex((entry) => entry.id === overId);
  if (to < 0) return tree;
  const moved = [...rest];
  const [entry] = moved.splice(from, 1);
  if (!entry) return tree;
  moved.splice(to, 0, entry);

  const above = moved[to - 1];
  const below = moved[to + 1];
  const wanted = active.depth + Math.round(offsetX / INDENT_PX);
  const max = carried.length > 0 || !above ? 0 : 1;
  const min = below?.depth === 1 ? 1 : 0;
  const depth = Math.max(Math.min(wanted, max), Math.min(min, max)) as 0 | 1;
  moved[to] = { ...entry, depth };
  moved.splice(to + 1, 0, ...carried);
  const next = rebuild(tree, moved);
  return sameOrder(next, tree) ? tree : next;
}
