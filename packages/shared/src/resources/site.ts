// Site: settings, menus, content blocks and project modules (spec 3 and 7 "Site"), shared by the API and the web app.
import { z } from 'zod';
import { LOCALES } from '../api.ts';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';

export const REGIONS = ['CA', 'US'] as const;
export type Region = (typeof REGIONS)[number];

/** The client keeps content blocks for 48 hours (spec 9); an editor's save clears that copy (lib/site/store.ts). */
export const CONTENT_BLOCKS_MAX_AGE_SECONDS = 48 * 60 * 60;
/** GET content-blocks/get-content's Cache-Control: revalidated (ETag) on every use, so a saved block shows at once. */
export const CONTENT_BLOCKS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Largest id a route accepts (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
/** A record id in a JSON body. */
export const idField = z.number().int().min(1).max(MAX_ID);
/** A record id in a path, e.g. /project-modules/:id ("abc", "0" and "1.5" are refused with 422). */
export const idParam = z.coerce.number().int().min(1).max(MAX_ID);

// ---------------------------------------------------------------- site settings

/**
 * The settings of group "site" that are public. Only these keys are ever answered: a key an administrator
 * adds to the group stays on the server.
 */
export const siteSettingsValuesSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  /** US -> the interface says favorite instead of favourite. */
  region: z.enum(REGIONS),
  defaultLocale: z.enum(LOCALES),
  /** The "List Your Ad" button: a path on this site or a full URL. */
  listYourAdUrl: z.string(),
  /** Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: z.string(),
  /** HTML attribution shown on the map. */
  mapAttribution: z.string(),
  /** Analytics tag id (e.g. G-XXXX); empty -> no analytics script is loaded. */
  analyticsTagId: z.string(),
});
export const SITE_SETTINGS_PUBLIC_KEYS = Object.keys(siteSettingsValuesSchema.shape) as (keyof SiteSettingsValues)[];
export type SiteSettingsValues = z.infer<typeof siteSettingsValuesSchema>;

/** Page key -> first path segment, e.g. { listings: 'rentals' } (favourites live at /rentals/favourites). */
export const permaLinksSchema = z
  .object({ listings: z.string() })
  .catchall(z.string())
  .describe('Page key -> path segment');
export type PermaLinks = z.infer<typeof permaLinksSchema>;

export const MENU_TARGETS = ['_self', '_blank'] as const;

export const menuChildSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  externalUrl: z.string().nullable(),
  target: z.string(),
});
export type MenuChild = z.infer<typeof menuChildSchema>;

export const menuItemSchema = menuChildSchema.extend({
  pageType: z.string().nullable(),
  children: z.array(menuChildSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({ id: z.number().int(), menuItems: z.array(menuItemSchema) });
export type Menu = z.infer<typeof menuSchema>;

export const companyInfoSchema = z.object({
  logo: z.string(),
  name: z.string(),
  /** Network name (facebook, instagram, x, linkedin, ...) -> profile URL; networks without a URL are left out. */
  socialMedia: z.record(z.string(), z.string()),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const siteSettingsResponseSchema = z.object({
  siteSettings: siteSettingsValuesSchema,
  permaLinks: permaLinksSchema,
  /** By menu key: Primary, Footer, ... */
  menus: z.record(z.string(), menuSchema),
  companyInfo: companyInfoSchema,
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

// ---------------------------------------------------------------- content blocks

export const contentBlockSchema = z.object({
  contentKey: z.string(),
  contents: z.array(z.object({ contentKey: z.string(), content: z.string() })),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBlocksResponseSchema = z.object({ contentBlocks: z.array(contentBlockSchema) });
export type ContentBlocksResponse = z.infer<typeof contentBlocksResponseSchema>;

// ---------------------------------------------------------------- project modules

export const SETTING_KEY_MAX = 64;
export const SETTING_VALUE_MAX = 2000;
export const SETTINGS_PER_REQUEST_MAX = 100;

/** camelCase-ish keys: a letter, then letters, digits, '_', '-' or '.'. */
export const settingKeyField = z
  .string()
  .trim()
  .min(1)
  .max(SETTING_KEY_MAX)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/);

/** Setting names that hold credentials: such settings are write-only (see moduleSettingSchema). */
export const SECRET_SETTING_KEY = /secret|password|passwd|token|api[_-]?key|private[_-]?key|credential/i;

/**
 * Secret settings by module key beyond what their names say (SECRET_SETTING_KEY). A secret is stored like any
 * setting but never answered, never public, and kept when saved empty.
 */
export const SECRET_MODULE_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  payments: ['stripeSecretKey', 'stripeWebhookSecret'],
};

export function isSecretSetting(moduleKey: string, settingKey: string): boolean {
  return SECRET_SETTING_KEY.test(settingKey) || (SECRET_MODULE_SETTINGS[moduleKey] ?? []).includes(settingKey);
}

/**
 * A setting as administrators see it; only `isPublic` ones appear in GET project-modules-formatted. A secret
 * is answered with `value: ''` whatever it holds, `isSet` saying whether it holds something.
 */
export const moduleSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  isPublic: z.boolean(),
  isSecret: z.boolean(),
  /** The stored value is not empty (for a secret, the only thing said about it). */
  isSet: z.boolean(),
});
export type ModuleSetting = z.infer<typeof moduleSettingSchema>;

/** A module as administrators see it: settings as stored, string values. */
export const projectModuleSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isEnabled: z.boolean(),
  settings: z.array(moduleSettingSchema),
});
export type ProjectModule = z.infer<typeof projectModuleSchema>;

export const projectModulesResponseSchema = z.object({ projectModules: z.array(projectModuleSchema) });
export const projectModuleResponseSchema = z.object({ projectModule: projectModuleSchema });
export type ProjectModuleResponse = z.infer<typeof projectModuleResponseSchema>;

export const formattedSettingValueSchema = z.union([z.string(), z.boolean()]);

/** A module as the site reads it: its public settings only, 'true'/'false' as booleans. */
export const formattedProjectModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isEnabled: z.boolean(),
  settings: z.record(z.string(), formattedSettingValueSchema),
});
export type FormattedProjectModule = z.infer<typeof formattedProjectModuleSchema>;

export const projectModulesFormattedResponseSchema = z.object({
  /** By module key: analytics, maps, payments, ... */
  projectModules: z.record(z.string(), formattedProjectModuleSchema),
});
export type ProjectModulesFormattedResponse = z.infer<typeof projectModulesFormattedResponseSchema>;

/** 'true' -> true, 'false' -> false, anything else unchanged. */
export function formatSettingValue(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export const updateProjectModuleSchema = z.object({
  id: idField,
  isEnabled: z.boolean(),
});
export type UpdateProjectModuleInput = z.input<typeof updateProjectModuleSchema>;

export const updateProjectModuleSettingsSchema = z.object({
  moduleId: idField,
  settings: z
    .array(
      z.object({
        key: settingKeyField,
        value: text().max(SETTING_VALUE_MAX),
        /**
         * Shown to everyone in project-modules-formatted; a new setting is private unless this says true. A
         * secret is always private, and an empty value keeps the secret it replaces.
         */
        isPublic: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(SETTINGS_PER_REQUEST_MAX)
    .superRefine((settings, ctx) => {
      const seen = new Set<string>();
      settings.forEach((setting, index) => {
        if (seen.has(setting.key)) {
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'duplicate key', ...ruleParams('unique') });
        }
        seen.add(setting.key);
      });
    }),
});
export type UpdateProjectModuleSettingsInput = z.input<typeof updateProjectModuleSettingsSchema>;
