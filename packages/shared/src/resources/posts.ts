// Posts and post categories (issue 15 section 1): the back office's resources (/admin/posts, /admin/posts/
// categories; viewBlogs to read, createBlogs to create, modifyBlogs otherwise) and the public blog (/blog,
// /blog/category/{slug}, /blog/{slug}, the same under /fr). Bodies are rich text, sanitised by the server on save.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 120;
export const POST_EXCERPT_MAX = 500;
export const POST_BODY_MAX = 200_000;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
export const CATEGORY_NAME_MAX = 80;
/** Posts per page of the public blog. */
export const BLOG_PAGE_SIZE = 10;

export const POST_LANGUAGES = ['en', 'fr'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Hello, World: été!" -> "hello-world-ete" (what a post or category gets when no slug is typed). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/g, '');
}

const slugField = text()
  .trim()
  .min(1)
  .max(POST_SLUG_MAX)
  .refine((slug) => POST_SLUG.test(slug), ruleParams('slug'));
/** Optional text: '' or null mean none (stored as null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));
/** An image on this site ("/uploads/...") or on https. */
const imageUrl = text()
  .trim()
  .max(2000)
  // A path on this site (never "//host" nor "/\host", which browsers read as another host) or https.
  .refine((url) => /^\/(?![/\\])/.test(url) || url.startsWith('https://'), ruleParams('url'))
  .nullable();
const instant = z.iso.datetime({ offset: true }).nullable();

const postFields = {
  title: text().trim().min(1).max(POST_TITLE_MAX),
  slug: slugField,
  language: z.enum(POST_LANGUAGES),
  /** The same post in the other language (linked both ways). */
  translationId: z.number().int().positive().nullable(),
  excerpt: optionalText(POST_EXCERPT_MAX),
  /** Rich text (HTML); the server keeps only its allow-list of tags and attributes. */
  body: text().max(POST_BODY_MAX),
  coverImage: imageUrl,
  coverAlt: optionalText(300),
  coverWidth: z.number().int().min(1).max(20_000).nullable(),
  coverHeight: z.number().int().min(1).max(20_000).nullable(),
  categoryIds: z.array(z.number().int().positive()).max(20),
  status: z.enum(POST_STATUSES),
  /** When a scheduled post goes public (an instant in the future). */
  publishAt: instant,
  seoTitle: optionalText(SEO_TITLE_MAX),
  seoDescription: optionalText(SEO_DESCRIPTION_MAX),
};

const scheduledNeedsDate = (v: { status?: PostStatus | undefined; publishAt?: string | null | undefined }) =>
  v.status !== 'scheduled' || v.publishAt !== null;
const scheduleRule = { path: ['publishAt'], ...ruleParams('required') };

/** POST /api/admin/posts: a title, a language and a body; the slug comes from the title when none is sent. */
export const createPostSchema = z
  .object({
    title: postFields.title,
    slug: slugField.optional(),
    language: postFields.language,
    translationId: postFields.translationId.optional(),
    excerpt: postFields.excerpt.optional(),
    body: postFields.body,
    coverImage: postFields.coverImage.optional(),
    coverAlt: postFields.coverAlt.optional(),
    coverWidth: postFields.coverWidth.optional(),
    coverHeight: postFields.coverHeight.optional(),
    categoryIds: postFields.categoryIds.optional(),
    status: postFields.status.optional(),
    publishAt: postFields.publishAt.optional(),
    seoTitle: postFields.seoTitle.optional(),
    seoDescription: postFields.seoDescription.optional(),
  })
  .strict()
  .refine((v) => v.status !== 'scheduled' || Boolean(v.publishAt), scheduleRule);
export type CreatePostInput = z.input<typeof createPostSchema>;

