// A page's extra fields, checked against its type on every save: required ones present, text within its
// length, rich text sanitised, a city or a form that exists, an image that was uploaded here. Values of fields
// the type no longer has stay stored as they were (unused); keys the type does not have are not taken from the
// request.
import {
  PAGE_BODY_MAX,
  PAGE_TEXT_FIELD_MAX,
  PAGE_TEXTAREA_FIELD_MAX,
  type PageFieldValues,
} from '@rentals/shared/resources/pages';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, type StoredPageTypeField, uploads } from '../../db/schema/index.ts';
import { type FieldRules, invalidFields } from '../../lib/http-error.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { formExists } from '../forms/public-form.ts';

/** "/uploads/<storage key>-<width>.webp": a WebP variant written by the upload path. */
const UPLOADED_IMAGE = /^\/uploads\/([A-Za-z0-9._/-]+)-(\d{1,5})\.webp$/;

type Value = string | number | null;

export function uploadedImageKey(url: string): { storageKey: string; width: number } | null {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match?.[1] || !match[2] || match[1].includes('..')) return null;
  return { storageKey: match[1], width: Number(match[2]) };
}

/** The upload behind an image URL, with the size of that variant; null when it was not uploaded here. */
export async function uploadedImage(db: Queryable, url: string) {
  const key = uploadedImageKey(url);
  if (!key) return null;
  const [row] = await db
    .select({ width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(eq(uploads.storageKey, key.storageKey))
    .limit(1);
  if (!row?.width || !row.height) return null;
  // Variants keep the aspect and are never enlarged.
  const width = Math.min(key.width, row.width);
  return { url, width, height: Math.round((row.height * width) / row.width) };
}

async function cityExists(db: Queryable, id: number) {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return row !== undefined;
}

const isEmpty = (value: Value | undefined) => value === undefined || value === null || value === '';

/** One value, cleaned; a rule name when it is not acceptable. */
async function cleanValue(db: Queryable, field: StoredPageTypeField, raw: Value): Promise<Value | 'invalid'> {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (typeof raw !== 'string') return 'invalid';
      const value = raw.trim();
      const max = field.kind === 'text' ? PAGE_TEXT_FIELD_MAX : PAGE_TEXTAREA_FIELD_MAX;
      return value.length > max ? 'invalid' : value;
    }
    case 'richText':
      if (typeof raw !== 'string' || raw.length > PAGE_BODY_MAX) return 'invalid';
      return sanitizeRichText(raw);
    case 'city': {
      const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return 'invalid';
      return (await cityExists(db, id)) ? id : 'invalid';
    }
    case 'image':
      if (typeof raw !== 'string') return 'invalid';
      return (await uploadedImage(db, raw.trim())) ? raw.trim() : 'invalid';
    case 'form': {
      const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return 'invalid';
      return (await formExists(db, id)) ? id : 'invalid';
    }
  }
}

/**
 * The values to store: the type's fields from `sent` (or, when nothing was sent, from `stored`), cleaned and
 * checked, plus the stored values of fields the type no longer has. A 422 names `fieldValues.<key>`.
 */
export async function cleanFieldValues(
  db: Queryable,
  fields: readonly StoredPageTypeField[],
  sent: PageFieldValues | undefined,
  stored: Record<string, Value> = {},
): Promise<Record<string, Value>> {
  const source: Record<string, Value> = sent ?? stored;
  const known = new Set(fields.map((f) => f.key));
  const result: Record<string, Value> = Object.fromEntries(Object.entries(stored).filter(([key]) => !known.has(key)));
  const errors: FieldRules = {};
  for (const field of fields) {
    const raw = source[field.key];
    const name = `fieldValues.${field.key}`;
    const cleaned = isEmpty(raw) ? null : await cleanValue(db, field, raw as Value);
    if (cleaned === 'invalid') {
      errors[name] = { rule: 'invalid', params: { attribute: field.label } };
    } else if (isEmpty(cleaned) && field.required) {
      errors[name] = { rule: 'required', params: { attribute: field.label } };
    } else {
      result[field.key] = isEmpty(cleaned) ? null : cleaned;
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return result;
}
