// Initial schema. Frozen in time: imports no app code. Types chosen to work on SQLite and PostgreSQL.
import { createTable, dropTables, textKey, userRef, type Column, type Db } from '../migration-helpers.ts';

/** A table of content: its key `_id`, these columns, and when the row was created and last updated. */
const contentTable = (db: Db, name: string, columns: Record<string, Column>) =>
  createTable(db, name, { _id: textKey, ...columns, createdAt: 'text', updatedAt: 'text' });

export async function up(db: Db): Promise<void> {
  await contentTable(db, 'users', {
    name: 'text',
    phone: 'text',
    email: 'text',
    role: 'text',
    passwordHash: 'text',
    image: 'text?',
  });
  await db.schema.createIndex('users_email').unique().on('users').column('email').execute();

  await createTable(db, 'sessions', { id: textKey, userId: userRef(), createdAt: 'text', expiresAt: 'text' });
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await createTable(db, 'loginFailures', { email: textKey, count: 'integer', lastFailureAt: 'text' });

  await createTable(db, 'media', {
    key: textKey,
    kind: 'text',
    mime: 'text',
    ext: 'text',
    bytes: 'integer',
    width: 'integer?',
    height: 'integer?',
    widths: 'text?',
    placeholder: 'text?',
    refs: 'integer',
    createdAt: 'text',
  });

  await contentTable(db, 'blogs', {
    title: 'text',
    content: 'text',
    image: 'text?',
    author: 'text',
    postedBy: 'text',
    ownerId: 'text?',
    date: 'text',
    time: 'text',
  });
  await db.schema.createIndex('blogs_created').on('blogs').column('createdAt').execute();

  await contentTable(db, 'gallery', { title: 'text', category: 'text', description: 'text', image: 'text' });
  await contentTable(db, 'headers', { title: 'text', image: 'text' });
  await contentTable(db, 'schoolDetails', {
    schoolName: 'text',
    description: 'text',
    location: 'text',
    openingYear: 'integer',
    detailLeft: 'text',
    detailRight: 'text',
    headName: 'text',
    headTitle: 'text',
    headImage: 'text?',
    image1: 'text?',
    image2: 'text?',
    image3: 'text?',
    teachers: 'integer',
    students: 'integer',
    workers: 'integer',
    awards: 'integer',
    contactList: 'text',
    contactPhone: 'text',
    contactEmail: 'text',
    iconName: 'text',
  });
  await contentTable(db, 'directorMessages', {
    name: 'text',
    directorYear: 'text',
    message: 'text',
    image: 'text?',
    facebook: 'text',
    twitter: 'text',
    instagram: 'text',
    linkedin: 'text',
  });
  await contentTable(db, 'partners', {
    name: 'text',
    about: 'text',
    location: 'text',
    startYear: 'integer',
    mission: 'text',
    vision: 'text',
    numberOfWorkers: 'integer',
    numberOfProjects: 'integer',
    satisfyingClients: 'integer',
    contacts: 'text',
    topImage: 'text?',
    galleryImages: 'text',
  });
  await contentTable(db, 'documents', {
    category: 'text',
    documentName: 'text',
    description: 'text',
    file: 'text',
    originalName: 'text',
  });
  await contentTable(db, 'schoolSettings', {
    phones: 'text',
    emails: 'text',
    instagram: 'text',
    linkedin: 'text',
    facebook: 'text',
    x: 'text',
  });
  await contentTable(db, 'contactMessages', {
    name: 'text',
    email: 'text',
    phone: 'text',
    message: 'text',
    read: 'integer',
  });
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, [
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
  ]);
}
