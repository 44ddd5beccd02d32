// Pages and page types (issue 15 section 2). A page type names a layout the web app renders (plain, landing,
// city guide) and the extra fields its pages fill in; a page has a title, a path in its language (/about-us,
// /fr/guides/toronto), a rich text body, its type's field values, SEO fields and a status. Back office:
// /admin/pages (viewPages, createPages, modifyPages) and /admin/pages/types (viewPageTypes, createPageTypes,
// modifyPageTypes). A published page answers at its path through GET resolve.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { publicFormSchema } from './forms.ts';
import { SITE_SETTINGS } from './site-settings.ts';

export const PAGE_TITLE_MAX = 200;
export const PAGE_PATH_MAX = 200;
export const PAGE_BODY_MAX = 200_000;
export const PAGE_SEO_TITLE_MAX = 70;
export const PAGE_SEO_DESCRIPTION_MAX = 200;
export const PAGE_TYPE_NAME_MAX = 80;
export const PAGE_TYPE_FIELDS_MAX = 20;
export const PAGE_FIELD_LABEL_MAX = 80;
export const PAGE_TEXT_FIELD_MAX = 300;
export const PAGE_TEXTAREA_FIELD_MAX = 2_000;

export const PAGE_LANGUAGES = ['en', 'fr'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const PAGE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
/** The layouts the web app knows how to render. */
export const PAGE_LAYOUTS = ['plain', 'landing', 'city-guide'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
/** What an extra field holds: a line, a paragraph, an uploaded image's URL, a city's id, rich text, or a form's id. */
export const PAGE_FIELD_KINDS = ['text', 'textarea', 'image', 'city', 'richText', 'form'] as const;
export type PageFieldKind = (typeof PAGE_FIELD_KINDS)[number];

/**
 * First path segments the site already answers (its own pages, the areas, the blog, the FAQ). The site's
 * permalinks (site settings: listings "rentals", posts "blog", faqs "faq", ...) are reserved too, in the
 * singular and the plural (reservedPageSegments): the server adds their current values.
 */
export const RESERVED_PAGE_SEGMENTS = [
  'admin',
  'portal',
  'support',
  'api',
  'fr',
  'login',
  'privacy-policy',
  'terms-of-use',
  'blog',
  'faq',
  'cities',
  'claim-account',
  'new-listings-alerts',
  'password-reset',
  'landlord',
  'uploads',
  'sitemap.xml',
  'sitemaps',
  'robots.txt',
] as const;

/** "/about-us", "/guides/toronto": lowercase segments of letters, digits and single hyphens. */
export const PAGE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** The first segment of a page path ("/guides/toronto" -> "guides"). */
export const firstSegment = (path: string) => path.split('/')[1] ?? '';

const PERMALINK_SETTINGS = SITE_SETTINGS.filter((d) => 'public' in d && d.public === 'permaLinks');
/** The keys of the site's permalink settings ("listings", "posts", "faqs", ...): what each path leads to. */
export const PERMALINK_KEYS = PERMALINK_SETTINGS.map((d) => d.key);
/** The permalinks' default values ("rentals", "blog", "faq", ...). */
export const DEFAULT_PERMALINKS: readonly string[] = PERMALINK_SETTINGS.map((d) => String(d.default));

/** A word (or a hyphenated segment's last word) in the singular and the plural: faq/faqs, city/cities, post/posts. */
export function numberVariants(word: string): string[] {
  const variants = new Set([word]);
  if (/[^aeiou]ies$/.test(word)) variants.add(`${word.slice(0, -3)}y`);
  else if (/(?:ss|x|z|ch|sh)es$/.test(word)) variants.add(word.slice(0, -2));
  if (/[^s]s$/.test(word)) variants.add(word.slice(0, -1));
  else if (/[^aeiou]y$/.test(word)) variants.add(`${word.slice(0, -1)}ies`);
  else if (/(?:ss|x|z|ch|sh)$/.test(word)) variants.add(`${word}es`);
  else variants.add(`${word}s`);
  return [...variants];
}

/**
 * Every first segment a page cannot take: RESERVED_PAGE_SEGMENTS, and each permalink, in `permalinks` (the
 * site's current values) or by default, with what it leads to (its setting's key: "posts" for the blog), each
 * in the singular and the plural (/faqs as well as /faq, /post and /posts as well as /blog and /blogs).
 */
export function reservedPageSegments(permalinks: readonly string[] = []): Set<string> {
  const words = [...PERMALINK_KEYS, ...DEFAULT_PERMALINKS, ...permalinks].filter((word) => word !== '');
  return new Set<string>([...RESERVED_PAGE_SEGMENTS, ...words.flatMap(numberVariants)]);
}

/** Whether `path` starts with a reserved segment; `permalinks`: the site's current permalink values. */
export function isReservedPagePath(path: string, permalinks: readonly string[] = []): boolean {
  return reservedPageSegments(permalinks).has(firstSegment(path));
}

const pathField = text()
  .trim()
  .min(1)
  .max(PAGE_PATH_MAX)
  .refine((path) => PAGE_PATH.test(path), ruleParams('page_path'))
  .refine((path) => !isReservedPagePath(path), ruleParams('reserved_path'));

/** Optional text: '' or null mean none (stored as null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- page types

export const PAGE_FIELD_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/;
export const PAGE_TYPE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageTypeFieldSchema = z
  .object({
    /** How the value is stored on the page ("city", "heroImage"). */
    key: text().trim().regex(PAGE_FIELD_KEY),
    label: text().trim().min(1).max(PAGE_FIELD_LABEL_MAX),
    labelFr: text().trim().min(1).max(PAGE_FIELD_LABEL_MAX),
    kind: z.enum(PAGE_FIELD_KINDS),
    required: z.boolean(),
  })
  .strict();
