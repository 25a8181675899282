// Export and import across databases: the demo site with a staff account is exported from this project's
// database (SQLite or PostgreSQL) and imported into the other kind, then the two sites must answer alike.
// Damaged exports, non-empty targets and failed inserts must leave the target as it was.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHEAP_TEST_HASH, TEST_PASSWORD, adminQuery } from '../../tests/helpers/test-app.ts';
import { newSchema } from '../../tests/helpers/pg-admin.ts';
import { CONTENT_LISTS } from '../../tests/helpers/api.ts';
import { buildApp } from '../app.ts';
import { openDeps, type Opened } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { MIGRATIONS, type DbKind } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { createLogger } from '../http/logger.ts';
import { backupFolderName, exportSite } from './export.ts';
import { FORMAT, FORMAT_VERSION, TABLES, TransferError, type Manifest, type Site } from './format.ts';
import { firstTableWithContent, importSite } from './import.ts';
import { nth } from '../../tests/helpers/nth.ts';

// Exporting and importing the demo site with its files takes a few seconds, more on a busy machine.
const TIMEOUT = 240_000;
const ADMIN = 'admin@transfer.example';

const sourceKind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const targetKind: DbKind = sourceKind === 'postgres' ? 'sqlite' : 'postgres';

interface TestSite {
  opened: Opened;
  site: Site;
  app: ReturnType<typeof buildApp>;
  close(): Promise<void>;
}