/** PATCH /api/admin/posts/{id}: only the fields sent change (a scheduled post's date is checked with the stored one). */
export const updatePostSchema = z.object(postFields).partial().strict().refine(scheduledNeedsDate, scheduleRule);
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const postCategoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A row of /admin/posts and the edit form's record. */
export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  language: z.enum(POST_LANGUAGES),
  translationId: z.number().int().nullable(),
  translation: z.object({ id: z.number().int(), title: z.string(), language: z.enum(POST_LANGUAGES) }).nullable(),
  excerpt: z.string().nullable(),
  body: z.string(),
  coverImage: z.string().nullable(),
  coverAlt: z.string().nullable(),
  coverWidth: z.number().int().nullable(),
  coverHeight: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  categories: z.array(postCategoryRefSchema),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(POST_STATUSES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /** The private preview link's secret (whoever holds the link sees the draft). */
  previewToken: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/admin/posts filters. */
export const postFiltersSchema = z.object({
  status: z.enum(POST_STATUSES).optional(),
  language: z.enum(POST_LANGUAGES).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});

/** The fields a post's revisions keep (and a restore sends back). */
export const POST_REVISION_FIELDS = ['title', 'slug', 'excerpt', 'body', 'seoTitle', 'seoDescription'] as const;

// ---------------------------------------------------------------- categories

const categoryFields = {
  name: text().trim().min(1).max(CATEGORY_NAME_MAX),
  nameFr: text().trim().min(1).max(CATEGORY_NAME_MAX),
  slug: slugField,
  slugFr: slugField,
};

/** POST /api/admin/post-categories: the slugs come from the names when none are sent. */
export const createPostCategorySchema = z
  .object({
    name: categoryFields.name,
    nameFr: categoryFields.nameFr,
    slug: categoryFields.slug.optional(),
    slugFr: categoryFields.slugFr.optional(),
  })
  .strict();
export type CreatePostCategoryInput = z.input<typeof createPostCategorySchema>;

export const updatePostCategorySchema = z.object(categoryFields).partial().strict();
export type UpdatePostCategoryInput = z.input<typeof updatePostCategorySchema>;

export const postCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string(),
  slug: z.string(),
  slugFr: z.string(),
  /** Posts filed under it (what a delete would take the category off). */
  postCount: z.number().int(),
  createdAt: z.string(),
});
export type PostCategory = z.infer<typeof postCategorySchema>;

// ---------------------------------------------------------------- the public blog

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Without language prefix: "/blog/my-post". */
  path: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
  coverImage: z.string().nullable(),
  coverAlt: z.string(),
  coverWidth: z.number().int().nullable(),
  coverHeight: z.number().int().nullable(),
  author: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

const categoryLinkSchema = z.object({ name: z.string(), path: z.string() });

/** The blog index (or one category's page): a page of posts, newest first. */
export const blogIndexSchema = z.object({
  category: categoryLinkSchema.nullable(),
  categories: z.array(categoryLinkSchema),
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type BlogIndex = z.infer<typeof blogIndexSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised on save. */
  body: z.string(),
  categories: z.array(categoryLinkSchema),
  /** The same post in the other language, when published. */
  translation: z.object({ language: z.enum(POST_LANGUAGES), path: z.string(), title: z.string() }).nullable(),
  /** The search engines' title and description, when set apart from the title and excerpt. */
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /** Not public yet: shown through its private preview link. */
  preview: z.boolean(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The blog's paths, without language prefix. */
export const blogPaths = {
  index: () => '/blog',
  post: (slug: string) => `/blog/${slug}`,
  category: (slug: string) => `/blog/category/${slug}`,
  preview: (token: string) => `/blog/preview/${token}`,
};

/** "?p=3" on a blog index path: the page asked for (1 without one or for nonsense). */
export function blogPageOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('p'));
  return Number.isInteger(value) && value > 1 && value <= 10_000 ? value : 1;
}

/** Whether a path (no language prefix) is a blog index or category page, the ones that take ?p=. */
export const isBlogListPath = (path: string) => /^\/blog(\/category\/[^/]+)?\/?$/.test(path);
