// Several servers on one PostgreSQL database and nothing else shared (issue 39, docs/decisions/024): the stored
// files live in the database too, cut into chunks, and each server keeps a local copy as a cache. `area` is
// 'uploads' (what /uploads serves) or 'trash' (the trash's copies). On SQLite the tables stay empty: the files
// stay in the data folder. Frozen in time: imports no app code.
import { PostgresAdapter, sql } from 'kysely';
import { createTable, dropTables, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const file = { area: 'text', name: 'text' } as const;
  await createTable(db, 'sharedFiles', { ...file, bytes: 'bigint', createdAt: 'text' }, ['area', 'name']);
  const data = postgres ? 'bytea' : 'blob';
  await createTable(db, 'sharedFileChunks', { ...file, part: 'integer', data }, ['area', 'name', 'part']);
  // WebP pictures and documents do not compress further: PostgreSQL need not try.
  if (postgres) await sql`alter table "sharedFileChunks" alter column "data" set storage external`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['sharedFileChunks', 'sharedFiles']);
}
