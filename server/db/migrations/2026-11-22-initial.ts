// Initial schema. Frozen in time: imports no app code. Types chosen to work on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

async function contentTable(db: Db, name: string, columns: [string, 'text' | 'integer', boolean][]) {
  let table = db.schema.createTable(name).addColumn('_id', 'text', (c) => c.primaryKey());
  for (const [column, type, nullable] of columns) {
    table = table.addColumn(column, type, (c) => (nullable ? c : c.notNull()));
  }
  for (const column of TIMESTAMPS) table = table.addColumn(column, 'text', (c) => c.notNull());
  await table.execute();
}

export async function up(db: Db): Promise<void> {
  await contentTable(db, 'users', [
    ['name', 'text', false],
    ['phone', 'text', false],
    ['email', 'text', false],
    ['role', 'text', false],
    ['passwordHash', 'text', false],
    ['image', 'text', true],
  ]);
  await db.schema.createIndex('users_email').unique().on('users').column('email').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users._id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('loginFailures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastFailureAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('widths', 'text')
    .addColumn('placeholder', 'text')
    .addColumn('refs', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await contentTable(db, 'blogs', [
    ['title', 'text', false],
    ['content', 'text', false],
    ['image', 'text', true],
    ['author', 'text', false],
    ['postedBy', 'text', false],
    ['ownerId', 'text', true],
    ['date', 'text', false],
    ['time', 'text', false],
  ]);
  await db.schema.createIndex('blogs_created').on('blogs').column('createdAt').execute();

  await contentTable(db, 'gallery', [
    ['title', 'text', false],
    ['category', 'text', false],
    ['description', 'text', false],
    ['image', 'text', false],
  ]);
  await contentTable(db, 'headers', [
    ['title', 'text', false],
    ['image', 'text', false],
  ]);
  await contentTable(db, 'schoolDetails', [
    ['schoolName', 'text', false],
    ['description', 'text', false],
    ['location', 'text', false],
    ['openingYear', 'integer', false],
    ['detailLeft', 'text', false],
    ['detailRight', 'text', false],
    ['headName', 'text', false],
    ['headTitle', 'text', false],
    ['headImage', 'text', true],
    ['image1', 'text', true],
    ['image2', 'text', true],
    ['image3', 'text', true],
    ['teachers', 'integer', false],
    ['students', 'integer', false],
    ['workers', 'integer', false],
    ['awards', 'integer', false],
    ['contactList', 'text', false],
    ['contactPhone', 'text', false],
    ['contactEmail', 'text', false],
    ['iconName', 'text', false],
  ]);
  await contentTable(db, 'directorMessages', [
    ['name', 'text', false],
    ['directorYear', 'text', false],
    ['message', 'text', false],
    ['image', 'text', true],
    ['facebook', 'text', false],
    ['twitter', 'text', false],
    ['instagram', 'text', false],
    ['linkedin', 'text', false],
  ]);
  await contentTable(db, 'partners', [
    ['name', 'text', false],
    ['about', 'text', false],
    ['location', 'text', false],
    ['startYear', 'integer', false],
    ['mission', 'text', false],
    ['vision', 'text', false],
    ['numberOfWorkers', 'integer', false],
    ['numberOfProjects', 'integer', false],
    ['satisfyingClients', 'integer', false],
    ['contacts', 'text', false],
    ['topImage', 'text', true],
    ['galleryImages', 'text', false],
  ]);
  await contentTable(db, 'documents', [
    ['category', 'text', false],
    ['documentName', 'text', false],
    ['description', 'text', false],
    ['file', 'text', false],
    ['originalName', 'text', false],
  ]);
  await contentTable(db, 'schoolSettings', [
    ['phones', 'text', false],
    ['emails', 'text', false],
    ['instagram', 'text', false],
    ['linkedin', 'text', false],
    ['facebook', 'text', false],
    ['x', 'text', false],
  ]);
  await contentTable(db, 'contactMessages', [
    ['name', 'text', false],
    ['email', 'text', false],
    ['phone', 'text', false],
    ['message', 'text', false],
    ['read', 'integer', false],
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'contactMessages',
    'schoolSettings',
    'documents',
    'partners',
    'directorMessages',
    'schoolDetails',
    'headers',
    'gallery',
    'blogs',
    'media',
    'loginFailures',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
