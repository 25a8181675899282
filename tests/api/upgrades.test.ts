// Upgrades that cannot lose data (issue 11 section 4, docs/decisions/013). A site written by the previous
// release (commit 5b4fcb8, kept in tests/fixtures/previous-release: the SQLite file it wrote and a pg_dump of its
// PostgreSQL schema, both with their uploads) is upgraded by the server's start-up path: it is backed up first,
// its content survives (every API answer, sign-in with the old passwords, every file), and the backup restores.
// A failing migration leaves the schema and every row as they were, and the real server refuses to start with one
// sentence. A fresh, empty database is not backed up. `cli migrate-status` lists applied and pending migrations.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDeps } from '../../server/bootstrap.ts';
import type { Deps } from '../../server/context.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { MIGRATIONS, MigrationError, migrate, migrationStatus, type Db } from '../../server/db/database.ts';
import { UpgradeError, rotateUpgradeBackups, upgradeDatabase } from '../../server/db/upgrade.ts';
import { importSite } from '../../server/transfer/import.ts';
import { RECORD_LISTS } from '../helpers/api.ts';
import { runNode, type Run } from '../helpers/run-node.ts';
import { PG_URL, collectingLogger, createTestApp, json } from '../helpers/test-app.ts';
import { newSchema, schemaUrl } from '../helpers/pg-admin.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/previous-release');
const POSTGRES = process.env.TEST_DB === 'postgres';
const KIND = POSTGRES ? 'postgres' : 'sqlite';
/** What the previous release applied, and what this version adds. */
const PREVIOUS = ['2026-11-22-initial'];
const CURRENT = Object.keys(MIGRATIONS).sort();
const ADMIN = { email: 'admin@school.example', password: 'previous release admin' };
const TEACHER = { email: 'joseph@school.example', password: 'Kilimanjaro-2026' };
const BACKED_UP = 'backed up the database before upgrading it';

