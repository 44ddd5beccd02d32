// The site settings catalogue (spec 2 "/admin/settings"): every setting once, with its group, type, value
// schema, default and labels. The API seeds, reads, validates and audits from it (modules/site), the web form
// renders and validates from it (features/settings), so both say the same thing about the same value.
// The settings GET site-settings answers keep their keys and stored value shapes.
import { z } from 'zod';
import { LOCALES, type Locale } from '../api.ts';
import { httpUrlField, text, URL_MAX } from '../fields.ts';
import { issueRule, ruleParams, type ValidationRule, validationMessage } from '../validation-messages.ts';
import { REGIONS } from './site.ts';

/** The sections of /admin/settings, in the order they are shown. */
export const SETTING_GROUPS = [
  'site',
  'region-language',
  'listings',
  'map',
  'social',
  'email',
  'seo',
  'security',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** How a value is typed and edited: text, URL, email, boolean, number, image (a path or URL) or select. */
export const SETTING_TYPES = ['text', 'url', 'email', 'boolean', 'number', 'image', 'select'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export type SettingValue = string | number | boolean;
export const settingValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export interface Localized {
  en: string;
  fr: string;
}

/**
 * Where GET site-settings answers a setting: `siteSettings` (its siteSettings object), `permaLinks`,
 * `company` (companyInfo.name and .logo) or `social` (companyInfo.socialMedia). Without one the setting
 * stays on the server (what reads it is said in its description).
 */
export type PublicSlot = 'siteSettings' | 'permaLinks' | 'company' | 'social';

export interface SettingOption {
  value: string;
  label: Localized;
}

export interface SettingDefinition {
  key: string;
  group: SettingGroup;
  type: SettingType;
  schema: z.ZodType<SettingValue>;
  default: SettingValue;
  label: Localized;
  /** What the setting does, shown under the field. */
  description: Localized;
  /** The choices of a select. */
  options?: readonly SettingOption[];
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** Longer text: a textarea. */
  multiline?: boolean;
  /** How validation messages name the field, when lower-casing the label would be wrong (brand names). */
  attribute?: Localized;
  public?: PublicSlot;
}

// ---------------------------------------------------------------- value schemas

const plainText = (max: number, required = true) => (required ? text().trim().min(1).max(max) : text().trim().max(max));

/** A path on this site ("/landlord/register"): one leading slash, no spaces. */
const LOCAL_PATH = /^\/(?!\/)\S*$/;
const localPath = () => text().trim().max(URL_MAX).regex(LOCAL_PATH);

/** A full http(s) URL or a path on this site; a bad value says "must be a valid URL". */
const pathOrUrl = () => z.union([httpUrlField(), localPath()]);
/** The same, or '' for none. */
const optionalPathOrUrl = () => z.union([z.literal(''), httpUrlField(), localPath()]);
const optionalUrl = () => z.union([z.literal(''), httpUrlField()]);
const optionalEmail = () => z.union([z.literal(''), z.string().trim().toLowerCase().max(254).email()]);

/** A Leaflet tile URL template: http(s), with {z}, {x} and {y}. */
function isTileTemplate(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(value)) return false;
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  return URL.canParse(value.replace(/\{[a-z]+\}/g, 'a'));
}

/** First path segments the app and the server use themselves: a permalink cannot take them. */
export const RESERVED_PERMALINKS = [
  'admin',
  'portal',
  'support',
  'api',
  'fr',
  'login',
  'landlord',
  'uploads',
  'sitemaps',
  'assets',
  'password-reset',
  'new-listings-alerts',
  'claim-account',
  'privacy-policy',
  'terms-of-use',
] as const;

const permalink = () =>
  text()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .refine((value) => !(RESERVED_PERMALINKS as readonly string[]).includes(value), ruleParams('unique'));

/** A sender's display name: no quotes, angle brackets or line breaks (it goes into the From header). */
const senderName = () =>
  text()
    .trim()
    .max(100)
    .regex(/^[^"<>\r\n\\]*$/);

const l = (en: string, fr: string): Localized => ({ en, fr });

// ---------------------------------------------------------------- the catalogue

export const SITE_SETTINGS = [
  // site
  {
    key: 'siteName',
    group: 'site',
    type: 'text',
    schema: plainText(100),
    default: 'Rentals',
    label: l('Site name', 'Nom du site'),
    description: l(
      'Shown in page titles, in link previews, in emails and in the header when there is no logo.',
      'Affiché dans le titre des pages, les aperçus de liens, les courriels et l’en-tête quand il n’y a pas de logo.',
    ),
    public: 'siteSettings',
  },
  {
    key: 'siteDescription',
    group: 'site',
    type: 'text',
    schema: plainText(300),
    default: 'Apartments, houses and condos for rent across Canada and the United States.',
    label: l('Site description', 'Description du site'),
    description: l(
      'The description search engines and link previews show for pages without their own.',
      'La description que montrent les moteurs de recherche et les aperçus de liens pour les pages qui n’en ont pas.',
    ),
    multiline: true,
    public: 'siteSettings',
  },
  {
    key: 'companyName',
    group: 'site',
    type: 'text',
    schema: plainText(150),
    default: 'Rentals Inc.',
    label: l('Company name', 'Nom de l’entreprise'),
    description: l(
      'Legal name shown in the footer and on receipts.',
      'Raison sociale affichée au pied de page et sur les reçus.',
    ),
    public: 'company',
  },
  {
    key: 'companyLogo',
    group: 'site',
    type: 'image',
    schema: pathOrUrl(),
    default: '/logo.svg',
    label: l('Logo', 'Logo'),
    description: l(
      'The header’s logo: a path on this site (/logo.svg) or a full URL.',
      'Le logo de l’en-tête : un chemin sur ce site (/logo.svg) ou une URL complète.',
    ),
    public: 'company',
  },

  // region and language
  {
    key: 'region',
    group: 'region-language',
    type: 'select',
    schema: z.enum(REGIONS),
    default: 'CA',
    options: [
      { value: 'CA', label: l('Canada', 'Canada') },
      { value: 'US', label: l('United States', 'États-Unis') },
    ],
    label: l('Region', 'Région'),
    description: l(
      'In the United States the interface writes “favorite” instead of “favourite” and shows distances in miles.',
      'Aux États-Unis, l’interface écrit « favorite » au lieu de « favourite » et affiche les distances en milles.',
    ),
    public: 'siteSettings',
  },
  {
    key: 'defaultLocale',
    group: 'region-language',
    type: 'select',
    schema: z.enum(LOCALES),
    default: 'en',
    options: [
      { value: 'en', label: l('English', 'Anglais') },
      { value: 'fr', label: l('French', 'Français') },
    ],
    label: l('Default language', 'Langue par défaut'),
    description: l(
      'The language of visitors who have not chosen one.',
      'La langue des visiteurs qui n’en ont pas choisi.',
    ),
    public: 'siteSettings',
  },

  // listings
  {
    key: 'listings',
    group: 'listings',
    type: 'text',
    schema: permalink(),
    default: 'rentals',
    label: l('Listings path', 'Chemin des annonces'),
    description: l(
      'First part of the search and listing addresses, e.g. /rentals/ontario/toronto; favourites are at /{path}/favourites.',
      'Premier segment des adresses de recherche et d’annonces, p. ex. /rentals/ontario/toronto; les favoris sont à /{chemin}/favourites.',
    ),
    public: 'permaLinks',
  },
  {
    key: 'listYourAdUrl',
    group: 'listings',
    type: 'url',
    schema: pathOrUrl(),
    default: '/landlord/register',
    label: l('“List Your Ad” link', 'Lien « Publier une annonce »'),
    description: l(
      'Where the header’s List Your Ad button leads: a path on this site or a full URL.',
      'La destination du bouton Publier une annonce de l’en-tête : un chemin sur ce site ou une URL complète.',
    ),
    attribute: l('List Your Ad link', 'lien Publier une annonce'),
    public: 'siteSettings',
  },

  // map
  {
    key: 'mapTileUrl',
    group: 'map',
    type: 'url',
    schema: text().trim().min(1).max(URL_MAX).refine(isTileTemplate, ruleParams('url')),
    default: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    label: l('Map tile URL', 'URL des tuiles de la carte'),
    description: l(
      'The tile server’s address with {z}, {x} and {y} (and {s} for its subdomains).',
      'L’adresse du serveur de tuiles avec {z}, {x} et {y} (et {s} pour ses sous-domaines).',
    ),
    attribute: l('map tile URL', 'URL des tuiles de la carte'),
    public: 'siteSettings',
  },
  {
    key: 'mapAttribution',
    group: 'map',
    type: 'text',
    schema: plainText(500),
    default: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    label: l('Map attribution', 'Attribution de la carte'),
    description: l(
      'The credit the tile provider requires, shown on every map (HTML links allowed).',
      'La mention exigée par le fournisseur de tuiles, affichée sur chaque carte (liens HTML permis).',
    ),
    multiline: true,
    public: 'siteSettings',
  },

  // social
  ...(
    [
      ['facebook', 'Facebook', 'https://www.facebook.com/rentals'],
      ['instagram', 'Instagram', 'https://www.instagram.com/rentals'],
      ['x', 'X (Twitter)', 'https://x.com/rentals'],
      ['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/rentals'],
    ] as const
  ).map(([key, name, url]) => ({
    key,
    group: 'social' as const,
    type: 'url' as const,
    schema: optionalUrl(),
    default: url,
    label: l(name, name),
    description: l(
      `Linked from the footer; empty hides the ${name} link.`,
      `Lien du pied de page; vide, le lien ${name} est masqué.`,
    ),
    attribute: l(name, name),
    public: 'social' as const,
  })),

  // email
  {
    key: 'mailFromName',
    group: 'email',
    type: 'text',
    schema: senderName(),
    default: '',
    label: l('Sender name', 'Nom de l’expéditeur'),
    description: l(
      'The name every email of the site comes from (the address stays the server’s MAIL_FROM); empty: the name in MAIL_FROM.',
      'Le nom sous lequel partent les courriels du site (l’adresse reste MAIL_FROM du serveur); vide : le nom de MAIL_FROM.',
    ),
  },
  {
    key: 'supportEmail',
    group: 'email',
    type: 'email',
    schema: optionalEmail(),
    default: '',
    label: l('Support email', 'Courriel du soutien'),
    description: l(
      'Replies to the site’s emails go to this address (a landlord’s reply to an inquiry still goes to the renter); empty: to the sender address.',
      'Les réponses aux courriels du site vont à cette adresse (la réponse d’un propriétaire à une demande va toujours au locataire); vide : à l’adresse de l’expéditeur.',
    ),
  },

  // SEO
  {
    key: 'defaultOgImage',
    group: 'seo',
    type: 'image',
    schema: optionalPathOrUrl(),
    default: '',
    label: l('Default sharing image', 'Image de partage par défaut'),
    description: l(
      'The image link previews (Open Graph) show for pages without their own, ideally 1200 × 630; a path on this site or a full URL.',
      'L’image des aperçus de liens (Open Graph) des pages qui n’en ont pas, idéalement 1200 × 630; un chemin sur ce site ou une URL complète.',
    ),
  },
  {
    key: 'robotsIndex',
    group: 'seo',
    type: 'boolean',
    schema: z.boolean(),
    default: true,
    label: l('Let search engines index the site', 'Permettre aux moteurs de recherche d’indexer le site'),
    description: l(
      'Off: /robots.txt asks every crawler to stay away (for a staging or private copy of the site).',
      'Désactivé : /robots.txt demande à tous les robots de ne rien explorer (pour une copie de test ou privée du site).',
    ),
    attribute: l('search engine indexing', 'indexation par les moteurs de recherche'),
  },
  {
    key: 'sitemapUrlsPerFile',
    group: 'seo',
    type: 'number',
    schema: z.number().int().min(1_000).max(50_000),
    min: 1_000,
    max: 50_000,
    default: 50_000,
    label: l('Addresses per sitemap file', 'Adresses par fichier du plan du site'),
    description: l(
      'Past this many addresses /sitemap.xml becomes an index of several files (50,000 is the protocol’s limit).',
      'Au-delà de ce nombre d’adresses, /sitemap.xml devient un index de plusieurs fichiers (50 000 est la limite du protocole).',
    ),
  },
  {
    key: 'analyticsTagId',
    group: 'seo',
    type: 'text',
    schema: text()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9-]*$/),
    default: '',
    label: l('Analytics tag ID', 'Identifiant de la balise d’analyse'),
    description: l(
      'E.g. G-XXXXXXX; empty loads no analytics script.',
      'P. ex. G-XXXXXXX; vide, aucun script d’analyse n’est chargé.',
    ),
    attribute: l('analytics tag ID', 'identifiant de la balise d’analyse'),
    public: 'siteSettings',
  },
  ...(
    [
      ['posts', 'blog', 'Blog path', 'Chemin du blogue'],
      ['faqs', 'faq', 'FAQ path', 'Chemin de la FAQ'],
      ['cities', 'cities', 'Cities path', 'Chemin des villes'],
      ['landlords', 'landlords', 'Landlords page path', 'Chemin de la page des propriétaires'],
    ] as const
  ).map(([key, value, en, fr]) => ({
    key,
    group: 'seo' as const,
    type: 'text' as const,
    schema: permalink(),
    default: value,
    label: l(en, fr),
    description: l(
      `The first part of the page’s address, e.g. /${value}.`,
      `Le premier segment de l’adresse de la page, p. ex. /${value}.`,
    ),
    public: 'permaLinks' as const,
  })),

  // security
  {
    key: 'requireTwoFactorForAdmins',
    group: 'security',
    type: 'boolean',
    schema: z.boolean(),
    default: false,
    label: l(
      'Require two-factor sign-in for administrators',
      'Exiger la connexion à deux facteurs des administrateurs',
    ),
    description: l(
      'Site Owners and Site Administrators must set up two-factor authentication before they can use the back office.',
      'Les propriétaires et administrateurs du site doivent configurer l’authentification à deux facteurs avant d’utiliser l’administration.',
    ),
    attribute: l('two-factor requirement', 'exigence de connexion à deux facteurs'),
  },
] as const satisfies readonly SettingDefinition[];

export type SiteSettingKey = (typeof SITE_SETTINGS)[number]['key'];

/** Every setting's value type, by key (`requireTwoFactorForAdmins: boolean`, `siteName: string`, ...). */
export type SiteSettingValues = {
  [D in (typeof SITE_SETTINGS)[number] as D['key']]: z.output<D['schema']>;
};

const BY_KEY = new Map<string, SettingDefinition>(SITE_SETTINGS.map((d) => [d.key, d]));

export function settingDefinition(key: string): SettingDefinition | undefined {
  return BY_KEY.get(key);
}

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return BY_KEY.has(key);
}

