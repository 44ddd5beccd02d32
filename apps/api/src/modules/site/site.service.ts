// Reads and writes behind the site routes: settings grouped for the shell, menus as trees, content blocks
// with English fallback, and project modules (raw for administrators, formatted for the site; secret settings
// never answered). Writes to modules append an audit event in their transaction.

import type { Locale } from '@rentals/shared';
import { isRichContent } from '@rentals/shared/resources/content-blocks';
import {
  type CompanyInfo,
  type ContentBlock,
  type FormattedProjectModule,
  formatSettingValue,
  isSecretSetting,
  type Menu,
  type MenuItem,
  type ModuleSetting,
  type PermaLinks,
  type ProjectModule,
  type SiteSettingsResponse,
  type SiteSettingsValues,
} from '@rentals/shared/resources/site';
import { type PublicSlot, SITE_SETTINGS, settingDefinition } from '@rentals/shared/resources/site-settings';
import type { ServerSiteData } from '@rentals/shared/server-render';
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
import { type AuditContext, changedFields, recordAudit } from '../../lib/audit.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

const inSlot = (slot: PublicSlot) => SITE_SETTINGS.filter((d) => 'public' in d && d.public === slot);

/** A stored value valid for its setting (parsed), else undefined. */
function validStored(stored: Map<string, unknown>, key: string): unknown {
  const definition = settingDefinition(key);
  if (!definition || !stored.has(key)) return undefined;
  const parsed = definition.schema.safeParse(stored.get(key));
  return parsed.success ? parsed.data : undefined;
}

/** The stored value when valid, else the default: a hand-edited row of the wrong shape never breaks the site. */
function effective(stored: Map<string, unknown>, key: string): unknown {
  return validStored(stored, key) ?? settingDefinition(key)?.default;
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

/**
 * What GET site-settings answers: the catalogue's public settings in their slots (siteSettings, permaLinks,
 * companyInfo), stored values over the defaults. Settings without a slot (and rows an administrator added to
 * the table) stay on the server, except legacy social networks, which are public by nature.
 */
export async function loadSiteSettings(db: Queryable, locale: Locale): Promise<SiteSettingsResponse> {
  const rows = await db
    .select({ key: siteSettings.key, group: siteSettings.group, value: siteSettings.value })
    .from(siteSettings);
  const stored = new Map(rows.map((r) => [r.key, r.value]));

  const values = Object.fromEntries(inSlot('siteSettings').map((d) => [d.key, effective(stored, d.key)]));
  const permaLinks = Object.fromEntries(
    inSlot('permaLinks').map((d) => [d.key, asText(effective(stored, d.key))]),
  ) as PermaLinks;

  // A network left empty, or holding something that is not a web address, is not linked.
  const catalogued = inSlot('social').map((d) => [d.key, asText(validStored(stored, d.key)).trim()] as const);
  const legacy = rows
    .filter((r) => r.group === 'social' && !settingDefinition(r.key))
    .map((r) => [r.key, asText(r.value).trim()] as const)
    .filter(([, url]) => /^https?:\/\//i.test(url));
  const socialMedia = Object.fromEntries([...catalogued, ...legacy].filter(([, url]) => url !== ''));

  const companyInfo: CompanyInfo = {
    logo: asText(effective(stored, 'companyLogo')),
    name: asText(effective(stored, 'companyName')),
    socialMedia,
  };
  return {
    siteSettings: values as SiteSettingsValues,
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
    // Rich contents are cleaned when saved; cleaned again here for rows no save wrote (seeds, restores), so
    // what pages render as HTML, on the server and in the browser, is always the allow-list's.
    contents: [...contents].map(([key, value]) => ({
      contentKey: key,
      content: isRichContent(key) ? sanitizeRichText(value.content) : value.content,
    })),
  }));
}

// ---------------------------------------------------------------- project modules

export const PROJECT_MODULES_AUDIT = 'project-modules';

interface StoredSetting {
  key: string;
  value: string;
  isPublic: boolean;
}

/** A setting as administrators see it: a secret's value is never answered, only whether it is set. */
function answered(moduleKey: string, setting: StoredSetting): ModuleSetting {
  const isSecret = isSecretSetting(moduleKey, setting.key);
  return {
    key: setting.key,
    value: isSecret ? '' : setting.value,
    isPublic: isSecret ? false : setting.isPublic,
    isSecret,
    isSet: setting.value !== '',
  };
}

async function storedSettingsOf(db: Queryable, moduleIds: number[]) {
  const byModule = new Map<number, StoredSetting[]>();
  if (!moduleIds.length) return byModule;
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
    byModule.set(moduleId, [...(byModule.get(moduleId) ?? []), setting]);
  }
  return byModule;
}

type ModuleRow = typeof projectModules.$inferSelect;

