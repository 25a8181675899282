// README.md, section Production, done by its one command on this machine: `deploy/install.sh install` from a
// repository (a bare copy of this commit), as the README's steps do it: a service user of its own (made by the
// script), its folders and their modes, the clone, the build with the full install then pruned to production
// packages, the settings file, the units and the backup timer, the first Admin, the Caddyfile. The result runs
// on the project's own Node 24, has no build, test or benchmark tools, serves the site (the Admin signs in and
// publishes a photo), over HTTPS through Debian's caddy too. Running the script again changes nothing. Then
// `deploy/install.sh update` twice: to a release that upgrades the database and then fails its health check,
// which it takes back by itself (code, install, build and database), and to a good release, which keeps the
// previous build's files for pages that are open. Prints the script's steps with their times.
//
// systemd does not run on this machine (it is not PID 1): the script's `systemctl` calls go to
// tests/deploy/stand-in/systemctl, which starts the unit the script installed as systemd would (its user,
// folder, environment, settings file and command). The units are checked with systemd-analyze verify.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { nth } from '../helpers/nth.ts';
import { REPO, freePort, httpsRequest, operatorEnv, run, startCaddy, startProcess, type Caddy } from './helpers.ts';

const USER = `bs-test-${randomBytes(3).toString('hex')}`;
const ADMIN = { email: 'director@brightschools.example', password: 'a long production secret' };
let root: string;
let app: string;
let env: NodeJS.ProcessEnv;
let port: number;
let url: string;
let caddy: Caddy | undefined;
let firstCommit: string;
let photo: string;
let cookie: string;
const folder = (name: string) => path.join(root, name);

/** deploy/install.sh with the test's folders and user; answers its exit code and output (also printed). */
async function installScript(...args: string[]): Promise<{ code: number | null; output: string }> {
  const proc = startProcess('sh', [path.join(REPO, 'deploy/install.sh'), ...args], { cwd: root, env });
  const code = await new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
  console.log(`deploy/install.sh ${args.join(' ')} (exit ${code}):\n${proc.output()}`);
  return { code, output: proc.output() };
}

/**
 * A command's exit code and output, without blocking the test's event loop: while a synchronous spawn waits
 * (seconds, for the tool on a busy machine), fetch cannot retire its idle connection to the site, the site
 * closes it after its 5 s keep-alive, and the next POST sent on it fails with "other side closed".
 */
function runTool(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { ...options, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

/** The operators' tool as the README runs it: deploy/site-cli, as root, in the app folder. */
function siteCli(...args: string[]) {
  return runTool(path.join(app, 'deploy/site-cli'), args, { cwd: app, env });
}

/** The branch of the test's repository the site is installed from and updated along. */
const RELEASE_BRANCH = 'release';

/** git as root, also in the app folder that belongs to the service user. */
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'safe.directory=*', ...args], { cwd, encoding: 'utf8' }).trim();
const mode = async (file: string) => ((await fs.stat(file)).mode & 0o777).toString(8);
const owner = async (file: string) => {
  const uid = (await fs.stat(file)).uid;
  return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).trim();
};
const serverPid = async () => Number(await fs.readFile(folder('systemd/brightschools.pid'), 'utf8'));