/** A site opened as the server and the tool open it: a fresh DATA_DIR, and on PostgreSQL a schema of its own. */
async function openSite(kind: DbKind): Promise<TestSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-transfer-'));
  let schema: string | null = null;
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' };
  if (kind === 'postgres') {
    let url: string;
    ({ schema, url } = await newSchema());
    env.DATABASE_URL = url;
  }
  const opened = await openDeps(loadConfig(env), createLogger('silent'));
  expect(opened.deps.dbKind).toBe(kind);
  return {
    opened,
    site: { kind, storage: opened.deps.media.storage },
    app: buildApp(opened.deps),
    async close() {
      await opened.handle.close();
      if (schema) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(site: TestSite, email: string, password: string): Promise<Response> {
  return site.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function cookieOf(site: TestSite): Promise<string> {
  const res = await signIn(site, ADMIN, TEST_PASSWORD);
  expect(res.status).toBe(200);
  return nth((res.headers.get('set-cookie') ?? '').split(';'), 0);
}

async function counts(site: TestSite): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of [...TABLES, 'sessions', 'loginFailures'] as const) {
    const row = await site.opened.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** The public lists and the staff-only ones, as the API answers them. */
const PUBLIC = CONTENT_LISTS;
const STAFF = ['/api/users', '/api/contact'];

async function answers(site: TestSite): Promise<Record<string, unknown>> {
  const cookie = await cookieOf(site);
  const result: Record<string, unknown> = {};
  for (const url of [...PUBLIC, ...STAFF]) {
    const res = await site.app.request(url, { headers: STAFF.includes(url) ? { cookie } : {} });
    expect(res.status, url).toBe(200);
    result[url] = await res.json();
  }
  return result;
}

/** Compared as buffers: toEqual would walk them byte by byte, slowly. */
async function sameBytes(a: string, b: string): Promise<boolean> {
  return (await fs.readFile(a)).equals(await fs.readFile(b));
}

async function isEmpty(site: TestSite): Promise<void> {
  expect(await firstTableWithContent(site.opened.deps.db)).toBeNull();
  expect(await site.site.storage.list()).toEqual([]);
  expect((await fs.readdir(site.site.storage.dir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
}

describe(`export from ${sourceKind}, import into ${targetKind}`, { timeout: TIMEOUT }, () => {
  let work: string;
  let source: TestSite;
  let target: TestSite;
  let empty: TestSite;
  let exported: string;

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-exports-'));
    exported = path.join(work, 'export');
    [source, target, empty] = await Promise.all([openSite(sourceKind), openSite(targetKind), openSite(targetKind)]);
    // The demo site (seeded and exported once a run: tests/api/demo-export-setup.ts), on this project's database.
    await importSite(source.opened.deps.db, source.site, inject('demoExport'), { replace: false });
    // Beyond the demo: a staff account, a post it owns, a contact message, a session and a failed sign-in.
    const db = source.opened.deps.db;
    const now = new Date().toISOString();
    const userId = newId();
    await db
      .insertInto('users')
      .values({
        _id: userId,
        name: 'Transfer Admin',
        phone: '+255 700 123 456',
        email: ADMIN,
        role: 'Admin',
        passwordHash: CHEAP_TEST_HASH,
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('blogs')
      .values({
        _id: newId(),
        title: 'Written by staff — ümlauts, “quotes” and 日本語',
        content: 'First paragraph.\n\nSecond paragraph with a "quote".',
        image: null,
        author: 'Transfer Admin',
        postedBy: 'Transfer Admin',
        ownerId: userId,
        date: '2026-11-20',
        time: '09:30',
        createdAt: '2026-11-20T06:30:00.000Z',
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('contactMessages')
      .values({
        _id: newId(),
        name: 'A Parent',
        email: 'parent@example.org',
        phone: '',
        message: 'When does the term start?',
        read: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await cookieOf(source);
    // A failed sign-in of a real account leaves a row (unknown e-mails leave none).
    expect((await signIn(source, ADMIN, 'wrong password')).status).toBe(401);
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all([source?.close(), target?.close(), empty?.close()]);
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('exports a manifest, one file per table and every stored file, but no sessions', async () => {
    const summary = await exportSite(source.opened.deps.db, source.site, exported);
    expect(summary.dir).toBe(exported);
    // Nothing else beside it: the temporary folder was renamed.
    expect(await fs.readdir(work)).toEqual(['export']);
    const manifest = JSON.parse(await fs.readFile(path.join(exported, 'manifest.json'), 'utf8')) as Manifest;
    const before = await counts(source);
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.loginFailures).toBeGreaterThan(0);
    expect(manifest).toMatchObject({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      databaseKind: sourceKind,
      migrations: Object.keys(MIGRATIONS).sort(),
      counts: Object.fromEntries(TABLES.map((t) => [t, before[t]])),
    });
    expect(Date.now() - Date.parse(manifest.exportedAt)).toBeLessThan(TIMEOUT);
    expect(manifest.note).toMatch(/password hash/);
    expect((await fs.readdir(exported)).sort()).toEqual(
      ['manifest.json', 'uploads', ...TABLES.map((t) => `${t}.json`)].sort(),
    );
    const users = JSON.parse(await fs.readFile(path.join(exported, 'users.json'), 'utf8'));
    expect(users).toEqual([expect.objectContaining({ email: ADMIN, passwordHash: CHEAP_TEST_HASH })]);
    const media = JSON.parse(await fs.readFile(path.join(exported, 'media.json'), 'utf8'));
    expect(media.some((m: { refs: number }) => m.refs > 1)).toBe(true);
    // Every stored file, byte for byte, and the manifest knows each.
    const stored = (await source.site.storage.list()).sort();
    expect(stored.length).toBeGreaterThan(40);
    expect((await fs.readdir(path.join(exported, 'uploads'))).sort()).toEqual(stored);
    expect(Object.keys(manifest.files).sort()).toEqual(stored);
    for (const name of stored) {
      expect(await sameBytes(path.join(exported, 'uploads', name), source.site.storage.pathOf(name)), name).toBe(true);
    }
  });

  it('refuses to export into a folder that is not empty, and leaves it as it was', async () => {
    const busy = path.join(work, 'busy');
    await fs.mkdir(busy);
    await fs.writeFile(path.join(busy, 'keep.txt'), 'mine');
    await expect(exportSite(source.opened.deps.db, source.site, busy)).rejects.toThrow(/is not empty/);
    expect(await fs.readdir(busy)).toEqual(['keep.txt']);
    expect((await fs.readdir(work)).sort()).toEqual(['busy', 'export']);
    // An empty folder is fine, and it stays taken while it is filled: another process (a second start's backup
    // before an upgrade) that tries to make it meanwhile finds it there, never free.
    const fresh = path.join(work, 'fresh');
    await fs.mkdir(fresh);
    let exporting = true;
    const export_ = exportSite(source.opened.deps.db, source.site, fresh).finally(() => (exporting = false));
    let taken = 0;
    let made = 0;
    while (exporting) {
      const error = await fs.mkdir(fresh).then(
        () => null,
        (e: NodeJS.ErrnoException) => e.code,
      );
      if (error === 'EEXIST') taken++;
      else made++;
    }
    await export_;
    expect(made).toBe(0);
    expect(taken).toBeGreaterThan(0);
    expect(await fs.readdir(fresh)).toContain('manifest.json');
    await fs.rm(fresh, { recursive: true });
    await fs.rm(busy, { recursive: true });
  });

  it(`imports into ${targetKind}: the same API answers, the same files and the same passwords`, async () => {
    const summary = await importSite(target.opened.deps.db, target.site, exported, { replace: false });
    const before = await counts(source);
    expect(summary.counts).toEqual(Object.fromEntries(TABLES.map((t) => [t, before[t]])));
    const after = await counts(target);
    for (const table of TABLES) expect(after[table], table).toBe(before[table]);

    expect(await answers(target)).toEqual(await answers(source));

    const stored = (await source.site.storage.list()).sort();
    expect((await target.site.storage.list()).sort()).toEqual(stored);
    for (const name of stored) {
      expect(await sameBytes(target.site.storage.pathOf(name), source.site.storage.pathOf(name)), name).toBe(true);
    }
    const doc = nth((await (await target.app.request('/api/documents')).json()) as { fileUrl: string }[], 0);
    const file = await target.app.request(doc.fileUrl);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect((await signIn(target, ADMIN, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(target, ADMIN, 'wrong password')).status).toBe(401);
  });

  it('refuses a site that has content unless told to replace it; replacing ends every session', async () => {
    const before = await counts(target);
    await expect(importSite(target.opened.deps.db, target.site, exported, { replace: false })).rejects.toThrow(
      /already has content \(users has rows\).*--replace/,
    );
    expect(await counts(target)).toEqual(before);

    const cookie = await cookieOf(target);
    expect((await target.app.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
    // A header (and its picture) added after the export: replacing removes both.
    const extra = newId();
    const now = new Date().toISOString();
    const key = 'f'.repeat(32);
    await target.site.storage.write(`${key}-640.webp`, Buffer.from('RIFF....WEBP'));
    await target.opened.deps.db
      .insertInto('media')
      .values({
        key,
        kind: 'image',
        mime: 'image/webp',
        ext: 'webp',
        bytes: 12,
        width: 640,
        height: 480,
        widths: '[640]',
        placeholder: '',
        refs: 1,
        createdAt: now,
      })
      .execute();
    await target.opened.deps.db
      .insertInto('headers')
      .values({ _id: extra, title: 'Not in the export', image: key, createdAt: now, updatedAt: now })
      .execute();

    const summary = await importSite(target.opened.deps.db, target.site, exported, { replace: true });
    expect(summary.copied).toBe(0);
    const after = await counts(target);
    expect(after.sessions).toBe(0);
    for (const table of TABLES) expect(after[table], table).toBe(summary.counts[table]);
    expect(
      await target.opened.deps.db.selectFrom('headers').select('_id').where('_id', '=', extra).executeTakeFirst(),
    ).toBeUndefined();
    expect((await target.app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    expect(await target.site.storage.exists(`${key}-640.webp`)).toBe(false);
    expect((await target.site.storage.list()).sort()).toEqual((await source.site.storage.list()).sort());
  });

  /** A copy of the export, damaged by `damage`. */
  async function damagedCopy(name: string, damage: (dir: string) => Promise<void>): Promise<string> {
    const dir = path.join(work, name);
    await fs.cp(exported, dir, { recursive: true });
    await damage(dir);
    return dir;
  }

  const editJson = async (file: string, edit: (value: never) => unknown) =>
    fs.writeFile(file, JSON.stringify(edit(JSON.parse(await fs.readFile(file, 'utf8')) as never)));

  it.each([
    [
      'a manifest that is not JSON',
      /manifest\.json is not valid JSON/,
      (d: string) => fs.writeFile(`${d}/manifest.json`, '{"format": "bri'),
    ],
    ['no manifest', /has no manifest\.json/, (d: string) => fs.rm(`${d}/manifest.json`)],
    [
      'a newer format version',
      new RegExp(`format version ${FORMAT_VERSION + 1}, made by a newer version`),
      (d: string) => editJson(`${d}/manifest.json`, (m: Manifest) => ({ ...m, formatVersion: FORMAT_VERSION + 1 })),
    ],
    [
      'an unknown migration',
      /migration 2099-01-01-future, unknown here/,
      (d: string) =>
        editJson(`${d}/manifest.json`, (m: Manifest) => ({ ...m, migrations: [...m.migrations, '2099-01-01-future'] })),
    ],
    [
      'a table with fewer rows than the manifest counts',
      /gallery\.json has \d+ rows but the manifest counts/,
      (d: string) => editJson(`${d}/gallery.json`, (rows: unknown[]) => rows.slice(1)),
    ],
    [
      'a number where the schema has text',
      /blogs\.json, row 1: title must be text/,
      (d: string) => editJson(`${d}/blogs.json`, (rows: object[]) => [{ ...rows[0], title: 42 }, ...rows.slice(1)]),
    ],
    [
      'an account whose role is not one of the five',
      /users\.json, row 1: role must be one of Admin, Author, Teacher, director, Partner \(the account \S+ has "Janitor"; correct it in the file/,
      (d: string) =>
        editJson(`${d}/users.json`, (rows: object[]) => [{ ...rows[0], role: 'Janitor' }, ...rows.slice(1)]),
    ],
    [
      'a translation whose fields are not JSON',
      /translations\.json, row 1: fields is not valid JSON/,
      (d: string) =>
        editJson(`${d}/translations.json`, (rows: object[]) => [
          { ...rows[0], fields: '{"title": "Ha' },
          ...rows.slice(1),
        ]),
    ],
    [
      'a translation that breaks the form rules',
      /translations\.json, row 1: fields must be the \w+ fields of a translation/,
      (d: string) =>
        editJson(`${d}/translations.json`, (rows: object[]) => [
          { ...rows[0], fields: JSON.stringify({ title: 42 }) },
          ...rows.slice(1),
        ]),
    ],
    [
      'a list column that is not a list',
      /media\.json, row 1: widths must be a JSON list of widths/,
      (d: string) => editJson(`${d}/media.json`, (rows: object[]) => [{ ...rows[0], widths: '{}' }, ...rows.slice(1)]),
    ],
    [
      'a missing file',
      /1 file the media rows name is missing/,
      async (d: string) => fs.rm(path.join(d, 'uploads', nth(await fs.readdir(path.join(d, 'uploads')), 3))),
    ],
    [
      'a changed file',
      /1 file in .* differs from the manifest/,
      async (d: string) => {
        const name = (await fs.readdir(path.join(d, 'uploads'))).find((n) => n.endsWith('.pdf'))!;
        await fs.appendFile(path.join(d, 'uploads', name), ' ');
      },
    ],
  ] as [string, RegExp, (dir: string) => Promise<unknown>][])(
    'refuses %s and writes nothing',
    async (name, message, damage) => {
      const dir = await damagedCopy(name.replace(/\W+/g, '-'), async (d) => void (await damage(d)));
      const attempt = importSite(empty.opened.deps.db, empty.site, dir, { replace: false });
      await expect(attempt).rejects.toThrow(TransferError);
      await expect(attempt).rejects.toThrow(message);
      await isEmpty(empty);
    },
  );

  it('imports an export of format version 1 (before drafts and the activity log): its posts are published', async () => {
    const dir = await damagedCopy('version-1', async (d) => {
      await fs.rm(`${d}/activity.json`);
      // A role in another spelling (an older site, or a hand-edited file) is stored as the forms store it.
      await editJson(`${d}/users.json`, (rows: Record<string, unknown>[]) =>
        rows.map((r) => ({ ...r, role: 'ADMIN' })),
      );
      await editJson(`${d}/blogs.json`, (rows: Record<string, unknown>[]) =>
        rows.map(({ status: _status, publishAt: _publishAt, ...row }) => row),
      );
      await editJson(`${d}/manifest.json`, (m: Manifest) => {
        const { activity: _activity, ...counts } = m.counts;
        return { ...m, formatVersion: 1, counts };
      });
    });
    const older = await openSite(targetKind);
    try {
      const summary = await importSite(older.opened.deps.db, older.site, dir, { replace: false });
      expect(summary.counts.activity).toBe(0);
      const posts = await older.opened.deps.db.selectFrom('blogs').select(['status', 'publishAt']).execute();
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((p) => p.status === 'published' && p.publishAt === null)).toBe(true);
      const listed = (await (await older.app.request('/api/blogs')).json()) as unknown[];
      expect(listed).toHaveLength(posts.length);
      const roles = await older.opened.deps.db.selectFrom('users').select('role').execute();
      expect(roles.map((r) => r.role)).toEqual(['Admin']);
    } finally {
      await older.close();
    }
  });

  it('carries statuses, schedules and the activity log', async () => {
    const blogs = JSON.parse(await fs.readFile(path.join(exported, 'blogs.json'), 'utf8')) as Record<string, unknown>[];
    expect(blogs.every((b) => b.status === 'published' && 'publishAt' in b)).toBe(true);
    // The source's sign-ins, as recorded (it has signed in again since).
    const activity = JSON.parse(await fs.readFile(path.join(exported, 'activity.json'), 'utf8')) as unknown[];
    const stored = await source.opened.deps.db.selectFrom('activity').selectAll().orderBy('_id').execute();
    expect(activity.length).toBeGreaterThan(0);
    expect(stored).toEqual(expect.arrayContaining(activity));
  });

  it('undoes everything when an insert fails halfway: no rows, no copied files', async () => {
    // Valid as a file, refused by the database: the last table repeats a row of its own.
    const dir = await damagedCopy('duplicate-row', async (d) => {
      await editJson(`${d}/contactMessages.json`, (rows: object[]) => [...rows, rows[0]]);
      await editJson(`${d}/manifest.json`, (m: Manifest) => ({
        ...m,
        counts: { ...m.counts, contactMessages: m.counts.contactMessages + 1 },
      }));
    });
    await expect(importSite(empty.opened.deps.db, empty.site, dir, { replace: false })).rejects.toThrow(
      /The import failed and was undone/,
    );
    await isEmpty(empty);
  });

  // Run once, in the PostgreSQL project (whose source site is imported into PostgreSQL in beforeAll).
  it.runIf(sourceKind === 'postgres')(
    'gathers the planner statistics of the imported tables on PostgreSQL',
    async () => {
      const db = source.opened.deps.db;
      const stats = await sql<{ analyzed: boolean; estimated: number }>`
      select s.last_analyze is not null as analyzed, c.reltuples::int as estimated
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relid = to_regclass('blogs')`.execute(db);
      const posts = await db
        .selectFrom('blogs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // Without ANALYZE the table has never been analyzed (reltuples -1) and the planner guesses. The staff post
      // beforeAll adds after the import is not in the statistics.
      expect(stats.rows[0]).toEqual({ analyzed: true, estimated: Number(posts.n) - 1 });
    },
  );

  it('names backups by the minute, in UTC', () => {
    expect(backupFolderName(new Date('2026-11-23T06:12:59.999Z'))).toBe('backup-2026-11-23T0612');
  });
});
