// README.md, section Production, followed on this machine: a fresh clone of this commit, the build with the
// full install, then the install pruned to production packages only. The result runs on the project's own
// Node 24 (not the system's Node), has no build, test or benchmark tools, serves the site (started as the
// service starts it: empty, with the first Admin from the settings, who signs in and publishes a photo), and
// serves it over HTTPS through Debian's caddy with deploy/Caddyfile. Prints the install's size and the
// clone-to-page time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { nth } from '../helpers/nth.ts';
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
const ADMIN = { email: 'director@brightschools.example', password: 'a long production secret' };

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
      // As deploy/site.env has it: the first Admin from the settings, and no demo content (a real site starts empty).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
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
    const blogs = await fetch(`${url}/api/blogs`);
    expect(blogs.status).toBe(200);
    expect(await blogs.json()).toEqual([]);
    const seconds = (Date.now() - started) / 1000;
    console.log(`production install: git clone to a served page in ${seconds.toFixed(0)} s`);
  });

  it("lets the settings' first Admin sign in and publish a photo, made into web pictures by sharp", async () => {
    const origin = url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = nth((login.headers.get('set-cookie') ?? '').split(';'), 0);
    // sharp's own binary for this machine must survive `npm prune --omit=dev`.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', 'Sports day');
    form.set('image', new File([new Uint8Array(photo)], 'sports-day.jpg', { type: 'image/jpeg' }));
    const upload = await fetch(`${url}/api/gallery`, { method: 'POST', headers: { origin, cookie }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const item = (await upload.json()) as { image: string };
    const image = await fetch(`${url}${item.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(await (await fetch(`${url}/gallery`)).text()).toContain('Sports day');
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