/** A new release on the repository's branch: the first commit with `change` made in a working copy. */
async function publish(name: string, change: (work: string) => Promise<void>) {
  const work = folder(`work-${name}`);
  await run('git', ['clone', '--quiet', folder('origin.git'), work], { cwd: root, env: operatorEnv() });
  git(work, 'reset', '--hard', '--quiet', firstCommit);
  await change(work);
  git(work, 'add', '-A');
  git(work, '-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '--quiet', '-m', name);
  git(work, 'push', '--quiet', '--force', 'origin', `HEAD:${env.BRANCH}`);
  return git(work, 'rev-parse', 'HEAD');
}

/** Replaces `from` by `to` in a file of a working copy, failing when the text is not there any more. */
async function edit(work: string, file: string, from: string, to: string) {
  const text = await fs.readFile(path.join(work, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer has the text this test changes: ${from}`);
  await fs.writeFile(path.join(work, file), text.replace(from, to));
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-production-'));
  await fs.chmod(root, 0o755);
  app = folder('home/app');
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // The repository the site is installed from: this commit (git clone takes what is committed).
  await run('git', ['clone', '--quiet', '--bare', REPO, folder('origin.git')], { cwd: root, env: operatorEnv() });
  firstCommit = git(REPO, 'rev-parse', 'HEAD');
  // The site follows a branch of its own there, so the test runs the same from a checkout on any branch or on
  // none (a CI clone of a tag or commit is detached: its branch name would be "HEAD").
  git(folder('origin.git'), 'update-ref', `refs/heads/${RELEASE_BRANCH}`, firstCommit);
  // npm's cache of this machine, copied for the service user, makes the install quick and offline-capable.
  const cache = folder('npm-cache');
  await fs.mkdir(cache);
  await run('cp', ['-a', '--reflink=auto', path.join(os.homedir(), '.npm/_cacache'), cache], {
    cwd: root,
    env: operatorEnv(),
  }).catch(() => {});
  await run('chmod', ['-R', 'a+rwX', cache], { cwd: root, env: operatorEnv() });
  env = operatorEnv({
    APP_USER: USER,
    APP_HOME: folder('home'),
    DATA_DIR: folder('data'),
    BACKUP_DIR: folder('backups'),
    ETC_DIR: folder('etc'),
    UNIT_DIR: folder('units'),
    CADDYFILE: folder('caddy/Caddyfile'),
    REPOSITORY: folder('origin.git'),
    BRANCH: RELEASE_BRANCH,
    DOMAIN: 'localhost',
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HEALTH_SECONDS: '90',
    STAND_IN_STATE: folder('systemd'),
    PATH: `${path.join(REPO, 'tests/deploy/stand-in')}:${operatorEnv().PATH}`,
    npm_config_cache: cache,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  });
}, 120_000);

afterAll(async () => {
  await caddy?.stop();
  if (root) {
    spawnSync('systemctl', ['stop', 'brightschools'], { env });
    spawnSync('userdel', [USER]);
    await fs.rm(root, { recursive: true, force: true });
  }
});

describe('deploy/install.sh install (README: Production)', () => {
  it('installs the site from a fresh machine state to a served page, printing each step with its time', async () => {
    const started = Date.now();
    const { code, output } = await installScript('install');
    expect(code, output).toBe(0);
    expect(output).toContain('Done: sign in at https://localhost/admin');
    console.log(`production install: repository to a served page in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }, 1_800_000);

  it('serves the home page, the built files and the API', async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Bright Schools');
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await fetch(`${url}/api/blogs`)).json()).toEqual([]);
  });

  it('made the user, the folders and the settings with their modes, and the first Admin without a password on file', async () => {
    expect(await owner(app)).toBe(USER);
    for (const dir of ['data', 'backups']) {
      expect(await owner(folder(dir)), dir).toBe(USER);
      expect(await mode(folder(dir)), dir).toBe('700');
    }
    expect(await mode(folder('etc'))).toBe('750');
    // The README runs it with sh; it may also be run as it is.
    expect(await mode(path.join(REPO, 'deploy/install.sh'))).toBe('755');
    expect(await mode(folder('etc/site.env'))).toBe('640');
    const settings = await fs.readFile(folder('etc/site.env'), 'utf8');
    expect(settings).toContain('PUBLIC_URL=https://localhost\n');
    expect(settings).toContain(`PORT=${port}\n`);
    expect(settings).not.toContain('ADMIN_PASSWORD');
    expect(await owner(folder('data/site.db'))).toBe(USER);
    const users = await siteCli('list-users');
    expect(users.status, users.stderr).toBe(0);
    expect(users.stdout).toMatch(new RegExp(`${ADMIN.email.replace(/\./g, '\\.')}\\s+Admin`));
  });

  it('lets the first Admin sign in and publish a photo, made into web pictures by sharp', async () => {
    const origin = 'https://localhost';
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);
    // sharp's own binary for this machine must survive `npm prune --omit=dev`.
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', 'Sports day');
    form.set('image', new File([new Uint8Array(jpeg)], 'sports-day.jpg', { type: 'image/jpeg' }));
    const upload = await fetch(`${url}/api/gallery`, { method: 'POST', headers: { origin, cookie }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    photo = ((await upload.json()) as { image: string }).image;
    const image = await fetch(`${url}${photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('runs on the Node 24 that the install brings, as the service user', async () => {
    const pid = await serverPid();
    const exe = await fs.readlink(`/proc/${pid}/exe`);
    expect(exe.startsWith(path.join(app, 'node_modules'))).toBe(true);
    expect(execFileSync(exe, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^v24\./);
    expect(await owner(`/proc/${pid}`)).toBe(USER);
  });

  it('has no build, test or benchmark tools in it, and prints its size', async () => {
    const modules = path.join(app, 'node_modules');
    for (const tool of ['vite', 'vitest', 'lighthouse', 'autocannon', 'eslint', 'prettier', 'playwright-core']) {
      await expect(fs.stat(path.join(modules, tool)), tool).rejects.toThrow();
    }
    for (const needed of ['node', 'react-router', 'hono', 'sharp', 'kysely', 'pg']) {
      await expect(fs.stat(path.join(modules, needed)), needed).resolves.toBeTruthy();
    }
    const size = (dir: string) => execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0];
    console.log(
      `production install: node_modules ${size(modules)} MB (of which Node 24 ${size(path.join(modules, 'node'))} MB), build ${size(path.join(app, 'build'))} MB, whole app folder ${size(app)} MB`,
    );
  });

  it('installed units that systemd-analyze verify accepts, and a Caddyfile for the domain that caddy reads', async () => {
    const units = ['brightschools.service', 'brightschools-backup.service', 'brightschools-backup.timer'];
    const verified = spawnSync('systemd-analyze', ['verify', ...units.map((u) => folder(`units/${u}`))], {
      encoding: 'utf8',
    });
    expect(`${verified.stdout}${verified.stderr}`.trim()).toBe('');
    expect(verified.status).toBe(0);
    const caddyfile = await fs.readFile(folder('caddy/Caddyfile'), 'utf8');
    expect(caddyfile).toContain('localhost {');
    expect(caddyfile).toContain(`reverse_proxy 127.0.0.1:${port}`);
    const adapted = spawnSync('caddy', ['adapt', '--adapter', 'caddyfile', '--config', folder('caddy/Caddyfile')], {
      encoding: 'utf8',
      env: { ...process.env, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
    });
    expect(adapted.status, adapted.stderr).toBe(0);
  });

  it('takes a backup by hand at once, and the tool outside deploy/site-cli makes no database', async () => {
    const backup = await siteCli('backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('"msg":"backup done"');
    // The README's cron line: cron's PATH lacks /usr/sbin, where runuser is.
    const fromCron = await runTool(path.join(app, 'deploy/site-cli'), ['backup'], {
      cwd: '/',
      env: { ...env, PATH: '/usr/bin:/bin' },
    });
    expect(fromCron.status, fromCron.stderr).toBe(0);
    expect((await fs.readdir(folder('backups'))).some((n) => n.startsWith('backup-'))).toBe(true);
    // As root in the app folder, as an operator might: refused, naming the folder and deploy/site-cli.
    const stray = await runTool(path.join(app, 'node_modules/.bin/node'), ['server/cli.ts', 'list-users'], {
      cwd: app,
      env: operatorEnv(),
    });
    expect(stray.status).toBe(1);
    expect(stray.stderr).toContain(`There is no site in ${path.join(app, 'data')}`);
    expect(stray.stderr).toContain(`${path.join(app, 'deploy/site-cli')} list-users`);
    await expect(fs.stat(path.join(app, 'data'))).rejects.toThrow();
  });

  it('serves the site over HTTPS through caddy with deploy/Caddyfile', async () => {
    caddy = await startCaddy(port, folder('caddy-state'));
    const home = await httpsRequest({ port: caddy.httpsPort, ca: caddy.rootCa, path: '/' });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('Bright');
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('run again, it finds every step done and changes nothing', async () => {
    const before = await serverPid();
    const { code, output } = await installScript('install');
    expect(code, output).toBe(0);
    for (const done of [
      'already there',
      'built already',
      'kept as it is',
      'the site has an Admin already',
      'the site is in it already',
    ])
      expect(output).toContain(done);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(await fs.readFile(folder('etc/site.env'), 'utf8')).toContain(`PORT=${port}\n`);
    // The unit restarts the same code: still serving what was there.
    expect(before).toBeGreaterThan(0);
    expect((await fetch(`${url}${photo}`)).status).toBe(200);
  }, 600_000);
});

describe('deploy/install.sh update', () => {
  it('takes back by itself a release that upgrades the database and then fails its health check', async () => {
    const bad = await publish('bad', async (work) => {
      // A new migration is a new file (server/db/migrations/ is read as a folder).
      await fs.writeFile(
        path.join(work, 'server/db/migrations/2099-01-01-bad-release.ts'),
        "import type { Kysely } from 'kysely';\n" +
          "export async function up(db: Kysely<unknown>) { await db.schema.createTable('badRelease').addColumn('x', 'text').execute(); }\n" +
          "export async function down(db: Kysely<unknown>) { await db.schema.dropTable('badRelease').execute(); }\n",
      );
      await edit(
        work,
        'server/app.ts',
        "return c.json({ status: 'ok', database: deps.dbKind, freeDiskMb: free });",
        "return c.json({ status: 'broken' }, 503);",
      );
    });
    const { code, output } = await installScript('update');
    expect(code, output).toBe(1);
    expect(output).toContain(`from ${firstCommit.slice(0, 7)} to ${bad.slice(0, 7)}`);
    expect(output).toContain('does not answer its health check');
    expect(output).toContain('the database is back as it was before the upgrade');
    expect(output).toContain(`the site runs the previous release ${firstCommit.slice(0, 7)} again`);
    // The previous release serves again, with everything it had, and the database without the bad migration.
    expect(git(app, 'rev-parse', 'HEAD')).toBe(firstCommit);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}${photo}`)).status).toBe(200);
    expect((await fetch(`${url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    const status = await siteCli('migrate-status');
    expect(status.stdout).not.toContain('2099-01-01-bad-release');
    expect(status.stdout).toContain('Pending migrations (0)');
    expect((await fs.readdir(folder('data'))).some((n) => n.startsWith('failed-update-'))).toBe(true);
  }, 1_800_000);

  it('updates to a good release, keeping the previous build files for pages that are open', async () => {
    const html = await (await fetch(`${url}/`)).text();
    const oldScripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(oldScripts.length).toBeGreaterThan(0);
    const good = await publish('good', (work) =>
      // A change of the pages' code, so the build's file names change.
      edit(work, 'app/theme.ts', "main: '#00796b'", "main: '#00796c'"),
    );
    const { code, output } = await installScript('update');
    expect(code, output).toBe(0);
    expect(output).toContain(`Updated to ${good.slice(0, 7)}`);
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    const newHtml = await (await fetch(`${url}/`)).text();
    // The new release's page asks for other files; the old page's still answer.
    expect(oldScripts.filter((script) => !newHtml.includes(script)).length).toBeGreaterThan(0);
    for (const script of oldScripts) expect((await fetch(`${url}${script}`)).status, script).toBe(200);
    expect((await fetch(`${url}${photo}`)).status).toBe(200);
    expect((await fetch(`${url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    // The nightly backup's folder got the update's backup too.
    expect((await fs.readdir(folder('backups'))).filter((n) => n.startsWith('backup-')).length).toBeGreaterThanOrEqual(
      2,
    );
  }, 1_800_000);
});