export type PageTypeField = z.infer<typeof pageTypeFieldSchema>;

const fieldsField = z
  .array(pageTypeFieldSchema)
  .max(PAGE_TYPE_FIELDS_MAX)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, ruleParams('distinct'));

const pageTypeFields = {
  /** Menu items point to pages by it (spec 3 pageType): "city-guide". */
  key: text()
    .trim()
    .min(1)
    .max(60)
    .refine((key) => PAGE_TYPE_KEY.test(key), ruleParams('slug')),
  name: text().trim().min(1).max(PAGE_TYPE_NAME_MAX),
  nameFr: text().trim().min(1).max(PAGE_TYPE_NAME_MAX),
  layout: z.enum(PAGE_LAYOUTS),
  fields: fieldsField,
};

/** POST /api/admin/pages/types. */
export const createPageTypeSchema = z.object({ ...pageTypeFields, fields: fieldsField.optional() }).strict();
export type CreatePageTypeInput = z.input<typeof createPageTypeSchema>;

/**
 * PATCH /api/admin/pages/types/{id}. Removing a field keeps its values stored on the pages (unused, shown
 * nowhere): adding the field back under the same key brings them back.
 */
export const updatePageTypeSchema = z.object(pageTypeFields).partial().strict();
export type UpdatePageTypeInput = z.input<typeof updatePageTypeSchema>;

/** A row of /admin/pages/types and the edit form's record. */
export const pageTypeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameFr: z.string(),
  layout: z.enum(PAGE_LAYOUTS),
  fields: z.array(pageTypeFieldSchema),
  /** Pages of this type (a type in use cannot be deleted). */
  pageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageType = z.infer<typeof pageTypeSchema>;

export const pageTypeFiltersSchema = z.object({ layout: z.enum(PAGE_LAYOUTS).optional() });

// ---------------------------------------------------------------- pages

/** An extra field's value: text or HTML or an image URL (string), a city id (number), or none. */
export const pageFieldValueSchema = z.union([z.string().max(PAGE_BODY_MAX), z.number().int(), z.null()]);
export const pageFieldValuesSchema = z
  .record(text().regex(PAGE_FIELD_KEY), pageFieldValueSchema)
  .refine((values) => Object.keys(values).length <= PAGE_TYPE_FIELDS_MAX, ruleParams('invalid'));
export type PageFieldValues = z.infer<typeof pageFieldValuesSchema>;

