// The menu editor (issue 15 section 3, spec 3 "Menu"): menu items as a back-office resource
// (/api/admin/menu-items: createMenuItems to create, modifyMenuItems to change, viewMenuEditor to read) and the
// menus as trees (GET /api/admin/menus, PUT /api/admin/menus/{id}/tree to reorder and nest in one go).
// Two levels only: the header shows one dropdown level, and the spec's children have no children.
import { z } from 'zod';
import { text, URL_MAX } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { idField, MENU_TARGETS } from './site.ts';

export { MENU_TARGETS };
export type MenuTarget = (typeof MENU_TARGETS)[number];

export const MENU_TITLE_MAX = 80;
export const MENU_PAGE_TYPE_MAX = 40;
/** Top-level items and their children: nothing deeper. */
export const MENU_DEPTH = 2;
/** More than any menu needs; bounds the tree a request may send. */
export const MENU_ITEMS_MAX = 500;
/** The public page kinds the seed's items name (listings search, blog, FAQ, content page); others are kept. */
export const KNOWN_PAGE_TYPES = ['listings', 'posts', 'faqs', 'page'] as const;

/** A path on this site ("/blog"), never "//host" (another site) nor a scheme. */
export const isInternalPath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

const internalPath = text().trim().max(URL_MAX).refine(isInternalPath, ruleParams('internal_path'));
const externalUrl = text()
  .trim()
  .max(URL_MAX)
  .url({ protocol: /^https?$/ });
/** '' and null both mean "none". */
const none = z.union([z.literal(''), z.null()]);

const itemFields = {
  title: text().trim().min(1).max(MENU_TITLE_MAX),
  titleFr: z.union([none, text().trim().max(MENU_TITLE_MAX)]),
  url: z.union([none, internalPath]),
  externalUrl: z.union([none, externalUrl]),
  target: z.enum(MENU_TARGETS),
  pageType: z.union([none, text().trim().max(MENU_PAGE_TYPE_MAX)]),
};

type LinkFields = { url?: string | null | undefined; externalUrl?: string | null | undefined };

/** Exactly one of the two: where the item leads. */
export const hasOneLink = (v: LinkFields) => !!v.url?.trim() !== !!v.externalUrl?.trim();
const linkRule = { path: ['url'], ...ruleParams('menu_link') };

/** POST /api/admin/menu-items: added last among its siblings. */
export const createMenuItemSchema = z
  .object({
    menuId: idField,
    /** A top-level item of the same menu; none: a top-level item. */
    parentId: idField.nullable().optional(),
    title: itemFields.title,
    titleFr: itemFields.titleFr.optional(),
    url: itemFields.url.optional(),
    externalUrl: itemFields.externalUrl.optional(),
    target: itemFields.target,
    pageType: itemFields.pageType.optional(),
  })
  .strict()
  .refine(hasOneLink, linkRule);
export type CreateMenuItemInput = z.input<typeof createMenuItemSchema>;

/**
 * PATCH /api/admin/menu-items/{id}: only the fields sent change (the link rule is checked with the stored
 * values). The menu and the place in it change through the tree (PUT /api/admin/menus/{id}/tree).
 */
export const updateMenuItemSchema = z.object(itemFields).partial().strict();
export type UpdateMenuItemInput = z.input<typeof updateMenuItemSchema>;

/** The web form's check: the create's fields without the menu and the parent, which the page supplies. */
export const menuItemFormSchema = z.object(itemFields).strict().refine(hasOneLink, linkRule);

/** A row of GET /api/admin/menu-items (and the edit form's record). */
export const menuItemEntitySchema = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  /** Primary, Footer, ... */
  menuKey: z.string(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  titleFr: z.string().nullable(),
  url: z.string().nullable(),
  externalUrl: z.string().nullable(),
  target: z.string(),
  pageType: z.string().nullable(),
  sortOrder: z.number().int(),
  childCount: z.number().int(),
});
export type MenuItemEntity = z.infer<typeof menuItemEntitySchema>;

/** GET /api/admin/menu-items filters. */
export const menuItemFiltersSchema = z.object({ menuId: z.coerce.number().int().min(1).optional() });

/** One item of an editor's tree: the entity with its children (which have none). */
export const menuTreeItemSchema = menuItemEntitySchema.extend({ children: z.array(menuItemEntitySchema) });
export type MenuTreeItem = z.infer<typeof menuTreeItemSchema>;

/** One menu in the editor: both titles of every item, in order. */
export const editableMenuSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  items: z.array(menuTreeItemSchema),
});
export type EditableMenu = z.infer<typeof editableMenuSchema>;

/** GET /api/admin/menus */
export const editableMenusSchema = z.object({ data: z.array(editableMenuSchema) });
export type EditableMenus = z.infer<typeof editableMenusSchema>;

/**
 * PUT /api/admin/menus/{id}/tree: every item of the menu exactly once, in order, children under their parent.
 * Grandchildren are accepted by the shape so that the server can answer "too deep" under their place.
 */
export const menuTreeSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: idField,
          children: z
            .array(
              z.object({
                id: idField,
                children: z
                  .array(z.looseObject({ id: idField }))
                  .max(MENU_ITEMS_MAX)
                  .optional(),
              }),
            )
            .max(MENU_ITEMS_MAX)
            .optional(),
        }),
      )
      .max(MENU_ITEMS_MAX),
  })
  .strict();
export type MenuTreeInput = z.input<typeof menuTreeSchema>;
