// Debian's caddy in front of the app, configured by deploy/Caddyfile (high ports, Caddy's own certificate
// authority): the site answers over HTTPS with HSTS, the sign-in cookie is Secure, a 20 MB photo uploads through
// the proxy, compression happens once, and the access log names the real client: believed from the proxy's
// X-Forwarded-For (TRUST_PROXY), never from a client's own. Needs the built pages: `npm run build` first.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPO,
  freePort,
  httpsRequest,
  startCaddy,
  startProcess,
  waitFor,
  type Caddy,
  type Process,
} from './helpers.ts';
import { nth } from '../helpers/nth.ts';

const ADMIN = { email: 'proxy-admin@example.org', password: `proxy-${randomBytes(6).toString('hex')}` };
/** Where the test's client connects from: another loopback address than Caddy's 127.0.0.1. */
const CLIENT = '127.0.0.2';

let root: string;
let caddy: Caddy;
let app: Process;
let appPort: number;
let origin: string;
let cookie = '';

/** The app's request log lines (JSON) with this request id, once they have come through the pipe. */
async function logLines(requestId: string, atLeast = 1): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 10_000;
  let lines = linesNow(requestId);
  while (lines.length < atLeast && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    lines = linesNow(requestId);
  }
  return lines;
}

function linesNow(requestId: string): Record<string, unknown>[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.requestId === requestId && entry.msg === 'request');
}

const viaCaddy = (options: Omit<Parameters<typeof httpsRequest>[0], 'port' | 'ca'>) =>
  httpsRequest({ port: caddy.httpsPort, ca: caddy.rootCa, localAddress: CLIENT, ...options });

beforeAll(async () => {
  await fs.access(path.join(REPO, 'build/server/index.js')).catch(() => {
    throw new Error('The pages are not built: run "npm run build" before this test.');
  });
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-caddy-'));
  appPort = await freePort();
  caddy = await startCaddy(appPort, path.join(root, 'caddy'));
  origin = `https://localhost:${caddy.httpsPort}`;
  app = startProcess(process.execPath, ['server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.join(root, 'data'),
      HOST: '127.0.0.1',
      PORT: String(appPort),
      DATABASE_URL: '',
      PUBLIC_URL: origin,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  await waitFor('the app', app, async () => (await fetch(`http://127.0.0.1:${appPort}/api/health`)).ok);
});

afterAll(async () => {
  await app?.stop();
  await caddy?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('the site behind caddy (deploy/Caddyfile)', () => {
  it('answers over HTTPS with a certificate from Caddy, sends HSTS, and redirects http:// to https://', async () => {
    const home = await viaCaddy({ path: '/' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: caddy.httpPort, path: '/blog', headers: { host: 'localhost' } }, resolve)
        .on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/blog$/);
  });

  it('compresses once: the Brotli body the app made arrives as it is', async () => {
    const home = await viaCaddy({ path: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(home.body).toString()).toContain('<html');
  });

  it('keeps built files cached for a year', async () => {
    const html = (await viaCaddy({ path: '/' })).body.toString();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await viaCaddy({ path: script! });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('signs in with a Secure, HttpOnly session cookie', async () => {
    const res = await viaCaddy({
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: Buffer.from(JSON.stringify(ADMIN)),
    });
    expect(res.status).toBe(200);
    const setCookie = [res.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    cookie = nth(setCookie.split(';'), 0);
  });

  it('uploads a 20 MB photo through the proxy, served back with a year of caching', async () => {
    expect(cookie).not.toBe('');
    // Camera noise at the highest JPEG quality: about 19.5 MB, just under the app's 20 MB limit for a photo.
    const [width, height] = [3040, 2280];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(19 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(20 * 1024 * 1024);
    const form = new FormData();
    form.set('title', 'Sports day');
    form.set('image', new File([new Uint8Array(photo)], 'sports-day.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
    const res = await viaCaddy({
      path: '/api/gallery',
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type')!, origin, cookie },
      body: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.status, res.body.toString()).toBe(201);
    const item = JSON.parse(res.body.toString()) as { _id: string; image: string };
    const image = await viaCaddy({ path: item.image });
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The log line of the upload names the Admin who made it.
    const lines = await logLines(String(res.headers['x-request-id']));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: '/api/gallery', status: 201, client: CLIENT, userId: expect.any(String) });
  });

  it("logs the real client's address, not Caddy's, and not one the client made up", async () => {
    const res = await viaCaddy({ path: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    const [line] = await logLines(String(res.headers['x-request-id']));
    expect(line).toMatchObject({ path: '/api/health', client: CLIENT, userId: null });
  });

  it('believes X-Forwarded-For only from the proxy: a direct client is logged as itself', async () => {
    const direct = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          {
            host: '127.0.0.1',
            port: appPort,
            path: '/api/health',
            localAddress: '127.0.0.3',
            headers: { 'x-forwarded-for': '203.0.113.9' },
          },
          resolve,
        )
        .on('error', reject),
    );
    direct.resume();
    expect(direct.statusCode).toBe(200);
    const [line] = await logLines(String(direct.headers['x-request-id']));
    expect(line).toMatchObject({ client: '127.0.0.3' });
  });

  it("logs a page visit as one line under the visit's request id (the page reads its data in process)", async () => {
    // A query string of its own, so the page is rendered now rather than served from the page cache.
    const page = await viaCaddy({ path: `/blog?visit=${randomBytes(4).toString('hex')}`, headers: { cookie } });
    expect(page.status).toBe(200);
    const lines = await logLines(String(page.headers['x-request-id']));
    expect(lines.map((l) => l.path)).toEqual(['/blog']);
    expect(nth(lines, 0).client).toBe(CLIENT);
    // The line names the signed-in visitor.
    expect(nth(lines, 0).userId).toEqual(expect.any(String));
  });
});
