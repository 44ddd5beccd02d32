// The one upload path (DESIGN section 10): what each kind of file may be, how large, and which WebP widths
// an image becomes; the request and response of POST /api/admin/uploads. Shared so a form can refuse a file
// that is too large or of the wrong type before sending it, with the sentence the API would answer.
// The API never trusts the name or the browser's type: it reads the type from the file's bytes.
import { z } from 'zod';
import type { Locale } from '../api.ts';
import { type ValidationRule, validationMessage } from '../validation-messages.ts';

const MB = 1024 * 1024;

export interface UploadKindSpec {
  /** Largest accepted file, in MB (1 MB = 1,048,576 bytes). */
  maxMegabytes: number;
  /** Types accepted, as found from the bytes. */
  mimeTypes: readonly string[];
  /** How the accepted types are named in messages ("PNG, JPEG, WebP or GIF"). */
  typeNames: string;
  /** The file input's `accept` attribute (a hint for the picker; the server checks the bytes). */
  accept: string;
  /** Images: the WebP widths written (aspect kept, never enlarged). Empty for files kept as they are. */
  variantWidths: readonly number[];
  /** Public files are served under /uploads; private ones (imports) only to the code that reads them. */
  visibility: 'public' | 'private';
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const UPLOAD_KINDS = {
  'company-logo': {
    maxMegabytes: 5,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    typeNames: 'PNG, JPEG, WebP, GIF',
    accept: 'image/png,image/jpeg,image/webp,image/gif',
    variantWidths: [128, 256, 512],
    visibility: 'public',
  },
  // The widths listing cards and pages use (listing-cards.ts PHOTO_WIDTHS), so /uploads/<key>-<w>.webp fits.
  'listing-photo': {
    maxMegabytes: 15,
    mimeTypes: IMAGE_TYPES,
    typeNames: 'JPEG, PNG, WebP, GIF, AVIF',
    accept: IMAGE_ACCEPT,
    variantWidths: [400, 800, 1600],
    visibility: 'public',
  },
  'cms-media': {
    maxMegabytes: 10,
    mimeTypes: IMAGE_TYPES,
    typeNames: 'JPEG, PNG, WebP, GIF, AVIF',
    accept: IMAGE_ACCEPT,
    variantWidths: [480, 960, 1920],
    visibility: 'public',
  },
  // Text has no magic bytes: a CSV is a file no known type matches, valid UTF-8 and without NUL bytes.
  'csv-import': {
    maxMegabytes: 20,
    mimeTypes: ['text/csv'],
    typeNames: 'CSV',
    accept: '.csv,text/csv',
    variantWidths: [],
    visibility: 'private',
  },
  // A feed's file sent by support (an export from a property-management system): CSV, or XML (HotPads, Trovit).
  'feed-file': {
    maxMegabytes: 100,
    mimeTypes: ['text/csv', 'application/xml'],
    typeNames: 'CSV or XML',
    accept: '.csv,.xml,text/csv,application/xml,text/xml',
    variantWidths: [],
    visibility: 'private',
  },
} as const satisfies Record<string, UploadKindSpec>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

export const maxUploadBytes = (kind: UploadKind) => UPLOAD_KINDS[kind].maxMegabytes * MB;

export const isImageKind = (kind: UploadKind) => UPLOAD_KINDS[kind].variantWidths.length > 0;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** POST /api/admin/uploads?kind=... */
export const uploadQuerySchema = z.object({ kind: z.enum(UPLOAD_KIND_NAMES) });

export const uploadVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type UploadVariant = z.infer<typeof uploadVariantSchema>;

export const uploadResponseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UPLOAD_KIND_NAMES),
  /** The storage key: images are `<key>-<width>.webp`, a CSV is `<key>.csv`. */
  key: z.string(),
  /** The largest variant of an image; null for private files. */
  url: z.string().nullable(),
  /** Smallest first, one per distinct size (a small image gives fewer). */
  variants: z.array(uploadVariantSchema),
  /** Size of `url` (the largest variant, turned upright); null for files that are not images. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The type found from the bytes (image/jpeg, text/csv), never the name's or the browser's. */
  mimeType: z.string(),
  /** Size of the file received. */
  bytes: z.number().int(),
  originalName: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

const CONTROL_OR_BIDI = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const NAME_MAX = 120;

/** A file name as messages and the uploads table show it: no folders, control or direction characters. */
export function displayFileName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_OR_BIDI, '').trim();
  if (!clean) return 'file';
  return clean.length > NAME_MAX ? `${clean.slice(0, NAME_MAX - 1)}…` : clean;
}

export type UploadRefusal = 'file.max' | 'file.type' | 'file.text' | 'file.empty' | 'file.corrupt' | 'file.pixels';

/** The sentence for a refused file, e.g. `The file "x.png" is larger than 5 MB.` */
export function uploadErrorMessage(
  rule: UploadRefusal,
  name: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return validationMessage(rule satisfies ValidationRule, 'file', locale, { name: displayFileName(name), ...params });
}

/** The params a refusal's message needs besides the name (the limit, the accepted types). */
export function uploadRefusalParams(kind: UploadKind, rule: UploadRefusal): Record<string, string | number> {
  if (rule === 'file.max') return { max: UPLOAD_KINDS[kind].maxMegabytes };
  if (rule === 'file.type') return { types: UPLOAD_KINDS[kind].typeNames };
  return {};
}

/**
 * What a form can check before sending (size, and the type the browser guessed from the name): the message
 * the server would give, or null. The server decides from the bytes all the same.
 */
export function checkUploadFile(
  kind: UploadKind,
  file: { name: string; size: number; type: string },
  locale: Locale,
): string | null {
  const refuse = (rule: UploadRefusal) => uploadErrorMessage(rule, file.name, locale, uploadRefusalParams(kind, rule));
  if (file.size === 0) return refuse('file.empty');
  if (file.size > maxUploadBytes(kind)) return refuse('file.max');
  const spec: UploadKindSpec = UPLOAD_KINDS[kind];
  const byName = /\.csv$/i.test(file.name) ? 'text/csv' : '';
  const type = file.type || byName;
  if (type && !spec.mimeTypes.includes(type) && !(type === 'application/vnd.ms-excel' && byName)) {
    return refuse('file.type');
  }
  return null;
}

/** GET /api/admin/media: the CMS images already uploaded (the editors' media library), newest first. */
export const mediaQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  q: z.string().trim().max(120).optional(),
});

export const MEDIA_PER_PAGE = 24;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** The largest WebP variant, as inserted into a text. */
  url: z.string(),
  /** The smallest variant, for the library's grid. */
  thumbnailUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
