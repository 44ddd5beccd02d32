// Keys the app signs with (a public form's fill-time token), made once at random and kept in the database, so
// every instance signs alike and a restart does not void what was signed before it (lib/app-secret.ts).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
