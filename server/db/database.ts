// Opens the database named by the configuration (SQLite file in DATA_DIR, or PostgreSQL) and migrates it.
import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';
import * as initial from './migrations/2026-11-22-initial.ts';
import * as loginFailuresPerAddress from './migrations/2026-11-25-login-failures-per-address.ts';
import * as passwordResets from './migrations/2026-11-25-password-resets.ts';
import * as twoStepSignIn from './migrations/2026-11-25-two-step-sign-in.ts';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Every migration, by name; names sort in the order they must run. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-25-login-failures-per-address': loginFailuresPerAddress,
  '2026-11-25-password-resets': passwordResets,
  '2026-11-25-two-step-sign-in': twoStepSignIn,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface DatabaseOptions {
  /** PostgreSQL address; absent means SQLite. */
  databaseUrl?: string | null;
  /** SQLite file (or ':memory:') when databaseUrl is absent. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(file) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema of the database; on PostgreSQL name ours,
  // so that another schema (another app, or a test file running at the same time) is not taken for it.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ??
        undefined)
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