/** Every setting at its default. */
export const SITE_SETTING_DEFAULTS = Object.fromEntries(
  SITE_SETTINGS.map((d) => [d.key, d.default]),
) as SiteSettingValues;

/** The stored value when it is valid for its setting, else the default (a hand-edited row never breaks a page). */
export function settingValueOr<K extends SiteSettingKey>(key: K, stored: unknown): SiteSettingValues[K] {
  const definition = BY_KEY.get(key);
  if (!definition) throw new Error(`unknown site setting ${key}`);
  const parsed = stored === undefined ? null : definition.schema.safeParse(stored);
  return (parsed?.success ? parsed.data : definition.default) as SiteSettingValues[K];
}

// ---------------------------------------------------------------- validation

export function localized(text: Localized, locale: Locale): string {
  return locale === 'fr' ? text.fr : text.en;
}

/** How validation messages name a setting: its label, lower-cased like Laravel's attributes ("site name"). */
export function settingAttribute(definition: SettingDefinition, locale: Locale): string {
  if (definition.attribute) return localized(definition.attribute, locale);
  const label = localized(definition.label, locale);
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

export interface SettingsValidation {
  /** The valid values, parsed (trimmed, emails lower-cased). */
  values: Partial<SiteSettingValues>;
  /** By setting key: the messages, in `locale`. */
  errors: Record<string, string[]>;
}

function message(rule: ValidationRule, key: string, locale: Locale, params: Record<string, string | number> = {}) {
  const definition = BY_KEY.get(key);
  return validationMessage(
    rule,
    key,
    locale,
    definition ? { ...params, attribute: settingAttribute(definition, locale) } : params,
  );
}

/**
 * Validates `input` (setting key -> value) with each setting's schema; an unknown key is refused. Permalinks
 * must differ from each other: `current` holds the values not being changed (the stored ones), so a change
 * that collides with one of them is refused too.
 */
export function validateSiteSettings(
  input: Record<string, unknown>,
  locale: Locale,
  current: Partial<Record<string, unknown>> = {},
): SettingsValidation {
  const values: Record<string, SettingValue> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    const definition = BY_KEY.get(key);
    if (!definition) {
      errors[key] = [message('unknown', key, locale)];
      continue;
    }
    const result = definition.schema.safeParse(value, { reportInput: true });
    if (result.success) {
      values[key] = result.data;
      continue;
    }
    const messages: string[] = [];
    for (const issue of result.error.issues) {
      const { rule, params } = issueRule(issue);
      const text = message(rule, key, locale, params);
      if (!messages.includes(text)) messages.push(text);
      if (rule === 'required') break;
    }
    errors[key] = messages;
  }

  // Two pages cannot share a first path segment.
  const permalinkKeys = SITE_SETTINGS.filter((d) => 'public' in d && d.public === 'permaLinks').map((d) => d.key);
  const segmentOf = (key: string) => {
    const value = key in values ? values[key] : current[key];
    return typeof value === 'string' ? value.trim() : BY_KEY.get(key)?.default;
  };
  const taken = new Map<unknown, string>();
  for (const key of permalinkKeys.filter((k) => !(k in input))) taken.set(segmentOf(key), key);
  for (const key of permalinkKeys.filter((k) => k in values)) {
    const segment = segmentOf(key);
    if (taken.has(segment)) {
      errors[key] = [message('unique', key, locale)];
      delete values[key];
    } else {
      taken.set(segment, key);
    }
  }
  return { values: values as Partial<SiteSettingValues>, errors };
}

// ---------------------------------------------------------------- GET and PATCH /api/admin/settings

export const adminSettingSchema = z.object({
  key: z.string(),
  group: z.enum(SETTING_GROUPS),
  type: z.enum(SETTING_TYPES),
  /** In the request's language. */
  label: z.string(),
  description: z.string(),
  /** The choices of a select, else null. */
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  value: settingValueSchema,
  default: settingValueSchema,
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

export const adminSettingsResponseSchema = z.object({ settings: z.array(adminSettingSchema) });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

export const updateSiteSettingsSchema = z.object({
  /** Setting key -> new value; each is checked against its setting (errors under `values.<key>`). */
  values: z.record(z.string(), z.unknown()),
});
export type UpdateSiteSettingsInput = { values: Partial<SiteSettingValues> };

export const updateSiteSettingsResponseSchema = adminSettingsResponseSchema.extend({ message: z.string() });
export type UpdateSiteSettingsResponse = z.infer<typeof updateSiteSettingsResponseSchema>;