interface OldSite {
  dataDir: string;
  /** The server's settings for this site (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  config: Config;
  schema: string | null;
  /** Runs SQL on the site's database directly (the PostgreSQL connection works in the site's schema). */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

const made: OldSite[] = [];
afterAll(async () => {
  for (const site of made) {
    if (site.schema) await adminQuery(`DROP SCHEMA IF EXISTS ${site.schema} CASCADE`);
    await fs.rm(site.dataDir, { recursive: true, force: true });
  }
});

async function adminQuery(text: string, searchPath?: string): Promise<pg.QueryResult> {
  const client = new pg.Client({
    connectionString: PG_URL,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new data folder (and PostgreSQL schema) holding the previous release's site, as that release left it. */
async function previousReleaseSite(): Promise<OldSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-upgrade-'));
  const from = path.join(FIXTURE, KIND);
  await fs.cp(path.join(from, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let schema: string | null = null;
  if (POSTGRES) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    // pg_dump's own text, with the schema renamed; psql's \restrict lines are not SQL.
    const dump = (await fs.readFile(path.join(from, 'dump.sql'), 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n')
      .replaceAll('previous_release', schema);
    await adminQuery(dump);
    env.DATABASE_URL = schemaUrl(schema);
  } else {
    await fs.copyFile(path.join(from, 'site.db'), path.join(dataDir, 'site.db'));
  }
  const config = loadConfig({ ...env, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const query = async <T>(text: string): Promise<T[]> => {
    if (schema) return (await adminQuery(text, schema)).rows as T[];
    const db = new DatabaseSync(path.join(dataDir, 'site.db'));
    try {
      return db.prepare(text).all() as T[];
    } finally {
      db.close();
    }
  };
  const site: OldSite = { dataDir, env, config, schema, query };
  made.push(site);
  return site;
}

/** Every table's definition and every row, in a fixed order: equal before and after means nothing changed. */
async function everything(site: OldSite): Promise<Record<string, unknown>> {
  const tables = POSTGRES
    ? (
        await site.query<{ table_name: string }>(
          `select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
        )
      ).map((r) => r.table_name)
    : (
        await site.query<{ name: string }>(
          `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`,
        )
      ).map((r) => r.name);
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    result[`${table} columns`] = POSTGRES
      ? await site.query(
          `select column_name, data_type, is_nullable from information_schema.columns
           where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
        )
      : await site.query(`select sql from sqlite_master where tbl_name = '${table}' order by name`);
    result[`${table} rows`] = await site.query(`select * from "${table}" order by 1, 2`);
  }
  return result;
}

/** Signs in; answers the session cookie. */
async function signIn(app: ReturnType<typeof buildApp>, who: { email: string; password: string }): Promise<string> {
  const res = await app.request('/api/auth/login', { method: 'POST', ...json(who) });
  expect(res.status, `${who.email} signs in`).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Every GET answer of the API (public and staff-only, each record by its own address too). */
async function everyApiAnswer(app: ReturnType<typeof buildApp>, cookie: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const get = async (address: string) => {
    const res = await app.request(address, { headers: { cookie } });
    expect(res.status, address).toBe(200);
    return (answers[address] = await res.json());
  };
  for (const list of RECORD_LISTS) {
    for (const row of (await get(list)) as { _id: string }[]) await get(`${list}/${row._id}`);
  }
  for (const address of ['/api/schoolSettings', '/api/users', '/api/contact']) await get(address);
  return answers;
}

/** The content the previous release's site was filled with (build-in-old-tree.ts), as this version's API shows it. */
async function expectPreviousContent(deps: Deps, dataDir: string): Promise<Record<string, unknown>> {
  const app = buildApp(deps);
  const cookie = await signIn(app, ADMIN);
  const answers = await everyApiAnswer(app, cookie);
  const list = (name: string) => answers[`/api/${name}`] as Record<string, unknown>[];
  expect(
    list('blogs')
      .map((b) => b.title)
      .sort(),
  ).toEqual(['Sports day 2026', 'Term 1 starts']);
  expect(list('blogs').find((b) => b.title === 'Sports day 2026')).toMatchObject({
    content: 'Our pupils ran, jumped and sang. Asanteni sana, parents!',
    author: 'Administrator',
  });
  expect(
    list('gallery')
      .map((g) => [g.title, g.category])
      .sort(),
  ).toEqual([
    ['Football final', 'Sports'],
    ['Graduation', 'Graduation'],
  ]);
  expect(list('headers').map((h) => h.title)).toEqual(['Karibu Bright Schools']);
  expect(list('brightSchoolDetails')).toEqual([
    expect.objectContaining({
      schoolName: 'Bright Pre & Primary School',
      students: 480,
      headName: 'Mrs. Rehema Massawe',
    }),
  ]);
  expect(list('directorMessage')).toEqual([expect.objectContaining({ name: 'Dr. Neema Kimaro' })]);
  expect(list('partners')).toEqual([expect.objectContaining({ name: 'Upendo Foundation', startYear: 2012 })]);
  expect((list('partners')[0]!.galleryImages as unknown[]).length).toBe(2);
  expect(list('documents')).toEqual([
    expect.objectContaining({ category: 'School Fee', description: 'Fees for 2026, paid 4 times a year.' }),
  ]);
  expect(list('schoolSettings')).toEqual([
    expect.objectContaining({ phones: ['+255 754 000 111', '+255 685 222 333'], emails: ['info@brightschools.ac.tz'] }),
  ]);
  expect(
    list('users')
      .map((u) => [u.email, u.role])
      .sort(),
  ).toEqual([
    [ADMIN.email, 'Admin'],
    [TEACHER.email, 'Teacher'],
  ]);
  expect(list('contact')).toEqual([
    expect.objectContaining({ name: 'Amani Parent', message: 'Habari! Is there a place in Class 2 next year?' }),
  ]);
  // The teacher's password hash survived too; and the tables this version changed work (a failed sign-in is
  // counted in the new per-address table).
  await signIn(app, TEACHER);
  const wrong = await app.request('/api/auth/login', {
    method: 'POST',
    ...json({ ...TEACHER, password: 'wrong one' }),
  });
  expect(wrong.status).toBe(401);
  // Every file the answers name is served, byte for byte the previous release's.
  const files = new Set(JSON.stringify(answers).match(/\/uploads\/[0-9a-f]{32}[^"]*/g));
  expect(files.size).toBeGreaterThanOrEqual(10);
  for (const address of files) {
    const res = await app.request(address);
    expect(res.status, address).toBe(200);
    const stored = await fs.readFile(path.join(dataDir, 'uploads', path.basename(address)));
    expect(Buffer.from(await res.arrayBuffer()).equals(stored), address).toBe(true);
  }
  return answers;
}

/** Runs the real server or tool; answers its exit code and output. */
function run(args: string[], env: Record<string, string>, until?: RegExp): Promise<Run> {
  return runNode(args, {
    cwd: ROOT,
    unset: ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'BACKUP_DIR', 'BACKUP_KEEP', 'NODE_ENV'],
    env: { SEED_DEMO: '0', PORT: '0', HOST: '127.0.0.1', ...env },
    timeoutMs: 120_000,
    stopWhen: until,
  });
}

const backupLine = (lines: Record<string, unknown>[]) => lines.find((l) => l.msg === BACKED_UP);

describe(`upgrading the previous release's ${KIND} site`, { timeout: 180_000 }, () => {
  it('backs it up first, says where, applies the new migrations, and every answer, password and file survives; the backup restores', async () => {
    const site = await previousReleaseSite();
    const log = collectingLogger();
    const opened = await openDeps(site.config, log.logger);
    let upgraded: Record<string, unknown>;
    try {
      const status = await migrationStatus(opened.deps.db);
      expect(status.applied.map((m) => m.name)).toEqual(CURRENT);
      expect(status.pending).toEqual([]);

      // Where the backup went (no BACKUP_DIR: DATA_DIR/backups), said in a warning the operator sees.
      const said = backupLine(log.entries());
      expect(said).toMatchObject({
        level: 'warn',
        from: PREVIOUS.at(-1),
        pending: CURRENT.filter((m) => !PREVIOUS.includes(m)),
      });
      const backup = String(said!.backup);
      // SQLite: backups/before-upgrade-…/site.db; PostgreSQL: the export folder backups/before-upgrade-…
      const folder = POSTGRES ? backup : path.dirname(backup);
      expect(path.dirname(folder)).toBe(path.join(site.dataDir, 'backups'));
      expect(path.basename(folder)).toMatch(/^before-upgrade-\d{4}-\d\d-\d\dT\d{6}$/);
      // Readable by the service user only: it holds the password hashes.
      expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
      if (!POSTGRES) expect((await fs.stat(backup)).mode & 0o777).toBe(0o600);

      upgraded = await expectPreviousContent(opened.deps, site.dataDir);

      // The backup restores: SQLite, the copied file put back as site.db (the next start upgrades it again);
      // PostgreSQL, the export loaded with the tool's import into an empty site.
      if (POSTGRES) {
        const fresh = await createTestApp();
        try {
          await importSite(fresh.deps.db, { kind: 'postgres', storage: fresh.deps.media.storage }, backup, {
            replace: true,
          });
          const restored = await expectPreviousContent(fresh.deps, fresh.dataDir);
          expect(restored).toEqual(upgraded);
        } finally {
          await fresh.close();
        }
      } else {
        const restoredDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-restored-'));
        try {
          await fs.copyFile(backup, path.join(restoredDir, 'site.db'));
          await fs.cp(path.join(site.dataDir, 'uploads'), path.join(restoredDir, 'uploads'), { recursive: true });
          // The copy is the previous release's database, not yet upgraded.
          const copy = new DatabaseSync(path.join(restoredDir, 'site.db'));
          expect(
            copy
              .prepare('select name from kysely_migration')
              .all()
              .map((r) => r.name),
          ).toEqual(PREVIOUS);
          copy.close();
          const again = await openDeps(loadConfig({ DATA_DIR: restoredDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }));
          try {
            expect(await expectPreviousContent(again.deps, restoredDir)).toEqual(upgraded);
          } finally {
            await again.handle.close();
          }
        } finally {
          await fs.rm(restoredDir, { recursive: true, force: true });
        }
      }
    } finally {
      await opened.handle.close();
    }

    // The next start has nothing to apply: no second backup.
    const next = collectingLogger();
    const reopened = await openDeps(site.config, next.logger);
    await reopened.handle.close();
    expect(backupLine(next.entries())).toBeUndefined();
    expect(await fs.readdir(path.join(site.dataDir, 'backups'))).toHaveLength(1);
  });

  it('lists applied and pending migrations with cli migrate-status, changing nothing', async () => {
    const site = await previousReleaseSite();
    const before = await everything(site);
    const status = await run(['server/cli.ts', 'migrate-status'], site.env);
    expect(status.stderr).toBe('');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Applied migrations \(1\):\n {2}2026-11-22-initial {2}applied \d{4}-\d\d-\d\dT/m);
    expect(status.stdout).toContain(
      `Pending migrations (${CURRENT.length - 1}), applied when the server or this tool next starts:\n` +
        CURRENT.slice(1)
          .map((name) => `  ${name}\n`)
          .join(''),
    );
    expect(status.stdout).toContain(`backed up into ${path.join(site.dataDir, 'backups')} before`);
    expect(await everything(site)).toEqual(before);

    // Any other command of the tool upgrades (with the backup) first, like the server.
    const users = await run(['server/cli.ts', 'list-users'], site.env);
    expect(users.code).toBe(0);
    expect(users.stdout).toContain(TEACHER.email);
    expect(JSON.parse(users.stderr.trim())).toMatchObject({ level: 'warn', msg: BACKED_UP });
    const after = await run(['server/cli.ts', 'migrate-status'], site.env);
    expect(after.stdout).toContain(`Applied migrations (${CURRENT.length}):`);
    expect(after.stdout).toContain('Pending migrations (0): none, the database is up to date.');
  });

  it('a failing migration leaves the schema and every row as they were, and the server refuses to start with one sentence', async () => {
    const site = await previousReleaseSite();
    // Something in the way of the last new migration (a table of the same name left behind by hand): it
    // fails after the first new migration has already rebuilt loginFailures, which must be undone too.
    await site.query(`create table "passwordResets" (note text, "by" text)`);
    await site.query(`insert into "passwordResets" (note, "by") values ('left here by hand', 'someone')`);
    const before = await everything(site);
    const backupDir = path.join(site.dataDir, 'elsewhere');

    const started = await run(['server/main.ts'], { ...site.env, BACKUP_DIR: backupDir }, /"msg":"listening"/);
    expect(started.code).toBe(3);
    const said = started.stderr.trim();
    expect(said).toMatch(
      /^Failed to start: The database upgrade failed in migration 2026-11-25-password-resets: .*passwordResets.* already exists\. It was undone: the database is as it was \(its last migration is still 2026-11-22-initial\)\. A backup from just before is at \S+\. Fix the cause, or go back to the previous version of the site, and start again\.$/,
    );
    expect(said).not.toMatch(/\n\s+at /); // no stack
    expect(await everything(site)).toEqual(before);

    // The backup (in BACKUP_DIR) exists and is the database as it was.
    const backup = said.match(/A backup from just before is at (\S+)\. /)![1]!;
    expect(backup.startsWith(path.join(backupDir, 'before-upgrade-'))).toBe(true);
    const logged = started.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(backupLine(logged)).toMatchObject({ level: 'warn', backup });
    if (POSTGRES) {
      const manifest = JSON.parse(await fs.readFile(path.join(backup, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({ databaseKind: 'postgres', migrations: PREVIOUS });
      expect(manifest.counts).toMatchObject({ users: 2, blogs: 2, gallery: 2, contactMessages: 1 });
    } else {
      const copyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-copy-'));
      try {
        await fs.copyFile(backup, path.join(copyDir, 'site.db'));
        const copy: OldSite = { ...site, dataDir: copyDir, query: site.query };
        copy.query = async <T>(text: string) => {
          const db = new DatabaseSync(path.join(copyDir, 'site.db'));
          try {
            return db.prepare(text).all() as T[];
          } finally {
            db.close();
          }
        };
        expect(await everything(copy)).toEqual(before);
      } finally {
        await fs.rm(copyDir, { recursive: true, force: true });
      }
    }

    // With the cause removed, the next start upgrades and the content is all there.
    await site.query(`drop table "passwordResets"`);
    const opened = await openDeps(site.config, collectingLogger().logger);
    try {
      expect((await migrationStatus(opened.deps.db)).pending).toEqual([]);
      await expectPreviousContent(opened.deps, site.dataDir);
    } finally {
      await opened.handle.close();
    }
  });
});

/** The columns of a table in the site's own schema; none when there is no such table. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = POSTGRES
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

describe(`a backup that cannot be written (${KIND})`, { timeout: 60_000 }, () => {
  it('refuses the upgrade and changes nothing', async () => {
    const site = await previousReleaseSite();
    const before = await everything(site);
    const notAFolder = path.join(site.dataDir, 'not-a-folder');
    await fs.writeFile(notAFolder, '');
    const config = { ...site.config, backupDir: notAFolder };
    await expect(openDeps(config, collectingLogger().logger)).rejects.toThrow(
      new RegExp(
        `^The database was not upgraded: the backup before the upgrade into ${notAFolder} failed \\(.*\\)\\. Nothing was changed\\.`,
      ),
    );
    expect(await everything(site)).toEqual(before);
  });
});

describe(`two processes starting together on the previous release's ${KIND} site`, { timeout: 180_000 }, () => {
  it('both start: one upgrades, the other waits for it or finds it done (the server and the tool after an update)', async () => {
    const site = await previousReleaseSite();
    const [a, b] = await Promise.all([
      run(['server/cli.ts', 'list-users'], site.env),
      run(['server/cli.ts', 'list-users'], site.env),
    ]);
    let backups = 0;
    for (const done of [a, b]) {
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain(TEACHER.email);
      // Nothing on stderr but the backup's warning (on SQLite each may take one: they start at the same moment).
      for (const line of done.stderr.trim().split('\n').filter(Boolean)) {
        expect(JSON.parse(line)).toMatchObject({ msg: BACKED_UP });
        backups++;
      }
    }
    // PostgreSQL: the second waits for the first's whole upgrade, so it finds nothing to back up (their two
    // exports, one reading while the other altered the tables, once broke as a deadlock).
    if (POSTGRES) expect(backups).toBe(1);
    else expect(backups).toBeGreaterThanOrEqual(1);
    const names = await site.query<{ name: string }>('select name from kysely_migration order by name');
    expect(names.map((r) => r.name)).toEqual(CURRENT);
  });
});

describe('migrations run all or nothing', () => {
  it('a migration that fails after changing the schema and rows leaves neither change, and says which one failed', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.userWithSession('Admin');
      const failing = {
        ...MIGRATIONS,
        '9999-12-31-deliberately-failing': {
          async up(db: Kysely<unknown>) {
            await db.schema.createTable('halfDone').addColumn('a', 'text').execute();
            await db.schema.alterTable('blogs').addColumn('extra', 'text').execute();
            await sql`update users set name = 'Changed'`.execute(db);
            throw new Error('deliberate failure');
          },
        },
      };
      await expect(migrate(t.deps.db, failing)).rejects.toThrow(
        new MigrationError('9999-12-31-deliberately-failing', 'deliberate failure'),
      );
      const status = await migrationStatus(t.deps.db, failing);
      expect(status.pending).toEqual(['9999-12-31-deliberately-failing']);
      expect(await columnsOf(t.deps.db, 'halfDone')).toEqual([]);
      expect(await columnsOf(t.deps.db, 'blogs')).toContain('title');
      expect(await columnsOf(t.deps.db, 'blogs')).not.toContain('extra');
      expect((await t.deps.db.selectFrom('users').select('name').execute()).map((u) => u.name)).toEqual([
        'Admin Tester',
      ]);
      // The site still works on the old schema.
      expect((await t.request('/api/auth/me', { cookie: admin.cookie })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('a fresh, empty database', () => {
  it('is migrated without a backup', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-fresh-'));
    let schema: string | null = null;
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' };
    if (POSTGRES) {
      let url: string;
      ({ schema, url } = await newSchema());
      env.DATABASE_URL = url;
    }
    try {
      const log = collectingLogger();
      const opened = await openDeps(loadConfig(env), log.logger);
      try {
        expect((await migrationStatus(opened.deps.db)).applied.map((m) => m.name)).toEqual(CURRENT);
        expect(backupLine(log.entries())).toBeUndefined();
        await expect(fs.stat(path.join(dataDir, 'backups'))).rejects.toThrow(/ENOENT/);
      } finally {
        await opened.handle.close();
      }
    } finally {
      if (schema) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a database upgraded by a newer version is refused, unchanged', async () => {
    const t = await createTestApp();
    try {
      await sql`insert into kysely_migration (name, timestamp) values ('9999-12-31-from-the-future', '2099-01-01T00:00:00.000Z')`.execute(
        t.deps.db,
      );
      await expect(
        upgradeDatabase(
          { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} },
          { config: t.deps.config, uploads: t.deps.media.storage.dir, logger: t.deps.logger },
        ),
      ).rejects.toThrow(UpgradeError);
    } finally {
      await t.close();
    }
  });
});

describe('the backups taken before upgrades', () => {
  it('keep the newest three in their folder; other folders there stay', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-upgrade-backups-'));
    try {
      const names = [
        'before-upgrade-2027-01-01T100000',
        'before-upgrade-2027-02-01T100000',
        'before-upgrade-2027-02-01T100000-2',
        'before-upgrade-2027-03-01T100000',
        'before-upgrade-2027-04-01T100000',
        'backup-2027-01-01T023000',
      ];
      for (const name of names) await fs.mkdir(path.join(folder, name));
      expect(await rotateUpgradeBackups(folder)).toEqual([
        'before-upgrade-2027-01-01T100000',
        'before-upgrade-2027-02-01T100000',
      ]);
      expect((await fs.readdir(folder)).sort()).toEqual([
        'backup-2027-01-01T023000',
        'before-upgrade-2027-02-01T100000-2',
        'before-upgrade-2027-03-01T100000',
        'before-upgrade-2027-04-01T100000',
      ]);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
