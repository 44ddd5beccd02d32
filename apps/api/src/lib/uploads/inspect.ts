// What a received file really is, from its bytes: the type by magic numbers (file-type), text checked as
// UTF-8, images decoded by sharp with a pixel limit and turned into WebP variants (upright, no metadata).
// Every refusal is a 422 naming the file and the reason (`file.*` rules of validation-messages).
import { isUtf8 } from 'node:buffer';
import {
  isImageKind,
  UPLOAD_FIELD,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadRefusal,
  uploadRefusalParams,
} from '@rentals/shared/resources/uploads';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { HttpError } from '../http-error.ts';

/** Images above this many pixels are refused before decoding (a 40 MP photo is ~160 MB decoded). */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/**
 * limitInputPixels: sharp refuses larger images itself too (our own check comes first, for the message);
 * failOn 'error': a damaged or truncated file is an error, not a half-grey picture; animated images give
 * their first frame.
 */
const DECODE: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 };

/** sharp's format name -> the type file-type reports: the two readings of the bytes must agree. */
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heif: 'image/avif',
};

/** A 422 for the `file` field: `The file "x.png" is larger than 5 MB.` */
export function refuseFile(
  kind: UploadKind,
  rule: UploadRefusal,
  name: string,
  params: Record<string, string | number> = {},
): HttpError {
  // As invalidFields() does: the sentence is the rule's (validation-messages), shared with the web forms.
  return new HttpError(
    422,
    'badRequest',
    {},
    { [UPLOAD_FIELD]: { rule, params: { name, ...uploadRefusalParams(kind, rule), ...params } } },
  );
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** After a UTF-8 byte order mark and blank space: `<?xml `, `<!--`, `<!DOCTYPE ` or an element's name. */
const XML_START = /^[ \t\r\n]*<(?:\?xml[ \t\r\n]|!--|!DOCTYPE[ \t\r\n]|[A-Za-z_:])/;

const withoutBom = (bytes: Buffer) => (bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes);

/** Whether the bytes begin as an XML document does (read as ASCII: UTF-8 and single-byte encodings agree there). */
function startsLikeXml(bytes: Buffer): boolean {
  return XML_START.test(withoutBom(bytes).subarray(0, 64).toString('latin1'));
}

/** The encoding the XML declaration names, lower case; utf-8 when there is none or a UTF-8 BOM says so. */
function declaredXmlEncoding(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  const prolog = bytes.subarray(0, 200).toString('latin1');
  const match = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(prolog);
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * XML text the feed parser can read: no NUL byte (UTF-16 has them), and valid UTF-8 unless the declaration
 * names another encoding TextDecoder knows that is not UTF-16 (ISO-8859-1, windows-1252).
 */
function isXmlText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const declared = declaredXmlEncoding(bytes);
  let encoding: string;
  try {
    encoding = new TextDecoder(declared).encoding;
  } catch {
    return false; // an encoding nothing here can read
  }
  if (encoding === 'utf-8') return isUtf8(bytes);
  return !encoding.startsWith('utf-16');
}

/** The file's type, from its bytes alone; refuses what the kind does not take. */
export async function detectType(kind: UploadKind, name: string, bytes: Buffer): Promise<string> {
  const spec = UPLOAD_KINDS[kind];
  if (bytes.length === 0) throw refuseFile(kind, 'file.empty', name);
  const detected = await fileTypeFromBuffer(bytes);
  if (!isImageKind(kind)) {
    const mimeTypes: readonly string[] = spec.mimeTypes;
    // XML, where the kind takes it: text that starts like XML (a declaration, a comment, a doctype or an element),
    // with or without its declaration, in UTF-8 or in the single-byte encoding it declares (the feed parser reads
    // it so). file-type only knows `<?xml ` and also says so of UTF-16 files, which the parser cannot read.
    if (mimeTypes.includes('application/xml') && (startsLikeXml(bytes) || detected?.mime === 'application/xml')) {
      if (!isXmlText(bytes)) throw refuseFile(kind, 'file.text', name);
      return 'application/xml';
    }
    // Text has no magic number: anything file-type recognises (an image, a PDF, a zip, XML) is not a CSV.
    if (detected) throw refuseFile(kind, 'file.type', name);
    if (bytes.includes(0) || !isUtf8(bytes)) throw refuseFile(kind, 'file.text', name);
    return spec.mimeTypes[0];
  }
  if (!detected || !(spec.mimeTypes as readonly string[]).includes(detected.mime)) {
    throw refuseFile(kind, 'file.type', name);
  }
  return detected.mime;
}

export interface EncodedVariant {
  /** The width asked for: the file is `<key>-<nominalWidth>.webp`. */
  nominalWidth: number;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * The kind's WebP variants of an image, turned upright by its EXIF orientation, aspect kept, never
 * enlarged, metadata (EXIF, GPS, XMP, ICC) left out. Refuses images over MAX_IMAGE_PIXELS before decoding
 * them, and files sharp cannot read (damaged, truncated, or not the type their magic bytes claim).
 */
export async function encodeImage(
  kind: UploadKind,
  name: string,
  bytes: Buffer,
  mimeType: string,
): Promise<EncodedVariant[]> {
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), without the pixel limit so a bomb gets its own message below.
    metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw refuseFile(kind, 'file.corrupt', name);
  }
  const { width, height } = metadata;
  if (!width || !height || SHARP_FORMATS[metadata.format ?? ''] !== mimeType) {
    throw refuseFile(kind, 'file.corrupt', name);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw refuseFile(kind, 'file.pixels', name, { width, height, max: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  const variants: EncodedVariant[] = [];
  // One at a time: each decodes the whole image, so memory stays at one decoded image per upload.
  for (const nominalWidth of UPLOAD_KINDS[kind].variantWidths) {
    try {
      const { data, info } = await sharp(bytes, DECODE)
        .rotate() // upright by the EXIF orientation; the output keeps no metadata (no withMetadata)
        .resize({ width: nominalWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ nominalWidth, width: info.width, height: info.height, data });
    } catch (error) {
      const pixels = /pixel limit/i.test(String((error as Error)?.message));
      throw refuseFile(kind, pixels ? 'file.pixels' : 'file.corrupt', name, {
        width,
        height,
        max: MAX_IMAGE_PIXELS / 1_000_000,
      });
    }
  }
  return variants;
}
