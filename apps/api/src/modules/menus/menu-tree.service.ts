// The menus as the editor sees them (both titles, every field, in order) and the one write that reorders and
// nests a whole menu: the tree sent must name every item of that menu exactly once, two levels deep at most;
// it is saved in one transaction with one audit event, then the site data is dropped so the header and footer
// show it on the next page load.
import type { EditableMenu, MenuTreeInput, MenuTreeItem } from '@rentals/shared/resources/menu-items';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { type FieldRules, invalidFields } from '../../lib/http-error.ts';
import { forgetSiteData } from '../site/site.service.ts';

export const MENUS_AUDIT = 'menus';

export async function loadEditableMenus(db: Queryable, menuId?: number): Promise<EditableMenu[]> {
  const menuRows = await db
    .select({ id: menus.id, key: menus.key, name: menus.name })
    .from(menus)
    .where(menuId === undefined ? undefined : eq(menus.id, menuId))
    .orderBy(asc(menus.id));
  if (!menuRows.length) return [];
  const items = await db
    .select()
    .from(menuItems)
    .where(
      inArray(
        menuItems.menuId,
        menuRows.map((m) => m.id),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));

  return menuRows.map((menu) => {
    const own = items.filter((item) => item.menuId === menu.id);
    const entity = (item: (typeof own)[number]) => ({
      id: item.id,
      menuId: item.menuId,
      menuKey: menu.key,
      parentId: item.parentId,
      title: item.title,
      titleFr: item.titleFr,
      url: item.url,
      externalUrl: item.externalUrl,
      target: item.target,
      pageType: item.pageType,
      sortOrder: item.sortOrder,
      childCount: own.filter((child) => child.parentId === item.id).length,
    });
    // An item whose parent is gone (or is itself a child) is shown at the top level rather than lost.
    const topLevelIds = new Set(own.filter((i) => i.parentId === null).map((i) => i.id));
    const isTop = (item: (typeof own)[number]) => item.parentId === null || !topLevelIds.has(item.parentId);
    const tree: MenuTreeItem[] = own.filter(isTop).map((item) => ({
      ...entity(item),
      children: own.filter((child) => child.parentId === item.id && item.parentId === null).map(entity),
    }));
    return { ...menu, items: tree };
  });
}

interface Placement {
  id: number;
  parentId: number | null;
  sortOrder: number;
}

/**
 * The rows the tree places, or the 422 naming where it is wrong: too deep, an item inside itself, an item of
 * another menu (or none), an item twice, an item left out.
 */
export function placementsOf(tree: MenuTreeInput, menuItemIds: ReadonlySet<number>): Placement[] {
  const errors: FieldRules = {};
  const seen = new Set<number>();
  const placements: Placement[] = [];

  const place = (id: number, parentId: number | null, sortOrder: number, path: string, ancestors: number[]) => {
    if (ancestors.includes(id)) errors[path] ??= 'menu_cycle';
    else if (!menuItemIds.has(id) || seen.has(id)) errors[path] ??= 'menu_tree';
    seen.add(id);
    placements.push({ id, parentId, sortOrder });
  };

  tree.items.forEach((item, index) => {
    const path = `items.${index}`;
    place(item.id, null, index, `${path}.id`, []);
    item.children?.forEach((child, childIndex) => {
      const childPath = `${path}.children.${childIndex}`;
      place(child.id, item.id, childIndex, `${childPath}.id`, [item.id]);
      child.children?.forEach((grandchild, grandIndex) => {
        // Deeper than MENU_DEPTH (2): a cycle still reads as one, anything else as too deep.
        const deepPath = `${childPath}.children.${grandIndex}.id`;
        if (grandchild.id === item.id || grandchild.id === child.id) errors[deepPath] ??= 'menu_cycle';
        else errors[deepPath] ??= 'menu_depth';
      });
    });
  });
  if (Object.keys(errors).length === 0 && [...menuItemIds].some((id) => !seen.has(id))) errors.items = 'menu_tree';
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return placements;
}

/** "1 (2, 3), 4": how the audit log shows an order. */
const describe = (placements: Placement[]) => {
  const top = placements.filter((p) => p.parentId === null).sort((a, b) => a.sortOrder - b.sortOrder);
  return top
    .map((p) => {
      const children = placements
        .filter((c) => c.parentId === p.id)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((c) => c.id);
      return children.length ? `${p.id} (${children.join(', ')})` : String(p.id);
    })
    .join(', ');
};

/** Saves the order and nesting of one menu; null when there is no such menu. */
export async function saveMenuTree(
  db: Database,
  context: AuditContext,
  menuId: number,
  tree: MenuTreeInput,
): Promise<EditableMenu | null> {
  const saved = await db.transaction(async (tx) => {
    // Locks the menu: two editors saving at once are applied one after the other, each checked whole.
    const [menu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).for('update');
    if (!menu) return null;
    const current = await tx
      .select({ id: menuItems.id, parentId: menuItems.parentId, sortOrder: menuItems.sortOrder })
      .from(menuItems)
      .where(eq(menuItems.menuId, menuId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    const placements = placementsOf(tree, new Set(current.map((c) => c.id)));

    const stored = new Map(current.map((c) => [c.id, c]));
    const moved = placements.filter((p) => {
      const was = stored.get(p.id);
      return was?.parentId !== p.parentId || was?.sortOrder !== p.sortOrder;
    });
    if (moved.length === 0) return menu;
    for (const p of moved) {
      await tx
        .update(menuItems)
        .set({ parentId: p.parentId, sortOrder: p.sortOrder, updatedAt: new Date() })
        .where(eq(menuItems.id, p.id));
    }
    await recordAudit(tx, context, {
      action: 'reorder',
      resource: MENUS_AUDIT,
      recordId: menuId,
      changes: { order: { old: describe(current), new: describe(placements) } },
    });
    return menu;
  });
  if (!saved) return null;
  forgetSiteData(db);
  const [menu] = await loadEditableMenus(db, menuId);
  return menu ?? null;
}