function moduleOut(module: ModuleRow, settings: StoredSetting[]): ProjectModule {
  return {
    id: module.id,
    key: module.key,
    name: module.name,
    description: module.description,
    isEnabled: module.isEnabled,
    settings: settings.map((s) => answered(module.key, s)),
  };
}

export async function listProjectModules(db: Queryable): Promise<ProjectModule[]> {
  const modules = await db.select().from(projectModules).orderBy(asc(projectModules.id));
  const settings = await storedSettingsOf(
    db,
    modules.map((m) => m.id),
  );
  return modules.map((m) => moduleOut(m, settings.get(m.id) ?? []));
}

export async function findProjectModule(db: Queryable, id: number): Promise<ProjectModule | null> {
  const [module] = await db.select().from(projectModules).where(eq(projectModules.id, id));
  if (!module) return null;
  const settings = await storedSettingsOf(db, [id]);
  return moduleOut(module, settings.get(id) ?? []);
}

/** What everyone may read: each module with its public settings only (never a secret). */
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
          m.settings.filter((s) => s.isPublic && !s.isSecret).map((s) => [s.key, formatSettingValue(s.value)]),
        ),
      },
    ]),
  );
}

/** Turns a module on or off, auditing the change; null when there is no such module. */
export async function setProjectModuleEnabled(db: Database, context: AuditContext, id: number, isEnabled: boolean) {
  return db.transaction(async (tx) => {
    const [module] = await tx.select().from(projectModules).where(eq(projectModules.id, id)).for('update');
    if (!module) return null;
    if (module.isEnabled !== isEnabled) {
      await tx.update(projectModules).set({ isEnabled }).where(eq(projectModules.id, id));
      await recordAudit(tx, context, {
        action: isEnabled ? 'enable' : 'disable',
        resource: PROJECT_MODULES_AUDIT,
        recordId: id,
        changes: changedFields({ isEnabled: module.isEnabled }, { isEnabled }),
      });
    }
    return findProjectModule(tx, id);
  });
}

export type SettingInput = { key: string; value: string; isPublic?: boolean | undefined };

/**
 * Adds or replaces the given settings of a module (others are kept), auditing what changed; null when there is
 * no such module. `isPublic` is changed only where given: a new setting without it is private, an existing one
 * keeps its flag. A secret is always private, and an empty value for a secret that is set keeps it.
 */
export async function upsertProjectModuleSettings(
  db: Database,
  context: AuditContext,
  moduleId: number,
  settings: SettingInput[],
) {
  return db.transaction(async (tx) => {
    const [module] = await tx.select().from(projectModules).where(eq(projectModules.id, moduleId)).for('update');
    if (!module) return null;
    const existing = new Map(
      (await storedSettingsOf(tx, [moduleId])).get(moduleId)?.map((s) => [s.key, s] as const) ?? [],
    );

    const rows: StoredSetting[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const secrets: string[] = [];
    for (const input of settings) {
      const old = existing.get(input.key);
      const isSecret = isSecretSetting(module.key, input.key);
      const keepSecret = isSecret && input.value === '' && old !== undefined && old.value !== '';
      const row: StoredSetting = {
        key: input.key,
        value: keepSecret && old ? old.value : input.value,
        isPublic: isSecret ? false : (input.isPublic ?? old?.isPublic ?? false),
      };
      if (old && old.value === row.value && old.isPublic === row.isPublic) continue;
      rows.push(row);
      const field = `settings.${input.key}`;
      if (isSecret) secrets.push(field);
      if (old) before[field] = old.value;
      after[field] = row.value;
      if (!isSecret && (old?.isPublic ?? false) !== row.isPublic) {
        if (old) before[`${field}.isPublic`] = old.isPublic;
        after[`${field}.isPublic`] = row.isPublic;
      }
    }

    if (rows.length) {
      await tx
        .insert(projectModuleSettings)
        .values(rows.map((r) => ({ moduleId, ...r })))
        .onConflictDoUpdate({
          target: [projectModuleSettings.moduleId, projectModuleSettings.key],
          set: { value: sql`excluded.value`, isPublic: sql`excluded.is_public`, updatedAt: new Date() },
        });
      await tx.update(projectModules).set({ updatedAt: new Date() }).where(eq(projectModules.id, moduleId));
      const changes = changedFields(before, after, secrets);
      if (Object.keys(changes).length) {
        await recordAudit(tx, context, {
          action: 'update-settings',
          resource: PROJECT_MODULES_AUDIT,
          recordId: moduleId,
          changes,
        });
      }
    }
    return findProjectModule(tx, moduleId);
  });
}

/**
 * The site data every server-rendered page reads (settings, menus, content blocks, modules; server-render.ts),
 * kept 5 s per language; the writes of settings and modules drop it at once (other instances within 5 s).
 */
export const siteDataMemo = memoPerDatabase<ServerSiteData>('site-data', 5_000, 4);

export function forgetSiteData(db: object) {
  siteDataMemo.forget(db, '');
}
