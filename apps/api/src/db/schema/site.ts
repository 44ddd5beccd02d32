import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/**
 * Typed key/value settings. `group` and `type` are the catalogue's (packages/shared/src/resources/site-settings.ts,
 * which also says where GET site-settings answers each); the seed brings rows written before it into line.
 * Both columns are plain text: the enums are TypeScript's only, the older values kept for rows not yet updated.
 */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  group: text({
    enum: ['site', 'region-language', 'listings', 'map', 'social', 'email', 'seo', 'security', 'permalinks', 'company'],
  }).notNull(),
  type: text({
    enum: ['text', 'url', 'email', 'boolean', 'number', 'image', 'select', 'string', 'json'],
  }).notNull(),
  value: jsonb().$type<unknown>().notNull(),
  description: text(),
  ...timestamps,
});

export const menus = pgTable('menus', {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  ...timestamps,
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer(),
    title: text().notNull(),
    titleFr: text(),
    url: text(),
    externalUrl: text(),
    target: text().notNull().default('_self'),
    pageType: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.parentId, t.sortOrder)],
);

export const contentBlocks = pgTable('content_blocks', {
  id: id(),
  contentKey: text().notNull().unique(),
  name: text().notNull(),
  ...timestamps,
});

export const contentBlockContents = pgTable(
  'content_block_contents',
  {
    id: id(),
    blockId: integer()
      .notNull()
      .references(() => contentBlocks.id, { onDelete: 'cascade' }),
    contentKey: text().notNull(),
    locale: text({ enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    content: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('content_block_contents_unique').on(t.blockId, t.contentKey, t.locale)],
);

export const projectModules = pgTable('project_modules', {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  isEnabled: boolean().notNull().default(true),
  ...timestamps,
});

/**
 * Values are strings, as the spec has them; 'true'/'false' become booleans in project-modules-formatted,
 * which answers only the settings marked public (a setting an administrator adds is private by default).
 */
export const projectModuleSettings = pgTable(
  'project_module_settings',
  {
    id: id(),
    moduleId: integer()
      .notNull()
      .references(() => projectModules.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_module_settings_unique').on(t.moduleId, t.key)],
);
