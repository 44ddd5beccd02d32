// The one upload path (DESIGN section 10): every route that takes a file calls receiveUpload(request, kind).
// It reads the multipart field `file` up to the kind's size limit, finds the type from the bytes, turns
// images into WebP variants without metadata, stores them (app.storage, or app.privateStorage for private
// kinds), records an `uploads` row and an audit event in one transaction, and answers what the client
// needs (UploadResponse). A refused file is a 422 naming the file and the reason; nothing is kept.
import {
  displayFileName,
  isImageKind,
  maxUploadBytes,
  UPLOAD_FIELD,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadResponse,
  type UploadVariant,
} from '@rentals/shared/resources/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploads } from '../../db/schema/uploads.ts';
import { type AuditContext, auditContextOf, changedFields, recordAudit } from '../audit.ts';
import { HttpError, invalidFields } from '../http-error.ts';
import { randomKey, type Storage } from '../storage/storage.ts';
import { detectType, encodeImage, refuseFile } from './inspect.ts';

/** How a kept file is named beside its key (images are `<key>-<width>.webp`), by the type found from its bytes. */
const EXTENSIONS: Record<string, string> = { 'text/csv': 'csv', 'application/xml': 'xml' };

/**
 * The object a file kept as it is (not an image) is stored as: `<key>.csv`, `<key>.xml`. From the upload row's
 * key and type, so whoever reads the file (a feed run, an import) opens exactly what was written.
 */
export const storedFileKey = (key: string, mimeType: string) => `${key}.${EXTENSIONS[mimeType] ?? 'bin'}`;

/**
 * Every object an upload of `kind` may keep under its key: an image's WebP variants and the JPEG renditions
 * /uploads makes of them on request (`<key>-<width>.jpg`, for email; any width may have been asked for), else
 * the one file. Deleting one never made is no error.
 */
export function uploadObjectKeys(kind: UploadKind, key: string, mimeType: string): string[] {
  const widths = UPLOAD_KINDS[kind].variantWidths;
  if (widths.length > 0) return widths.flatMap((width) => [`${key}-${width}.webp`, `${key}-${width}.jpg`]);
  const stored = storedFileKey(key, mimeType);
  // XML feed files were kept as `<key>.bin` before XML had its extension: removed with the row all the same.
  return mimeType === 'application/xml' ? [stored, `${key}.bin`] : [stored];
}

/** Where files of `kind` are kept: public kinds are served under /uploads, private ones never. */
export const uploadStorage = (app: FastifyInstance, kind: UploadKind): Storage =>
  UPLOAD_KINDS[kind].visibility === 'public' ? app.storage : app.privateStorage;

export interface ReceivedFile {
  /** The name the client gave, cleaned for display (never used as a path). */
  name: string;
  bytes: Buffer;
}

/**
 * The multipart field `file` of the request, read up to the kind's limit (one file, a few small fields).
 * Not a multipart request, or no `file` part: 422 "The file field is required.".
 */
export async function readUploadedFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw invalidFields({ [UPLOAD_FIELD]: 'required' });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({
      limits: { fileSize: maxUploadBytes(kind), files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      throwFileSizeLimit: false, // we look at `truncated` and answer our own 422
    });
  } catch (error) {
    // A body busboy cannot parse (no boundary, cut short) is a bad request, never a 500.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, 'badRequest');
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) throw invalidFields({ [UPLOAD_FIELD]: 'required' });
  const name = displayFileName(part.filename);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch {
    throw new HttpError(400, 'badRequest'); // the body ended inside the file
  }
  // busboy stops at the limit and marks the stream; the rest of the body is read and dropped.
  if (part.file.truncated) throw refuseFile(kind, 'file.max', name);
  return { name, bytes: Buffer.concat(chunks) };
}

/** Checks, converts, stores and records a file already read (see receiveUpload). */
export async function storeUpload(
  app: FastifyInstance,
  context: AuditContext,
  kind: UploadKind,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const { name, bytes } = file;
  const mimeType = await detectType(kind, name, bytes);
  const encoded = isImageKind(kind) ? await encodeImage(kind, name, bytes, mimeType) : [];

  const storage = uploadStorage(app, kind);
  const key = randomKey(kind);
  const written: string[] = [];
  try {
    const variants: UploadVariant[] = [];
    let url: string | null = null;
    if (encoded.length > 0) {
      for (const variant of encoded) {
        const objectKey = `${key}-${variant.nominalWidth}.webp`;
        await storage.put(objectKey, variant.data, 'image/webp');
        written.push(objectKey);
        url = storage.url(objectKey);
        // Widths larger than the image give the same picture again: listed once.
        if (url && !variants.some((v) => v.width === variant.width)) {
          variants.push({ width: variant.width, height: variant.height, url });
        }
      }
    } else {
      const objectKey = storedFileKey(key, mimeType);
      await storage.put(objectKey, bytes, mimeType);
      written.push(objectKey);
      url = storage.url(objectKey);
    }
    const largest = encoded.at(-1);
    const values = {
      storageKey: key,
      kind,
      originalName: name,
      mimeType,
      bytes: bytes.length,
      width: largest?.width ?? null,
      height: largest?.height ?? null,
      uploadedBy: context.actor?.id ?? null,
    };
    const row = await app.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(uploads).values(values).returning({ id: uploads.id });
      if (!inserted) throw new Error('the uploads row was not written');
      await recordAudit(tx, context, {
        action: 'upload',
        resource: 'uploads',
        recordId: inserted.id,
        changes: changedFields({}, values),
      });
      return inserted;
    });
    return {
      id: row.id,
      kind,
      key,
      url,
      variants,
      width: values.width,
      height: values.height,
      mimeType,
      bytes: bytes.length,
      originalName: name,
    };
  } catch (error) {
    await Promise.allSettled(written.map((objectKey) => storage.delete(objectKey)));
    throw error;
  }
}

/** Reads the request's file and stores it as `kind` (the caller has checked who may upload it). */
export async function receiveUpload(request: FastifyRequest, kind: UploadKind): Promise<UploadResponse> {
  const file = await readUploadedFile(request, kind);
  return storeUpload(request.server, auditContextOf(request), kind, file);
}
