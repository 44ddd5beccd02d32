// Reads and writes behind the site routes: settings grouped for the shell, menus as trees, content blocks
// with English fallback, and project modules (raw for administrators, formatted for the site).
import type { Locale } from '@rentals/shared';
import {
  type CompanyInfo,
  type ContentBlock,
  type FormattedProjectModule,
  formatSettingValue,
  type Menu,
  type MenuItem,
  type ModuleSetting,
  type PermaLinks,
  type ProjectModule,
  SITE_SETTINGS_PUBLIC_KEYS,
  type SiteSettingsResponse,
  type SiteSettingsValues,
  siteSettingsValuesSchema,
} from '@rentals/shared/resources/site';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import {
  contentBlockContents,
  contentBlocks,
  menuItems,
  menus,
  projectModuleSettings,
  projectModules,
  siteSettings,
} from '../../db/schema/index.ts';
import { DEFAULT_SITE_SETTINGS } from '../../db/seed/site.ts';

const defaultsOf = (group: string) =>
  Object.fromEntries(DEFAULT_SITE_SETTINGS.filter((s) => s.group === group).map((s) => [s.key, s.value]));

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The public keys of group "site", stored values over the defaults; a stored value of the wrong shape falls
 * back to its default. Any other key of the group (an administrator's addition) is left out.
 */
function siteValues(stored: Record<string, unknown>): SiteSettingsValues {
  const defaults = defaultsOf('site');
  const shape = siteSettingsValuesSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const values: Record<string, unknown> = {};
  for (const key of SITE_SETTINGS_PUBLIC_KEYS) {
    const value = key in stored ? stored[key] : defaults[key];
    values[key] = shape[key]?.safeParse(value).success ? value : defaults[key];
  }
  return values as SiteSettingsValues;
}

async function loadMenus(db: Queryable, locale: Locale): Promise<Record<string, Menu>> {
  const menuRows = await db.select({ id: menus.id, key: menus.key }).from(menus).orderBy(asc(menus.id));
  const items = await db
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.menuId), asc(menuItems.sortOrder), asc(menuItems.id));
  const title = (item: typeof menuItems.$inferSelect) =>
    locale === 'fr' && item.titleFr?.trim() ? item.titleFr : item.title;

  const result: Record<string, Menu> = {};
  for (const menu of menuRows) {
    const own = items.filter((item) => item.menuId === menu.id);
    const menuItemsOut: MenuItem[] = own
      .filter((item) => item.parentId === null)
      .map((item) => ({
        id: item.id,
        title: title(item),
        url: item.url,
        externalUrl: item.externalUrl,
        target: item.target,
        pageType: item.pageType,
        children: own
          .filter((child) => child.parentId === item.id)
          .map((child) => ({
            id: child.id,
            title: title(child),
            url: child.url,
            externalUrl: child.externalUrl,
            target: child.target,
          })),
      }));
    result[menu.key] = { id: menu.id, menuItems: menuItemsOut };
  }
  return result;
}

export async function loadSiteSettings(db: Queryable, locale: Locale): Promise<SiteSettingsResponse> {
  const rows = await db
    .select({ key: siteSettings.key, group: siteSettings.group, value: siteSettings.value })
    .from(siteSettings);
  const byGroup = (group: string) =>
    Object.fromEntries(rows.filter((r) => r.group === group).map((r) => [r.key, r.value]));

  const permaLinks = Object.fromEntries(
    Object.entries({ ...defaultsOf('permalinks'), ...byGroup('permalinks') }).map(([k, v]) => [k, asText(v)]),
  ) as PermaLinks;
  const company = { ...defaultsOf('company'), ...byGroup('company') };
  const socialMedia = Object.fromEntries(
    Object.entries(byGroup('social'))
      .map(([network, url]) => [network, asText(url).trim()] as const)
      .filter(([, url]) => url !== ''),
  );
  const companyInfo: CompanyInfo = {
    logo: asText(company.companyLogo),
    name: asText(company.companyName),
    socialMedia,
  };
  return {
    siteSettings: siteValues(byGroup('site')),
    permaLinks,
    menus: await loadMenus(db, locale),
    companyInfo,
  };
}

/** Every block with its contents in `locale`, each content falling back to English when untranslated. */
export async function loadContentBlocks(db: Queryable, locale: Locale): Promise<ContentBlock[]> {
  const rows = await db
    .select({
      blockKey: contentBlocks.contentKey,
      contentKey: contentBlockContents.contentKey,
      locale: contentBlockContents.locale,
      content: contentBlockContents.content,
    })
    .from(contentBlocks)
    .leftJoin(
      contentBlockContents,
      and(
        eq(contentBlockContents.blockId, contentBlocks.id),
        inArray(contentBlockContents.locale, [...new Set([locale, 'en' as const])]),
      ),
    )
    .orderBy(asc(contentBlocks.contentKey), asc(contentBlockContents.id));

  const blocks = new Map<string, Map<string, { locale: string; content: string }>>();
  for (const row of rows) {
    const contents = blocks.get(row.blockKey) ?? new Map();
    blocks.set(row.blockKey, contents);
    if (row.contentKey === null || row.content === null || row.locale === null) continue;
    const current = contents.get(row.contentKey);
    if (!current || (current.locale !== locale && row.locale === locale)) {
      contents.set(row.contentKey, { locale: row.locale, content: row.content });
    }
  }
  return [...blocks].map(([contentKey, contents]) => ({
    contentKey,
    contents: [...contents].map(([key, value]) => ({ contentKey: key, content: value.content })),
  }));
}

