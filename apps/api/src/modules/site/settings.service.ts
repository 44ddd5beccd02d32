// The site settings behind /admin/settings: every setting of the catalogue (packages/shared/src/resources/
// site-settings.ts) with its stored value, a validated save in one transaction with one audit event, and typed
// reads for the server's own uses (emails, robots.txt, the sitemap, the two-factor rule).
import type { Locale } from '@rentals/shared';
import {
  type AdminSetting,
  localized,
  type SettingValue,
  SITE_SETTINGS,
  type SiteSettingKey,
  type SiteSettingValues,
  settingDefinition,
  settingValueOr,
  validateSiteSettings,
} from '@rentals/shared/resources/site-settings';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { type AuditContext, changedFields, recordAudit } from '../../lib/audit.ts';
import { forgetTwoFactorSetting } from '../../lib/two-factor-required.ts';
import { forgetListingsPermalink } from '../listings/listing-cards.ts';
import { forgetSeoSettings } from '../seo/seo-settings.ts';

export const SITE_SETTINGS_AUDIT = 'site-settings';

async function storedValues(db: Queryable, keys?: readonly string[]) {
  const query = db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const rows = keys ? await query.where(inArray(siteSettings.key, [...keys])) : await query;
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The values of `keys`, each stored value when valid for its setting, else its default. */
export async function readSiteSettings<K extends SiteSettingKey>(
  db: Queryable,
  keys: readonly K[],
): Promise<Pick<SiteSettingValues, K>> {
  const stored = await storedValues(db, keys);
  return Object.fromEntries(keys.map((key) => [key, settingValueOr(key, stored.get(key))])) as Pick<
    SiteSettingValues,
    K
  >;
}

/** Every setting, in catalogue order, with its labels in `locale`. */
export async function listAdminSettings(db: Queryable, locale: Locale): Promise<AdminSetting[]> {
  const stored = await storedValues(db);
  return SITE_SETTINGS.map((definition) => ({
    key: definition.key,
    group: definition.group,
    type: definition.type,
    label: localized(definition.label, locale),
    description: localized(definition.description, locale),
    options:
      'options' in definition
        ? definition.options.map((o) => ({ value: o.value, label: localized(o.label, locale) }))
        : null,
    value: settingValueOr(definition.key, stored.get(definition.key)) as SettingValue,
    default: definition.default,
  }));
}

export type SaveResult = { ok: true; changed: string[] } | { ok: false; errors: Record<string, string[]> };

/**
 * Validates and stores `input` (setting key -> value) in one transaction, with one audit event naming the
 * settings whose value changed (old and new); nothing is written when any value is refused. The errors are
 * by setting key, in `locale`. Once committed, this process's caches of settings are dropped, so the next
 * request reads the new values.
 */
export async function saveSiteSettings(
  db: Database,
  context: AuditContext,
  input: Record<string, unknown>,
  locale: Locale,
): Promise<SaveResult> {
  const result = await db.transaction(async (tx): Promise<SaveResult> => {
    // Every row, locked: a permalink is checked against the others, and two saves at once apply in turn.
    const rows = await tx.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).for('update');
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const current = Object.fromEntries(SITE_SETTINGS.map((d) => [d.key, settingValueOr(d.key, stored.get(d.key))]));
    const { values, errors } = validateSiteSettings(input, locale, current);
    if (Object.keys(errors).length) return { ok: false, errors };

    const entries = Object.entries(values) as [SiteSettingKey, SettingValue][];
    const toWrite = entries.filter(
      ([key, value]) => !stored.has(key) || JSON.stringify(stored.get(key)) !== JSON.stringify(value),
    );
    if (!toWrite.length) return { ok: true, changed: [] };

    await tx
      .insert(siteSettings)
      .values(
        toWrite.map(([key, value]) => {
          const definition = settingDefinition(key);
          return {
            key,
            value,
            group: definition?.group ?? 'site',
            type: definition?.type ?? 'text',
            description: definition?.description.en ?? null,
          };
        }),
      )
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });

    const before = Object.fromEntries(toWrite.map(([key]) => [key, current[key]]));
    const changes = changedFields(before, Object.fromEntries(toWrite));
    if (Object.keys(changes).length) {
      await recordAudit(tx, context, { action: 'update', resource: SITE_SETTINGS_AUDIT, recordId: null, changes });
    }
    return { ok: true, changed: Object.keys(changes) };
  });
  if (result.ok) forgetSettingCaches(db);
  return result;
}

/**
 * Drops what the instances keep of the settings: the listings permalink of every card, the pages' titles and
 * links, the two-factor rule.
 */
export function forgetSettingCaches(db: Database): void {
  forgetListingsPermalink(db);
  forgetSeoSettings(db);
  forgetTwoFactorSetting(db);
}

// ---------------------------------------------------------------- emails

/** `mailFrom` ("Rentals <no-reply@x>" or a bare address) with its display name replaced by `name` when set. */
export function withDisplayName(mailFrom: string, name: string): string {
  if (!name) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${name.replace(/["\\]/g, '')}" <${address}>`;
}

/**
 * Who the site's emails come from and where replies go: MAIL_FROM under the site setting mailFromName, and
 * the site setting supportEmail as Reply-To (undefined when empty).
 */
export async function mailSender(db: Queryable, mailFrom: string): Promise<{ from: string; replyTo?: string }> {
  const { mailFromName, supportEmail } = await readSiteSettings(db, ['mailFromName', 'supportEmail']);
  const from = withDisplayName(mailFrom, mailFromName);
  return supportEmail ? { from, replyTo: supportEmail } : { from };
}