const pageFields = {
  title: text().trim().min(1).max(PAGE_TITLE_MAX),
  path: pathField,
  language: z.enum(PAGE_LANGUAGES),
  pageTypeId: z.number().int().positive(),
  /** Rich text (HTML); the server keeps only its allow-list of tags and attributes. */
  body: text().max(PAGE_BODY_MAX),
  /** The type's extra fields, by key; checked by the server against the type. */
  fieldValues: pageFieldValuesSchema,
  seoTitle: optionalText(PAGE_SEO_TITLE_MAX),
  seoDescription: optionalText(PAGE_SEO_DESCRIPTION_MAX),
  status: z.enum(PAGE_STATUSES),
  /** When a scheduled page goes public (an instant in the future). */
  publishAt: z.iso.datetime({ offset: true }).nullable(),
};

const scheduleRule = { path: ['publishAt'], ...ruleParams('required') };
const scheduledNeedsDate = (v: { status?: PageStatus | undefined; publishAt?: string | null | undefined }) =>
  v.status !== 'scheduled' || Boolean(v.publishAt);

/** POST /api/admin/pages: a title, a path, a language, a type and a body; a draft unless said otherwise. */
export const createPageSchema = z
  .object({
    title: pageFields.title,
    path: pageFields.path,
    language: pageFields.language,
    pageTypeId: pageFields.pageTypeId,
    body: pageFields.body,
    fieldValues: pageFields.fieldValues.optional(),
    seoTitle: pageFields.seoTitle.optional(),
    seoDescription: pageFields.seoDescription.optional(),
    status: pageFields.status.optional(),
    publishAt: pageFields.publishAt.optional(),
  })
  .strict()
  .refine(scheduledNeedsDate, scheduleRule);
export type CreatePageInput = z.input<typeof createPageSchema>;

/** PATCH /api/admin/pages/{id}: only the fields sent change (field values are checked against the type). */
export const updatePageSchema = z
  .object(pageFields)
  .partial()
  .strict()
  .refine((v) => v.status !== 'scheduled' || v.publishAt !== null, scheduleRule);
export type UpdatePageInput = z.input<typeof updatePageSchema>;

/** The web form's check: every field (the body may be empty in the browser: the server refuses it then). */
export const pageFormSchema = z.object(pageFields).strict().refine(scheduledNeedsDate, scheduleRule);

/** A row of /admin/pages and the edit form's record. */
export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  language: z.enum(PAGE_LANGUAGES),
  pageTypeId: z.number().int(),
  pageType: z.object({ id: z.number().int(), name: z.string(), layout: z.enum(PAGE_LAYOUTS) }),
  body: z.string(),
  fieldValues: z.record(z.string(), pageFieldValueSchema),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  status: z.enum(PAGE_STATUSES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** GET /api/admin/pages filters. */
export const pageFiltersSchema = z.object({
  status: z.enum(PAGE_STATUSES).optional(),
  language: z.enum(PAGE_LANGUAGES).optional(),
  pageTypeId: z.coerce.number().int().positive().optional(),
});

/** The fields a page's revisions keep (and a restore sends back). */
export const PAGE_REVISION_FIELDS = ['title', 'path', 'body', 'fieldValues', 'seoTitle', 'seoDescription'] as const;

// ---------------------------------------------------------------- the public page

/**
 * A published page as GET resolve answers it: everything its layout shows, nothing to load after. Its listing
 * cards (a city guide's newest, a landing's featured) are added by the resolve answer (listings.ts), which
 * this module must not import.
 */
export const publicPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Without language prefix. */
  path: z.string(),
  language: z.enum(PAGE_LANGUAGES),
  layout: z.enum(PAGE_LAYOUTS),
  /** Sanitised HTML. */
  body: z.string(),
  /** The type's text, textarea and rich text fields (rich text sanitised), by key, with their labels. */
  texts: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(PAGE_FIELD_KINDS), value: z.string() })),
  /** The first image field's image, with its size (no layout shift). */
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** The first city field's city and its search page (no language prefix). */
  city: z.object({ id: z.number().int(), name: z.string(), path: z.string() }).nullable(),
  /** The first form field's form, in the page's language (null when none or deleted). */
  form: publicFormSchema.nullable(),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;
