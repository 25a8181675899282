// Backups nobody has to remember (issue 11 section 3): the scheduled `cli backup` (as the systemd timer and the
// cron line run it, with BACKUP_DIR and BACKUP_KEEP) keeps the newest N, writes one status line a monitor can
// read, and makes files only its owner can read; a backup taken while the site is being written is consistent;
// and the restore drill: a site with content is backed up, wiped, restored, and every API answer and every file
// byte compared.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import { backupInto } from '../../server/transfer/backups.ts';
import { importSite } from '../../server/transfer/import.ts';
import type { Site } from '../../server/transfer/format.ts';
import { RECORD_LISTS } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import { runNode, type Run } from '../helpers/run-node.ts';
import { TEST_PASSWORD, apiTest, createTestApp, form, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { nth } from '../helpers/nth.ts';

const CLI = path.resolve(import.meta.dirname, '../../server/cli.ts');
const siteOf = (t: TestApp): Site => ({ kind: t.deps.dbKind, storage: t.deps.media.storage });

// The file's site: the fixture `t`, named `site` in the hook and tests below.
const it = apiTest();
let admin: SignedInUser;
it.beforeAll(async ({ t: site }) => {
  // The demo site's content and files (seeded and exported once a run: tests/api/demo-export-setup.ts), then
  // the Admin who signs in (an import refuses a site that has content, accounts included).
  await importSite(site.deps.db, siteOf(site), inject('demoExport'), { replace: false });
  admin = await site.userWithSession('Admin');
  // A contact message too, so the staff-only answers have content.
  const sent = await site.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'A Parent',
      email: 'parent@example.org',
      phone: '+255 700 111 222',
      message: 'Hello',
    }),
  });
  expect(sent.status).toBe(201);
}, 120_000);

/** Every GET answer of the API, public and staff-only, with each record's own address too. */
async function everyApiAnswer(t: TestApp, cookie: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const get = async (address: string) => {
    const res = await t.request(address, { cookie });
    expect(res.status, address).toBe(200);
    answers[address] = await res.json();
    return answers[address];
  };
  for (const list of RECORD_LISTS) {
    const rows = (await get(list)) as { _id: string }[];
    expect(Array.isArray(rows), list).toBe(true);
    for (const row of rows) await get(`${list}/${row._id}`);
  }
  for (const address of ['/api/schoolSettings', '/api/schoolNames', '/api/users', '/api/contact', '/api/auth/me']) {
    await get(address);
  }
  return answers;
}

/** name -> bytes of every stored upload. */
async function everyFile(t: TestApp): Promise<Map<string, Buffer>> {
  const dir = t.deps.media.storage.dir;
  const files = new Map<string, Buffer>();
  for (const name of (await fs.readdir(dir)).sort()) files.set(name, await fs.readFile(path.join(dir, name)));
  return files;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return runNode([CLI, ...args], {
    unset: ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'BACKUP_DIR', 'BACKUP_KEEP'],
    env: { SEED_DEMO: '0', ...env },
    timeoutMs: 120_000,
  });
}

describe('restore drill', () => {
  it('backs up a site with content, restores it onto a wiped site, and every API answer and file byte is the same', async ({
    t: site,
  }) => {
    const before = await everyApiAnswer(site, admin.cookie);
    const filesBefore = await everyFile(site);
    expect(filesBefore.size).toBeGreaterThan(10);
    expect((before['/api/blogs'] as unknown[]).length).toBeGreaterThan(0);
    expect((before['/api/contact'] as unknown[]).length).toBe(1);

    const folder = path.join(site.dataDir, 'backups');
    const { summary } = await backupInto(site.deps.db, siteOf(site), folder, 3);

    // The wiped site: a new, empty database and an empty uploads folder.
    const wiped = await createTestApp();
    try {
      expect(await everyFile(wiped)).toEqual(new Map());
      await importSite(wiped.deps.db, siteOf(wiped), summary.dir, { replace: true });
      // Sessions are not in backups: the Admin signs in again with the same password.
      const login = await wiped.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);

      expect(await everyApiAnswer(wiped, cookie)).toEqual(before);
      const filesAfter = await everyFile(wiped);
      expect([...filesAfter.keys()]).toEqual([...filesBefore.keys()]);
      for (const [name, bytes] of filesBefore) expect(filesAfter.get(name)!.equals(bytes), name).toBe(true);
    } finally {
      await wiped.close();
    }
  });
});

describe('two backups in the same second', () => {
  it('keeps both, the second under the same time with -2, and counts both when it rotates', async ({ t: site }) => {
    const folder = path.join(site.dataDir, 'same-second');
    const now = new Date('2026-11-25T03:17:00.250Z');
    const first = await backupInto(site.deps.db, siteOf(site), folder, 2, now);
    const second = await backupInto(site.deps.db, siteOf(site), folder, 2, new Date(now.getTime() + 500));
    expect(path.basename(first.summary.dir)).toBe('backup-2026-11-25T031700');
    expect(path.basename(second.summary.dir)).toBe('backup-2026-11-25T031700-2');
    expect(second.kept).toEqual(['backup-2026-11-25T031700', 'backup-2026-11-25T031700-2']);
    // A third, later: the oldest of the two goes, as the newest two are kept.
    const third = await backupInto(site.deps.db, siteOf(site), folder, 2, new Date(now.getTime() + 60_000));
    expect(third.removed).toEqual(['backup-2026-11-25T031700']);
    expect(await fs.readdir(folder)).toEqual(['backup-2026-11-25T031700-2', 'backup-2026-11-25T031800']);
  });
});