// ---------------------------------------------------------------- project modules

async function settingsOf(db: Queryable, moduleIds: number[]) {
  const bySetting = new Map<number, ModuleSetting[]>();
  if (!moduleIds.length) return bySetting;
  const rows = await db
    .select({
      moduleId: projectModuleSettings.moduleId,
      key: projectModuleSettings.key,
      value: projectModuleSettings.value,
      isPublic: projectModuleSettings.isPublic,
    })
    .from(projectModuleSettings)
    .where(inArray(projectModuleSettings.moduleId, moduleIds))
    .orderBy(asc(projectModuleSettings.moduleId), asc(projectModuleSettings.key));
  for (const { moduleId, ...setting } of rows) {
    bySetting.set(moduleId, [...(bySetting.get(moduleId) ?? []), setting]);
  }
  return bySetting;
}

export async function listProjectModules(db: Queryable): Promise<ProjectModule[]> {
  const modules = await db.select().from(projectModules).orderBy(asc(projectModules.id));
  const settings = await settingsOf(
    db,
    modules.map((m) => m.id),
  );
  return modules.map((m) => ({
    id: m.id,
    key: m.key,
    name: m.name,
    description: m.description,
    isEnabled: m.isEnabled,
    settings: settings.get(m.id) ?? [],
  }));
}

export async function findProjectModule(db: Queryable, id: number): Promise<ProjectModule | null> {
  const [module] = await db.select().from(projectModules).where(eq(projectModules.id, id));
  if (!module) return null;
  const settings = await settingsOf(db, [id]);
  return {
    id: module.id,
    key: module.key,
    name: module.name,
    description: module.description,
    isEnabled: module.isEnabled,
    settings: settings.get(id) ?? [],
  };
}

/** What everyone may read: each module with its public settings only. */
export async function formattedProjectModules(db: Queryable): Promise<Record<string, FormattedProjectModule>> {
  const modules = await listProjectModules(db);
  return Object.fromEntries(
    modules.map((m) => [
      m.key,
      {
        id: m.id,
        name: m.name,
        isEnabled: m.isEnabled,
        settings: Object.fromEntries(
          m.settings.filter((s) => s.isPublic).map((s) => [s.key, formatSettingValue(s.value)]),
        ),
      },
    ]),
  );
}

/** Turns a module on or off; null when there is no such module. */
export async function setProjectModuleEnabled(db: Queryable, id: number, isEnabled: boolean) {
  const updated = await db
    .update(projectModules)
    .set({ isEnabled })
    .where(eq(projectModules.id, id))
    .returning({ id: projectModules.id });
  return updated.length ? findProjectModule(db, id) : null;
}

export type SettingInput = Omit<ModuleSetting, 'isPublic'> & { isPublic?: boolean | undefined };

/**
 * Adds or replaces the given settings of a module (others are kept); null when there is no such module.
 * `isPublic` is changed only where given: a new setting without it is private, an existing one keeps its flag.
 */
export async function upsertProjectModuleSettings(db: Database, moduleId: number, settings: SettingInput[]) {
  return db.transaction(async (tx) => {
    const [module] = await tx
      .select({ id: projectModules.id })
      .from(projectModules)
      .where(eq(projectModules.id, moduleId))
      .for('update');
    if (!module) return null;
    const flagged = settings.filter((s) => s.isPublic !== undefined);
    const unflagged = settings.filter((s) => s.isPublic === undefined);
    const target = [projectModuleSettings.moduleId, projectModuleSettings.key];
    if (flagged.length) {
      await tx
        .insert(projectModuleSettings)
        .values(flagged.map((s) => ({ moduleId, key: s.key, value: s.value, isPublic: s.isPublic === true })))
        .onConflictDoUpdate({
          target,
          set: { value: sql`excluded.value`, isPublic: sql`excluded.is_public`, updatedAt: new Date() },
        });
    }
    if (unflagged.length) {
      await tx
        .insert(projectModuleSettings)
        .values(unflagged.map((s) => ({ moduleId, key: s.key, value: s.value })))
        .onConflictDoUpdate({ target, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    }
    await tx.update(projectModules).set({ updatedAt: new Date() }).where(eq(projectModules.id, moduleId));
    return findProjectModule(tx, moduleId);
  });
}
