// The operators' tool on the server's settings (a fresh DATA_DIR with its SQLite file, or on the postgres project
// DATABASE_URL pointing at a schema of this file's own): most commands through its runCli in this process, and
// a few real starts of the program as operators run it (spawnCli).
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, adminQuery } from '../tests/helpers/test-app.ts';
import { newSchema } from '../tests/helpers/pg-admin.ts';
import { buildApp } from './app.ts';
import { openDeps, type Opened } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { runCli } from './cli.ts';
import { createLogger } from './http/logger.ts';
import { nth } from '../tests/helpers/nth.ts';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dataDir: string;
/** On the postgres project: the test database, confined to a schema of this file's own. */
let databaseUrl: string | null = null;
let schema: string | null = null;
let opened: Opened;
let app: ReturnType<typeof buildApp>;

/** The tool's environment: only the DATA_DIR (or DATABASE_URL) given here, whatever the surrounding shell has set. */
function cliEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT', 'SMTP_URL', 'PUBLIC_URL'])
    delete base[name];
  return {
    ...base,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * Runs the tool's `runCli` in this process, with `input` as a piped standard input: what each command does and
 * says. A start of the program costs about 0.3-0.5 s of CPU; `spawnCli` (below) runs it as operators do, for
 * what only a real process shows (exit codes, the streams, the working directory, the environment).
 */
async function cli(args: string[], input = '', env: Record<string, string> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdin: Readable.from(input ? [Buffer.from(input)] : []),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: cliEnv(env),
    cwd: process.cwd(),
  });
  return { code, stdout, stderr };
}