describe('a backup while the site is being written', () => {
  it('holds rows and files that fit together: it restores, and has every photo its rows name', async ({ t: site }) => {
    const folder = path.join(site.dataDir, 'busy-backups');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await site.request('/api/gallery', {
          method: 'POST',
          cookie: admin.cookie,
          body: form({ title: `Busy ${written}` }, { image: await uniquePng() }),
        });
        expect(res.status).toBe(201);
        written += 1;
      }
    })();
    try {
      const backups = [];
      for (let i = 0; i < 3; i++) {
        backups.push(
          (await backupInto(site.deps.db, siteOf(site), folder, 10, new Date(Date.now() + i * 1000))).summary,
        );
      }
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);
      // Each one loads (the import checks every row and every file's checksum first).
      for (const summary of backups) {
        const target = await createTestApp();
        try {
          const loaded = await importSite(target.deps.db, siteOf(target), summary.dir, { replace: true });
          expect(loaded.counts.gallery).toBe(summary.counts.gallery);
        } finally {
          await target.close();
        }
      }
    } finally {
      writing = false;
      await writer;
    }
  });
});

// Node processes on a busy machine: a generous limit.
describe(
  'scheduled backups (cli backup with BACKUP_DIR and BACKUP_KEEP, as the timer runs it)',
  { timeout: 180_000 },
  () => {
    // The tool is pointed at this file's SQLite site; on PostgreSQL, backupInto is covered by the tests above.
    it.skipIf(process.env.TEST_DB === 'postgres')(
      'keeps the newest N, writes one JSON status line, and makes everything readable by its owner only',
      async ({ t: site }) => {
        // The tool opens the same data as the test site (SQLite file or the PostgreSQL schema).
        if (site.deps.dbKind === 'postgres') return; // the PostgreSQL run covers backupInto above; the tool's own test covers its settings
        const folder = path.join(site.dataDir, 'scheduled');
        await fs.mkdir(folder);
        // Two older complete backups and one unfinished one (no manifest), which is never counted or removed.
        for (const name of ['backup-2026-01-01T0300', 'backup-2026-01-02T030000']) {
          await fs.mkdir(path.join(folder, name));
          await fs.writeFile(path.join(folder, name, 'manifest.json'), '{}');
        }
        await fs.mkdir(path.join(folder, 'backup-2026-01-03T030000'));

        const env = { DATA_DIR: site.dataDir, BACKUP_DIR: folder, BACKUP_KEEP: '2' };
        const first = await runCli(['backup'], env);
        expect(first.stderr).toBe('');
        expect(first.code).toBe(0);
        const lines = first.stdout.trim().split('\n');
        expect(lines).toHaveLength(1);
        const status = JSON.parse(nth(lines, 0)) as Record<string, unknown>;
        expect(status).toMatchObject({
          level: 'info',
          msg: 'backup done',
          folder,
          kept: 2,
          removed: ['backup-2026-01-01T0300'],
        });
        expect(status.files).toBeGreaterThan(10);

        const made = path.basename(String(status.dir));
        expect(made).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}$/);
        expect((await fs.readdir(folder)).sort()).toEqual(
          ['backup-2026-01-02T030000', 'backup-2026-01-03T030000', 'backups.log', made].sort(),
        );
        expect(await fs.readFile(path.join(folder, 'backups.log'), 'utf8')).toBe(first.stdout);

        // Only the service user can read them: the folders 0700, every file 0600.
        const mode = async (p: string) => (await fs.stat(p)).mode & 0o777;
        expect(await mode(folder)).toBe(0o700);
        expect(await mode(path.join(folder, 'backups.log'))).toBe(0o600);
        const backup = path.join(folder, made);
        expect(await mode(backup)).toBe(0o700);
        expect(await mode(path.join(backup, 'uploads'))).toBe(0o700);
        for (const name of await fs.readdir(backup)) {
          if (name !== 'uploads') expect(await mode(path.join(backup, name)), name).toBe(0o600);
        }
        for (const name of await fs.readdir(path.join(backup, 'uploads'))) {
          expect(await mode(path.join(backup, 'uploads', name)), name).toBe(0o600);
        }

        // A failure is one line too, with level error, and exit code 1.
        const notAFolder = path.join(site.dataDir, 'not-a-folder');
        await fs.writeFile(notAFolder, '');
        const failed = await runCli(['backup'], { ...env, BACKUP_DIR: notAFolder });
        expect(failed.code).toBe(1);
        expect(JSON.parse(failed.stdout.trim())).toMatchObject({ level: 'error', msg: 'backup failed' });
      },
    );
  },
);
