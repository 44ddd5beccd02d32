// Rotating the application key: values sealed with an older key, or with the stored one, still open.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { freshTestDatabase } from '../test/test-database.ts';
import { encryptionKey, seal, unsealStored, useEncryptionKey } from './secret-box.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(async () => {
  useEncryptionKey(undefined);
  await database.close();
});

const hexKey = () => randomBytes(32).toString('hex');

describe('the application key', () => {
  it('opens what the stored key, the old key and the new key sealed, while rotating ("new,old")', async () => {
    const { db } = database;
    useEncryptionKey(undefined);
    const byStored = seal(await encryptionKey(db), 'stored', 'users.totp_secret:1');
    const oldKey = hexKey();
    useEncryptionKey(oldKey);
    const byOld = seal(await encryptionKey(db), 'old', 'users.totp_secret:1');

    const newKey = hexKey();
    useEncryptionKey(`${newKey},${oldKey}`);
    const byNew = seal(await encryptionKey(db), 'new', 'users.totp_secret:1');
    expect(await encryptionKey(db)).toEqual(Buffer.from(newKey, 'hex'));
    for (const [sealed, plain] of [
      [byStored, 'stored'],
      [byOld, 'old'],
      [byNew, 'new'],
    ]) {
      expect(await unsealStored(db, sealed ?? '', 'users.totp_secret:1')).toBe(plain);
    }
    // Not at another place, and not once the old key is dropped.
    await expect(unsealStored(db, byNew, 'users.totp_secret:2')).rejects.toThrow(/no known key/);
    useEncryptionKey(newKey);
    await expect(unsealStored(db, byOld, 'users.totp_secret:1')).rejects.toThrow(/no known key/);
    expect(await unsealStored(db, 'JBSWY3DPEHPK3PXP', 'users.totp_secret:1')).toBe('JBSWY3DPEHPK3PXP');
  });
});
