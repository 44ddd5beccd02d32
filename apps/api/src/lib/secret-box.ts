// Secrets kept in the database encrypted with an application key (AES-256-GCM, node:crypto): TOTP secrets.
// The key is APP_ENCRYPTION_KEY (32 bytes, as 64 hex digits or base64) when set, else a random one made once
// and kept in `app_secrets` (fine for the embedded default; set the variable where the database is shared or
// backed up apart from the key). A sealed value reads "enc1:<iv>.<tag>.<ciphertext>" (base64url) and is bound
// to its place (e.g. "users.totp_secret:42") as additional data, so it cannot be moved to another row. A value
// without the prefix is a secret stored before encryption: it is read as it is.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { appSecret } from './app-secret.ts';

const PREFIX = 'enc1:';
const KEY_SECRET_NAME = 'encryption-key';

/** The 32 bytes of APP_ENCRYPTION_KEY (64 hex digits, or base64 / base64url); throws on anything else. */
export function parseEncryptionKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (key.length !== 32) throw new Error('APP_ENCRYPTION_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

/** APP_ENCRYPTION_KEY's keys: the first seals, every one (then the stored key) opens. */
let configuredKeys: Buffer[] = [];

/**
 * Called when the app starts with APP_ENCRYPTION_KEY (undefined: the key kept in app_secrets). Rotation: set
 * "new,old"; values sealed with the old key (or the stored one) still open, and are sealed anew with the new
 * one when written again; drop the old key once none is left.
 */
export function useEncryptionKey(value: string | undefined): void {
  configuredKeys = value ? value.split(',').map(parseEncryptionKey) : [];
}

const storedKey = async (db: Queryable) => Buffer.from(await appSecret(db, KEY_SECRET_NAME), 'base64url');

/** The key that seals new values. */
export async function encryptionKey(db: Queryable): Promise<Buffer> {
  return configuredKeys[0] ?? storedKey(db);
}

/** Opens a stored value with whichever known key sealed it (throws when none does). */
export async function unsealStored(db: Queryable, stored: string, place: string): Promise<string> {
  if (!isSealed(stored)) return stored;
  const keys = [...configuredKeys, await storedKey(db)];
  for (const key of keys) {
    try {
      return unseal(key, stored, place);
    } catch {
      // sealed with another key (or another place): try the next
    }
  }
  throw new Error(`no known key opens the sealed value of ${place}`);
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function seal(key: Buffer, plaintext: string, place: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(place));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
}

/** The plaintext of a sealed value (throws when the key or the place is wrong); an unsealed one as it is. */
export function unseal(key: Buffer, stored: string, place: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data) throw new Error('a sealed value is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(place));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
