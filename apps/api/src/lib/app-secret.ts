// A signing key by name, the same for every instance and every restart: made at random the first time it is
// asked for and kept in `app_secrets` (two instances asking at once keep the first one written). Rotating a key
// is deleting its row; what was signed with the old one stops verifying.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { memoPerDatabase } from './memo.ts';

const memo = memoPerDatabase<string>('app-secrets', 60 * 60_000);

export function appSecret(db: Queryable, name: string): Promise<string> {
  return memo(db, name, async () => {
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`the app secret ${name} could not be read`);
    return row.value;
  });
}
