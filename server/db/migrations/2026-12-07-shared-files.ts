// Several servers on one PostgreSQL database and nothing else shared (issue 39, docs/decisions/024): the stored
// files live in the database too, cut into chunks, and each server keeps a local copy as a cache. `area` is
// 'uploads' (what /uploads serves) or 'trash' (the trash's copies). On SQLite the tables stay empty: the files
// stay in the data folder. Frozen in time: imports no app code.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('sharedFiles')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sharedFiles_pk', ['area', 'name'])
    .execute();
  await db.schema
    .createTable('sharedFileChunks')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('sharedFileChunks_pk', ['area', 'name', 'part'])
    .execute();
  // WebP pictures and documents do not compress further: PostgreSQL need not try.
  if (postgres) await sql`alter table "sharedFileChunks" alter column "data" set storage external`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sharedFileChunks').execute();
  await db.schema.dropTable('sharedFiles').execute();
}
