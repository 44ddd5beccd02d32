// Menu items in the back office (/api/admin/menu-items): a declared resource. A new item goes last among its
// siblings, under a top-level item of its own menu at most (two levels); an update checks the link rule with
// the stored values; deleting an item lifts its children to the top level in its place. Every write drops the
// site data the header and footer are rendered from, so the next page load shows the change.
import {
  createMenuItemSchema,
  hasOneLink,
  menuItemEntitySchema,
  menuItemFiltersSchema,
  updateMenuItemSchema,
} from '@rentals/shared/resources/menu-items';
import { and, asc, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { forgetSiteData } from '../site/site.service.ts';
import { MENU_ITEMS_ACCESS } from './access.ts';

const itemRows = (db: Queryable) =>
  db
    .select({
      id: menuItems.id,
      menuId: menuItems.menuId,
      menuKey: menus.key,
      parentId: menuItems.parentId,
      title: menuItems.title,
      titleFr: menuItems.titleFr,
      url: menuItems.url,
      externalUrl: menuItems.externalUrl,
      target: menuItems.target,
      pageType: menuItems.pageType,
      sortOrder: menuItems.sortOrder,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menuId))
    .$dynamic();

type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

async function toItems(db: Queryable, rows: ItemRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ parentId: menuItems.parentId, n: count() })
        .from(menuItems)
        .where(inArray(menuItems.parentId, ids))
        .groupBy(menuItems.parentId)
    : [];
  const childCount = new Map(counts.map((c) => [c.parentId, c.n]));
  return rows.map((row) => ({ ...row, childCount: childCount.get(row.id) ?? 0 }));
}

export type MenuItemRecord = Awaited<ReturnType<typeof toItems>>[number];

type CreateInput = z.output<typeof createMenuItemSchema>;
type UpdateInput = z.output<typeof updateMenuItemSchema>;

/** '' means none: stored as null. */
const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function storedFields(input: UpdateInput) {
  const out: Partial<typeof menuItems.$inferInsert> = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.target !== undefined) out.target = input.target;
  for (const key of ['titleFr', 'url', 'externalUrl', 'pageType'] as const) {
    if (input[key] !== undefined) out[key] = orNull(input[key]);
  }
  return out;
}

/** Drops the menus the shell reads (GET site-settings, server-rendered pages) once the write is committed. */
const refreshSite = (ctx: WriteContext) => ctx.afterCommit(async () => forgetSiteData(ctx.app.db));

async function createItem(ctx: WriteContext, input: CreateInput) {
  const { tx } = ctx;
  const [menu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, input.menuId)).for('update');
  if (!menu) throw invalidFields({ menuId: 'in' });
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.id, parentId), eq(menuItems.menuId, menu.id), isNull(menuItems.parentId)));
    if (!parent) throw invalidFields({ parentId: 'menu_parent' });
  }
  const [last] = await tx
    .select({ sortOrder: max(menuItems.sortOrder) })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.menuId, menu.id),
        parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
      ),
    );
  const [row] = await tx
    .insert(menuItems)
    .values({
      menuId: menu.id,
      parentId,
      title: input.title,
      target: input.target,
      titleFr: orNull(input.titleFr),
      url: orNull(input.url),
      externalUrl: orNull(input.externalUrl),
      pageType: orNull(input.pageType),
      sortOrder: (last?.sortOrder ?? -1) + 1,
    })
    .returning({ id: menuItems.id });
  if (!row) throw new Error('menu item insert returned nothing');
  refreshSite(ctx);
  return row.id;
}

async function updateItem(ctx: WriteContext, before: MenuItemRecord, input: UpdateInput) {
  const url = input.url !== undefined ? input.url : before.url;
  const externalUrl = input.externalUrl !== undefined ? input.externalUrl : before.externalUrl;
  if (!hasOneLink({ url, externalUrl })) throw invalidFields({ url: 'menu_link' });
  const fields = storedFields(input);
  if (Object.keys(fields).length === 0) return;
  await ctx.tx
    .update(menuItems)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(menuItems.id, before.id));
  refreshSite(ctx);
}

/** Its children move up to the top level where it stood (those after it move down to make room). */
async function deleteItem(ctx: WriteContext, before: MenuItemRecord) {
  const { tx } = ctx;
  await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, before.menuId)).for('update');
  const children = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.parentId, before.id))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  if (children.length > 0 && before.parentId === null) {
    await tx
      .update(menuItems)
      .set({ sortOrder: sql`${menuItems.sortOrder} + ${children.length}` })
      .where(
        and(eq(menuItems.menuId, before.menuId), isNull(menuItems.parentId), gt(menuItems.sortOrder, before.sortOrder)),
      );
    for (const [index, child] of children.entries()) {
      await tx
        .update(menuItems)
        .set({ parentId: null, sortOrder: before.sortOrder + index + 1, updatedAt: new Date() })
        .where(eq(menuItems.id, child.id));
    }
  }
  await tx.delete(menuItems).where(eq(menuItems.id, before.id));
  refreshSite(ctx);
}

export const menuItemsResource = defineResource({
  name: 'menu-items',
  path: '/admin/menu-items',
  id: menuItems.id,
  schemas: {
    entity: menuItemEntitySchema,
    create: createMenuItemSchema,
    update: updateMenuItemSchema,
    filters: menuItemFiltersSchema,
  },
  access: MENU_ITEMS_ACCESS,
  query: itemRows,
  toEntities: toItems,
  list: {
    // A few dozen rows per menu: no index needed for the search.
    search: sql`lower(${menuItems.title} || ' ' || coalesce(${menuItems.titleFr}, '') || ' ' || coalesce(${menuItems.url}, ${menuItems.externalUrl}, ''))`,
    sort: {
      id: menuItems.id,
      title: sql`lower(${menuItems.title})`,
      sortOrder: menuItems.sortOrder,
    },
    defaultSort: 'sortOrder',
    filters: { menuId: (menuId: number) => eq(menuItems.menuId, menuId) },
  },
  write: { create: createItem, update: updateItem, delete: deleteItem },
});