/** Runs `node server/cli.ts ...args` with `input` on standard input. */
function spawnCli(args: string[], input = '', env: Record<string, string> = {}, cwd?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: cliEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function signIn(email: string, password: string): Promise<Response> {
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

const userRow = (email: string) =>
  opened.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

// Every test starts Node processes, which a busy machine slows down a lot: a generous time limit.
describe('command-line tool', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-'));
    if (process.env.TEST_DB === 'postgres') {
      // The tool reads DATABASE_URL like the server; the search_path option keeps it in a fresh schema.
      ({ schema, url: databaseUrl } = await newSchema());
    }
    // The server's view of the same data, to sign in through the API as a browser would.
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    opened = await openDeps(loadConfig(env), createLogger('silent'));
    expect(opened.deps.dbKind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
    app = buildApp(opened.deps);
  });
  afterAll(async () => {
    await opened?.handle.close();
    if (schema) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('help lists the commands; no or an unknown command is a usage error', async () => {
    // A real start: exit codes and the streams as operators see them.
    const help = await spawnCli(['help']);
    expect(help.code).toBe(0);
    for (const command of [
      'create-user',
      'reset-password',
      'reset-two-step',
      'list-users',
      'export',
      'import',
      'backup',
      'restore',
    ])
      expect(help.stdout).toContain(command);
    expect(help.stdout).toMatch(/password hashes[^]*keep exports\s+private/);
    expect((await spawnCli([])).code).toBe(2);
    const unknown = await spawnCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
  });

  it('list-users on an empty site says how to create the first Admin', async () => {
    const run = await cli(['list-users']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No users yet');
    expect(run.stdout).toContain('create-user');
  });

  it('create-user makes an account that signs in through the API', async () => {
    const run = await cli([
      'create-user',
      '--email',
      'Head@School.Example',
      '--name',
      'Head Teacher',
      '--role',
      'ADMIN',
      '--phone',
      '+255 700 111 222',
      '--password',
      'first password',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('head@school.example');
    expect(await userRow('head@school.example')).toMatchObject({
      name: 'Head Teacher',
      role: 'Admin',
      phone: '+255 700 111 222',
    });
    const res = await signIn('head@school.example', 'first password');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'head@school.example', role: 'Admin', name: 'Head Teacher' });
    expect((await signIn('head@school.example', 'wrong password')).status).toBe(401);
  });

  it('reads the password from the first line of standard input', async () => {
    // A real start: the password piped into the process's own standard input.
    const run = await spawnCli(
      ['create-user', '--email', 'teacher@school.example', '--name', 'Class Teacher', '--role', 'teacher'],
      'piped password 1\nnot this line\n',
    );
    expect(run.code).toBe(0);
    expect((await userRow('teacher@school.example'))?.role).toBe('Teacher');
    expect((await signIn('teacher@school.example', 'piped password 1')).status).toBe(200);
  });

  it('refuses a duplicate e-mail (in any case) with exit code 1', async () => {
    const run = await cli([
      'create-user',
      '--email',
      'HEAD@school.example',
      '--name',
      'Someone',
      '--role',
      'Author',
      '--password',
      'another password',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already exists');
    expect(await userRow('head@school.example')).toMatchObject({ name: 'Head Teacher', role: 'Admin' });
  });

  it.each([
    [
      'a bad role',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Janitor', '--password', 'long enough'],
      '',
      /Unknown role "Janitor"/,
    ],
    [
      'a short password',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author', '--password', 'short'],
      '',
      /at least 8 characters/,
    ],
    [
      'a short piped password',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author'],
      'short\n',
      /at least 8 characters/,
    ],
    ['no password at all', ['--email', 'x@school.example', '--name', 'X', '--role', 'Author'], '', /No password given/],
    [
      'one of the most common passwords',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author', '--password', 'Password123'],
      '',
      /one of the most common passwords/,
    ],
    [
      'a password made of the site’s name (issue 35)',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author', '--password', 'BrightSchools2026'],
      '',
      /made of words others can guess/,
    ],
    [
      'a password made of the account’s e-mail address (issue 35)',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author', '--password', 'X@School.example1'],
      '',
      /made of words others can guess/,
    ],
    [
      'a missing name',
      ['--email', 'x@school.example', '--role', 'Author', '--password', 'long enough'],
      '',
      /--name is required/,
    ],
    [
      'a bad e-mail',
      ['--email', 'not-an-address', '--name', 'X', '--role', 'Author', '--password', 'long enough'],
      '',
      /not a valid e-mail/,
    ],
    [
      'an unknown option',
      ['--email', 'x@school.example', '--name', 'X', '--role', 'Author', '--password', 'long enough', '--admin'],
      '',
      /Unknown option '--admin'/,
    ],
  ])('create-user refuses %s with exit code 2 and creates nothing', async (_name, args, input, message) => {
    const run = await cli(['create-user', ...args], input);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await userRow('x@school.example')).toBeUndefined();
  });

  it('reset-password sets the new password and ends the user’s sessions', async () => {
    const login = await signIn('teacher@school.example', 'piped password 1');
    const cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);
    expect((await app.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);

    const run = await cli(['reset-password', '--email', 'Teacher@School.example', '--password', 'second password']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('teacher@school.example');

    expect((await app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    expect((await signIn('teacher@school.example', 'piped password 1')).status).toBe(401);
    expect((await signIn('teacher@school.example', 'second password')).status).toBe(200);
  });

  it('reset-password reads standard input too, and refuses unknown users and short passwords', async () => {
    expect((await cli(['reset-password', '--email', 'teacher@school.example'], 'third password\n')).code).toBe(0);
    expect((await signIn('teacher@school.example', 'third password')).status).toBe(200);

    const unknown = await cli(['reset-password', '--email', 'nobody@school.example', '--password', 'whatever123']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the e-mail nobody@school.example');

    const short = await cli(['reset-password', '--email', 'teacher@school.example', '--password', '1234567']);
    expect(short.code).toBe(2);
    expect((await signIn('teacher@school.example', 'third password')).status).toBe(200);
  });

  it('reset-two-step turns off two-step sign-in of an account and signs it out everywhere', async () => {
    const login = await signIn('teacher@school.example', 'third password');
    const cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);
    const teacher = await userRow('teacher@school.example');
    const now = new Date().toISOString();
    // An authenticator the teacher lost (its secret does not matter here), and a recovery code.
    await opened.deps.db
      .insertInto('twoStep')
      .values({ userId: teacher!._id, secret: 'v1.x.y.z', enabledAt: now, lastStep: null, createdAt: now })
      .execute();
    await opened.deps.db
      .insertInto('recoveryCodes')
      .values({ userId: teacher!._id, codeHash: 'h', usedAt: null })
      .execute();
    expect(await (await signIn('teacher@school.example', 'third password')).json()).toMatchObject({ twoStep: 'code' });

    const run = await cli(['reset-two-step', '--email', 'Teacher@School.example']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Turned off two-step sign-in of teacher@school.example');
    expect((await app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    expect(await opened.deps.db.selectFrom('twoStep').selectAll().execute()).toEqual([]);
    expect(await opened.deps.db.selectFrom('recoveryCodes').selectAll().execute()).toEqual([]);
    expect((await signIn('teacher@school.example', 'third password')).headers.get('set-cookie')).toMatch(/^sid=/);

    const unknown = await cli(['reset-two-step', '--email', 'nobody@school.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the e-mail nobody@school.example');
  });

  it('list-users shows every account and never a password hash', async () => {
    const run = await cli(['list-users']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/head@school\.example\s+Admin\s+Head Teacher/);
    expect(run.stdout).toMatch(/teacher@school\.example\s+Teacher\s+Class Teacher/);
    expect(run.stdout).toContain('2 users');
    expect(run.stdout).not.toContain('scrypt');
  });

  it('records its changes in the activity log as the command line, without a password', async () => {
    const rows = await opened.deps.db
      .selectFrom('activity')
      .selectAll()
      .where('source', '=', 'cli')
      .orderBy('at')
      .orderBy('_id')
      .execute();
    expect(rows.map((r) => [r.action, r.recordType, r.summary])).toEqual(
      expect.arrayContaining([
        ['create', 'users', 'Created "Head Teacher (Admin)"'],
        ['create', 'users', 'Created "Class Teacher (Teacher)"'],
        ['password', 'users', 'Set a new password for Class Teacher'],
        ['two-step', 'users', expect.stringMatching(/^Turned off two-step sign-in of /)],
      ]),
    );
    expect(rows.every((r) => r.userId === null && r.address === 'cli' && r.userName === 'command line')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/password 1|second password|third password|scrypt/);
  });

  it('export writes a folder once; import refuses a site with content; backup names its folder by the time', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-export-'));
    try {
      const out = path.join(work, 'site-export');
      const run = await cli(['export', '--out', out]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('2 users');
      expect(run.stdout).toContain('keep it private');
      expect(JSON.parse(await fs.readFile(path.join(out, 'manifest.json'), 'utf8')).counts.users).toBe(2);

      const again = await cli(['export', '--out', out]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');
      expect(await fs.readdir(work)).toEqual(['site-export']);

      const refused = await cli(['import', '--in', out]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already has content.*--replace/);

      // A real start in another working directory: the backup's folder is made there.
      const backup = await spawnCli(['backup'], '', {}, work);
      expect(backup.code).toBe(0);
      const made = (await fs.readdir(work)).filter((n) => n !== 'site-export');
      expect(made).toHaveLength(1);
      expect(made[0]).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{4}$/);
      expect(await fs.readdir(path.join(work, nth(made, 0)))).toContain('manifest.json');

      expect((await cli(['import'])).code).toBe(2);
      expect((await cli(['import', '--in', out, '--replace=yes'])).code).toBe(2);
      const missing = await cli(['restore', '--in', path.join(work, 'nothing-here')]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('is not a folder');
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  it('restore (import --replace) brings the export back and signs everyone out', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-restore-'));
    try {
      const out = path.join(work, 'before');
      expect((await cli(['export', '--out', out])).code).toBe(0);
      const login = await signIn('teacher@school.example', 'third password');
      const cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);
      expect(
        (await cli(['reset-password', '--email', 'teacher@school.example', '--password', 'fourth password'])).code,
      ).toBe(0);

      const run = await cli(['restore', '--in', out]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Imported 2 users .*replacing the previous content/);
      // The password of the export counts again, and sessions are gone.
      expect((await signIn('teacher@school.example', 'third password')).status).toBe(200);
      expect((await signIn('teacher@school.example', 'fourth password')).status).toBe(401);
      expect((await app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);

      const replaced = await cli(['import', '--in', out, '--replace']);
      expect(replaced.code).toBe(0);
      expect((await cli(['list-users'])).stdout).toContain('2 users');
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  it('reports a bad setting like the server does', async () => {
    // A real start: the settings come from the process's environment.
    const run = await spawnCli(['list-users'], '', { PORT: 'abc' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Configuration error: PORT');
  });

  it('makes no database where there is none: names the folder it looked in and how to run it on the site', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-empty-'));
    let emptySchema: string | null = null;
    let env: Record<string, string> = { DATA_DIR: empty };
    if (databaseUrl) {
      const made = await newSchema();
      emptySchema = made.schema;
      env = { ...env, DATABASE_URL: made.url };
    }
    try {
      for (const args of [
        ['list-users'],
        ['reset-password', '--email', 'head@example.org', '--password', 'a long new secret'],
        ['export', '--out', path.join(empty, 'out')],
        ['backup', '--into', path.join(empty, 'backups')],
      ]) {
        const run = await cli(args, '', env);
        expect(run.code, args[0]).toBe(1);
        expect(run.stderr).toContain(`There is no site in ${databaseUrl ? 'the PostgreSQL database' : empty}`);
        // This copy's own site-cli, wherever it is installed.
        expect(run.stderr).toContain(`${path.resolve('deploy/site-cli')} ${args[0]}`);
        expect(run.stdout).not.toContain('No users yet');
      }
      // Nothing was made: no database file, no uploads folder, no tables.
      expect(await fs.readdir(empty)).toEqual([]);
      if (emptySchema) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        const { rows } = await client.query(
          'select count(*)::int as n from information_schema.tables where table_schema = $1',
          [emptySchema],
        );
        await client.end();
        expect(rows[0].n).toBe(0);
      }
      // The first Admin is made where asked: that creates the database.
      const made = await cli(
        [
          'create-user',
          '--email',
          'first@example.org',
          '--name',
          'First',
          '--role',
          'Admin',
          '--password',
          'a long new secret',
        ],
        '',
        env,
      );
      expect(made.code, made.stderr).toBe(0);
      expect((await cli(['list-users'], '', env)).stdout).toContain('first@example.org');
    } finally {
      if (emptySchema) await adminQuery(`DROP SCHEMA ${emptySchema} CASCADE`);
      await fs.rm(empty, { recursive: true, force: true });
    }
  });

  it('warns about a setting that looks misspelled, and refuses root on the service user’s data folder', async () => {
    const warned = await cli(['list-users'], '', { PUBLC_URL: 'https://school.example' });
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(
      'The setting PUBLC_URL is not one this site knows, so it is ignored: did you mean PUBLIC_URL?',
    );
    if (process.getuid?.() !== 0) return;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-owned-'));
    try {
      await fs.chown(folder, 65534, 65534);
      const run = await cli(['list-users'], '', { DATA_DIR: folder });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `The data folder ${folder} belongs to another user than root: run the tool as that user`,
      );
      expect(await fs.readdir(folder)).toEqual([]);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
