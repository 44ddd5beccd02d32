// Content blocks in the back office (issue 15, /admin/global-content; viewGlobalContent): the texts the site
// shows that are not records of their own (privacy policy, terms of use, the home page's hero, ...). A block
// holds named contents (title, body, ...) in English and French; the public side reads them through
// GET content-blocks/get-content. Blocks are made by the code that shows them, so the back office edits them
// (with revisions) but neither creates nor deletes them.
import { z } from 'zod';
import { text } from '../fields.ts';

/** Contents edited as rich text (sanitised on save); every other content is one line of plain text. */
export const RICH_CONTENT_KEYS: readonly string[] = ['body'];
export const isRichContent = (contentKey: string) => RICH_CONTENT_KEYS.includes(contentKey);

export const PLAIN_CONTENT_MAX = 500;
export const RICH_CONTENT_MAX = 200_000;
export const CONTENT_BLOCK_LOCALES = ['en', 'fr'] as const;

/** A language's contents by key: { title: 'Privacy Policy', body: '<p>…</p>' }. */
const contentsOf = z.record(z.string().max(60), text().max(RICH_CONTENT_MAX));

/** PATCH /api/admin/content-blocks/{id}: the contents of one or both languages (only the block's own keys). */
export const updateContentBlockSchema = z.object({ en: contentsOf, fr: contentsOf }).partial().strict();
export type UpdateContentBlockInput = z.input<typeof updateContentBlockSchema>;

/** A row of /admin/global-content and the edit page's record. */
export const contentBlockAdminSchema = z.object({
  id: z.number().int(),
  contentKey: z.string(),
  name: z.string(),
  /** The block's content keys, in the order the editor shows them. */
  keys: z.array(z.string()),
  en: z.record(z.string(), z.string()),
  fr: z.record(z.string(), z.string()),
  /** The languages whose every content is filled in. */
  languages: z.array(z.enum(CONTENT_BLOCK_LOCALES)),
  updatedAt: z.string(),
});
export type ContentBlockAdmin = z.infer<typeof contentBlockAdminSchema>;
