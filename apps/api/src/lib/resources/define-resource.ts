// A back-office resource declared once (DESIGN section 10, docs/decisions/0009): its rows, schemas, list
// behaviour, the access rule of each action, an optional per-record policy and the writes that need logic.
// `resourceRoutes` (routes.ts) turns a declaration into REST routes with OpenAPI entries and audit events;
// `resourceMatrixRows` (access-rows.ts) into access-matrix rows. An action with no access rule has no route.

import type { Locale } from '@rentals/shared';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/client.ts';
import type { Access } from '../../plugins/app/access.ts';
import type { AuditContext } from '../audit.ts';
import type { AuthUser } from '../auth-user.ts';

export type ResourceAction = 'list' | 'read' | 'create' | 'update' | 'delete' | 'export';

/** What a write receives: the transaction (audit rows go in it too), the caller and the app. */
export interface WriteContext {
  tx: Tx;
  user: AuthUser;
  audit: AuditContext;
  app: FastifyInstance;
  /** Work that must wait for the commit (queueing an email whose outbox row the transaction writes). */
  afterCommit: (task: () => Promise<unknown>) => void;
}

export interface ResourcePolicy<Entity> {
  /** The rows this user may see at all (lists, reads, exports, bulk actions); undefined: every row. */
  scope?: (user: AuthUser) => SQL | undefined;
  /** Whether this user may do `action` to this record (after scope); false answers 403. */
  can?: (user: AuthUser, action: 'update' | 'delete' | string, entity: Entity) => boolean;
}

export interface BulkActionDefinition<Entity> {
  access: Access;
  /** Runs once per record, inside the bulk's transaction; throw an HttpError to refuse this record. */
  run: (ctx: WriteContext, entity: Entity) => Promise<void>;
  /** The audit action written for each record (default: the bulk action's name). */
  auditAction?: string;
}

export interface ResourceDefinition<
  Q extends PgSelect = PgSelect,
  Entity extends { id: number } = { id: number },
  Create = unknown,
  Update = unknown,
  Detail extends Entity = Entity,
> {
  /** The audit log's resource name and the OpenAPI tag, e.g. "users". */
  name: string;
  /** Under /api, e.g. "/admin/users". */
  path: string;
  /**
   * Whose audit events the History tab reads, when another resource writes them (renters: "users"); several
   * when more than one writes the record (a listing: the back office's "listings", the landlord's own writes).
   */
  auditName?: string | readonly string[];
  /** The primary key the routes' `:id` matches. */
  id: PgColumn;
  schemas: {
    entity: z.ZodType<Entity>;
    /** The read route's answer when it holds more than a list row (sections of the detail page). */
    detail?: z.ZodType<Detail>;
    create?: z.ZodType<Create>;
    update?: z.ZodType<Update>;
    /** Extra list query parameters (`?status=active&role=3`); each needs a `filters` entry. */
    filters?: z.ZodObject;
  };
  access: Partial<Record<ResourceAction, Access>>;
  /** The rows, with their joins, before where/order/limit: `(db) => db.select({...}).from(t).$dynamic()`. */
  query: (db: Queryable) => Q;
  /** Turns the rows of one page into entities (one batched query for related rows, never one per row). */
  toEntities: (db: Queryable, rows: Awaited<Q>) => Promise<Entity[]>;
  /** Loads the detail page's sections for one record, in the request's language. */
  detail?: (db: Queryable, entity: Entity, locale: Locale) => Promise<Detail>;
  list: {
    /** A lower-cased text expression `q` is matched against (keep it the same as its trigram index). */
    search?: SQL;
    /** Sort keys and their expressions; every order ends with the id, so pages never overlap. */
    sort: Record<string, SQL | PgColumn>;
    /** e.g. "-id" (newest first). */
    defaultSort: string;
    filters?: Record<string, (value: never) => SQL | undefined>;
  };
  policy?: ResourcePolicy<Entity>;
  /** Writes that need more than an insert/update/delete of the parsed body (services that span tables). */
  write?: {
    create?: (ctx: WriteContext, input: Create) => Promise<number>;
    update?: (ctx: WriteContext, before: Entity, input: Update) => Promise<void>;
    delete?: (ctx: WriteContext, before: Entity) => Promise<void>;
  };
  /** Record actions for the list's selection (`POST <path>/bulk`); "delete" comes with the delete access. */
  bulk?: Record<string, BulkActionDefinition<Entity>>;
  /** CSV columns of the export: header -> value. Default: the entity's fields. */
  exportColumns?: Record<string, (entity: Entity) => unknown>;
  /** Fields whose values never reach the audit log. */
  secretFields?: readonly string[];
  /**
   * Keep a version of these entity fields at every create and update (`GET <path>/{id}/revisions`, read
   * access); restoring one is an update with its fields. For edited texts: posts, pages, content blocks.
   */
  revisions?: { fields: readonly string[] };
}

/** Keeps the declaration's types (the row type flows from `query` into `toEntities`). */
export function defineResource<
  Q extends PgSelect,
  Entity extends { id: number },
  // unknown, not never: a read-only resource (no create/update schema) must still fit AnyResource lists.
  Create = unknown,
  Update = unknown,
  Detail extends Entity = Entity,
>(definition: ResourceDefinition<Q, Entity, Create, Update, Detail>) {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of declarations of different row and entity types
export type AnyResource = ResourceDefinition<any, any, any, any, any>;

// biome-ignore lint/suspicious/noExplicitAny: matches any declaration to read its entity type
export type EntityOf<R> = R extends ResourceDefinition<any, infer E, any, any, any> ? E : never;
