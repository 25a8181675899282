// README.md, section Production, followed on this machine: a fresh clone of this commit, the build with the
// full install, then the install pruned to production packages only. The result runs on the project's own
// Node 24 (not the system's Node), has no build, test or benchmark tools, serves the site, and serves it over
// HTTPS through Debian's caddy with deploy/Caddyfile. Prints the install's size and the clone-to-page time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import {
  REPO,
  freePort,
  httpsRequest,
  operatorEnv,
  run,
  startCaddy,
  startProcess,
  waitFor,
  type Caddy,
  type Process,
} from './helpers.ts';

let root: string;
let app: string;
let server: Process;
let caddy: Caddy | undefined;
let url: string;
let started: number;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-production-'));
  app = path.join(root, 'app');
  // npm's cache of this machine makes the install quick and offline-capable; the commands are the README's.
  const env = operatorEnv({ npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' });
  started = Date.now();
  await run('git', ['clone', '--quiet', '--no-hardlinks', REPO, app], { cwd: root, env });
  await run('npm', ['ci'], { cwd: app, env });
  await run('npm', ['run', 'build'], { cwd: app, env });
  await run('npm', ['prune', '--omit=dev'], { cwd: app, env });

  // Started as deploy/brightschools.service starts it: the install's own node, from the app folder.
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = startProcess(path.join(app, 'node_modules/.bin/node'), [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    cwd: app,
    env: operatorEnv({
      DATA_DIR: path.join(root, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    }),
  });
  await waitFor('the production server', server, async () => (await fetch(`${url}/api/health`)).ok);
}, 900_000);

afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('production install (README: Production)', () => {
  it('serves the home page with the demo content, built files and the API', async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Bright');
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const blogs = (await (await fetch(`${url}/api/blogs`)).json()) as { total?: number; blogs?: unknown[] };
    expect(JSON.stringify(blogs).length).toBeGreaterThan(100);
    const seconds = (Date.now() - started) / 1000;
    console.log(`production install: git clone to a served page in ${seconds.toFixed(0)} s`);
  });

  it('runs on the Node 24 that the install brings, not the system one', async () => {
    const exe = await fs.readlink(`/proc/${server.child.pid}/exe`);
    expect(exe.startsWith(path.join(app, 'node_modules'))).toBe(true);
    const version = execFileSync(exe, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toMatch(/^v24\./);
    // `npm start` and `npm run cli` put node_modules/.bin first on the PATH, so they get the same node.
    const viaNpm = execFileSync('npm', ['exec', '--', 'node', '--version'], {
      cwd: app,
      env: operatorEnv(),
      encoding: 'utf8',
    }).trim();
    expect(viaNpm).toBe(version);
  });

  it('has no build, test or benchmark tools in it, and prints its size', async () => {
    const modules = path.join(app, 'node_modules');
    for (const tool of [
      'vite',
      'vitest',
      'lighthouse',
      'autocannon',
      'eslint',
      'prettier',
      'playwright-core',
      '@react-router/dev',
    ]) {
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

  it('serves the site over HTTPS through caddy with deploy/Caddyfile', async () => {
    caddy = await startCaddy(Number(new URL(url).port), path.join(root, 'caddy'));
    const home = await httpsRequest({ port: caddy.httpsPort, ca: caddy.rootCa, path: '/' });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('Bright');
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
