// Opens the database named by the configuration (SQLite file in DATA_DIR, or PostgreSQL) and migrates it.
import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Migration,
  type MigrationProvider,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';
export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** The SQLite file (absent on PostgreSQL and for ':memory:'). */
  file?: string;
  close(): Promise<void>;
}

/**
 * Every migration, by name: the files of migrations/, whose dated names sort in the order they must run. A new
 * migration is a new file there (frozen in time: it imports no app code).
 */
export const MIGRATIONS: Record<string, Migration> = await loadMigrations(new URL('./migrations/', import.meta.url));

async function loadMigrations(folder: URL): Promise<Record<string, Migration>> {
  const names = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const entries = await Promise.all(
    names.map(async (name) => [name.slice(0, -'.ts'.length), (await import(new URL(name, folder).href)) as Migration]),
  );
  return Object.fromEntries(entries);
}

export interface DatabaseOptions {
  /** PostgreSQL address; absent means SQLite. */
  databaseUrl?: string | null;
  /** SQLite file (or ':memory:') when databaseUrl is absent. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
}

/**
 * Kysely's migrator asks the introspector whether its tables exist, and PostgreSQL's introspector reads every
 * schema of the database: while another process drops a schema (test files each work in one of their own),
 * that read fails with "schema ... does not exist". Ours looks at the current schema only, where the site's
 * tables are; its tables are named without their columns, which nothing here reads.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; type: string }>`
      select table_name as name, table_schema as schema, table_type as type
      from information_schema.tables where table_schema = current_schema() order by table_name`.execute(this.#db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.type === 'VIEW', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Counts come back from PostgreSQL as bigint text; our counts are small, so read them as numbers.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(file) });
  return { db, kind: 'sqlite', file: file === ':memory:' ? undefined : file, close: () => db.destroy() };
}

/** Where an applied migration stands, as `cli migrate-status` shows it. */
export interface AppliedMigration {
  name: string;
  appliedAt: string;
}

export interface MigrationStatus {
  applied: AppliedMigration[];
  /** This version's migrations that the database has not applied yet, in the order they will run. */
  pending: string[];
  /** Applied migrations this version does not know: the database was upgraded by a newer version. */
  unknown: string[];
}

/** Reads which migrations the database has applied, changing nothing (not even creating Kysely's tables). */
export async function migrationStatus(
  db: Db,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<MigrationStatus> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const exists = postgres
    ? (await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db)).rows[0]
        ?.found
    : (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
      ).rows[0]?.name;
  const applied = exists
    ? (
        await sql<{
          name: string;
          timestamp: string;
        }>`select name, timestamp from kysely_migration order by name`.execute(db)
      ).rows.map((r) => ({ name: r.name, appliedAt: r.timestamp }))
    : [];
  const done = new Set(applied.map((m) => m.name));
  const known = Object.keys(migrations).sort();
  return {
    applied,
    pending: known.filter((name) => !done.has(name)),
    unknown: applied.map((m) => m.name).filter((name) => !(name in migrations)),
  };
}

/** A migration failed; every pending migration was rolled back with it (docs/decisions/013). */
export class MigrationError extends Error {
  readonly migration: string;
  readonly reason: string;

  constructor(migration: string, reason: string, options?: ErrorOptions) {
    super(`Database migration ${migration} failed: ${reason}`, options);
    this.migration = migration;
    this.reason = reason;
  }
}

/**
 * Applies every pending migration, all in one transaction on SQLite and PostgreSQL alike: when one fails, none
 * stays applied and the database keeps the schema it had. Throws a MigrationError naming the failing migration.
 * `migrations` is for tests; the site always runs its own.
 */
export async function migrate(db: Db, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  // Kysely looks for its migration tables in every schema of the database; on PostgreSQL name ours,
  // so that another schema (another app, or a test file running at the same time) is not taken for it.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ??
        undefined)
      : undefined;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(failed?.migrationName ?? '(before any migration ran)', reason, { cause: error });
  }
}

/**
 * After many rows arrive at once (an import, a filled benchmark site): PostgreSQL plans by statistics its autovacuum
 * gathers only a while later, and until then it guessed a 20,000-post list small, read it whole and sorted it on
 * disk for a deep /blog page (0.7 s instead of 35-50 ms). Gathers them now for the tables named. SQLite plans by
 * its fixed rules without statistics, the ones the list indexes were made for, so nothing is done there.
 */
export async function gatherPlannerStatistics(handle: Pick<DatabaseHandle, 'db' | 'kind'>, tables: readonly string[]) {
  if (handle.kind !== 'postgres' || tables.length === 0) return;
  await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(handle.db);
}
