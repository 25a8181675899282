// `npm run bench:scale`: what reading costs as the site grows (issue 37, decision 028). Build first.
//
// Per database (BENCH_DBS, default sqlite,postgres) it starts `server/main.ts` on a fresh site (SQLite in a
// temporary DATA_DIR, or a fresh schema of the PostgreSQL test database, TEST_DATABASE_URL), signs in as a
// temporary Admin and grows the site through the API to each size (BENCH_SIZES, default 200,2000,20000 posts of
// 1-3 KB; every third with a German translation, every sixth a Kiswahili one too, every tenth with one of eight
// small pictures). The gallery gets GALLERY_OF(size) pictures: one uploaded through the API, the rest rows copied
// from it through the database layer while the server is stopped (said in the output), so filling stays quick.
// At each size, on a freshly started server:
// - RSS idle (after its start-up work), then after a crawl (every /blog and /gallery page and 1,000 posts);
// - each public page (and a lean page's route data, /__page-data) cold (the first request after a save: a post
//   changed through the API) and warm (median of 5), bytes compressed as a browser asks and plain;
// - the admin blog list and dashboard as the browser loads them (their API calls, app/routes/admin/*);
// - the API lists paged and unpaged, cold and warm;
// - throughput of /, /blog and a post (autocannon, 20 connections, 8 s each, three rounds in turn, compression as
//   browsers ask);
// - 80 requests at once right after a save, on the same data served in this process (to read its counters:
//   answers built, deps.cache.builds, and pages rendered);
// - `cli backup`: time and peak memory (/usr/bin/time).
// React and React Router pick their production build when first loaded (the in-process server below).
process.env.NODE_ENV = 'production';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { BLOG_PAGE_SIZE, GALLERY_CATEGORIES, GALLERY_PAGE_SIZE } from '../common/constants.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/helpers/free-port.ts';
import { PG_URL, adminQuery } from '../tests/helpers/pg-admin.ts';
import { random } from './random.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.BENCH_SIZES ?? '200,2000,20000').split(',').map(Number);
const DBS = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
/** Gallery pictures at each size: a demo-like handful at the smallest, up to 2,000 (the issue's "Done when"). */
const GALLERY_OF = (size: number) => (size <= 200 ? 20 : size <= 2000 ? 1000 : 2000);
const CONNECTIONS = 20;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** How many times each page is timed cold, each after a save of its own (BENCH_COLD_RUNS). */
const COLD_RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 5) || 5);
/** Rounds of the throughput of each address (BENCH_ROUNDS): a median, and a spread to read it by. */
const THROUGHPUT_ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3);
const AT_ONCE = 80;
const CRAWL_POSTS = 1000;
const BROWSER = 'gzip, deflate, br';
const ADMIN = { email: 'bench-admin@example.org', password: `Q${randomBytes(12).toString('base64url')}z` };
const NODE = process.execPath;
const FROM = process.env.BENCH_FROM;
/** BENCH_FILL=database: past the first API_POSTS, posts are copied from those through the database layer (quick). */
const FILL_BY_DATABASE = process.env.BENCH_FILL === 'database';
const API_POSTS = 60;
/** BENCH_ONLY=memory: only the memory figures (idle, the unpaged list three times, the crawl). */
const MEMORY_ONLY = process.env.BENCH_ONLY === 'memory';

// ---- content ---------------------------------------------------------------------------------------

const WORDS = (
  'the pupils of class three visited the library this week and read stories about animals of the savannah ' +
  'our teachers prepared a science fair where children showed experiments with water plants and light ' +
  'parents are invited to the graduation ceremony on friday morning at the main hall of the school ' +
  'the football team won the district match after a hard game in the rain karibu sana wazazi wote'
).split(' ');
function text(next: () => number, min: number, spread: number): string {
  const target = min + Math.floor(next() * spread);
  let out = '';
  while (out.length < target) {
    const words = Array.from({ length: 30 + Math.floor(next() * 50) }, () => WORDS[Math.floor(next() * WORDS.length)]);
    out += `${out ? '\n\n' : ''}${words.join(' ')}.`;
  }
  return out.slice(0, target);
}

/** Eight small camera-like pictures, made once and posted again and again. */
const PICTURES = await Promise.all(
  Array.from({ length: 8 }, async (_, i) => {
    const hue = i * 45;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},60%,50%)"/>` +
      `<circle cx="${80 * i}" cy="240" r="120" fill="#fff8e7"/><rect x="320" y="${40 * i}" width="160" height="96" fill="hsl(${hue + 180},50%,40%)"/></svg>`;
    return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  }),
);
const pictureBlob = (i: number) => new Blob([PICTURES[i % PICTURES.length]!], { type: 'image/jpeg' });

// ---- the server process ----------------------------------------------------------------------------

interface Site {
  db: 'sqlite' | 'postgres';
  dataDir: string;
  env: NodeJS.ProcessEnv;
  schema: string | null;
}
interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function siteEnv(site: Site, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, ...site.env, PORT: String(port) };
  return env;
}

async function startServer(site: Site): Promise<Server> {
  const port = await freePort();
  const child = spawn(NODE, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: siteEnv(site, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 300 s:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  return { child, base, output: () => output };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until the process uses under 5 % of a core for a second (its start-up compression done), at most 90 s. */
async function settle(pid: number): Promise<void> {
  const started = Date.now();
  let last = await cpuMs(pid);
  while (Date.now() - started < 90_000) {
    await sleep(1000);
    const now = await cpuMs(pid);
    if (now - last <= 50) return;
    last = now;
  }
}

// ---- requests ------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });

interface Got {
  status: number;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  ms: number;
  body: Buffer;
}

/** One GET, its bytes counted as they come (not decoded). */
function get(base: string, address: string, options: { cookie?: string; encoding?: string } = {}): Promise<Got> {
  const headers: Record<string, string> = {};
  if (options.encoding) headers['accept-encoding'] = options.encoding;
  if (options.cookie) headers.cookie = options.cookie;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${address}`, { agent, headers, timeout: 120_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: body.length, ms: performance.now() - started, body });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function getJson<T>(base: string, address: string, cookie?: string): Promise<T> {
  const got = await get(base, address, { cookie });
  if (got.status !== 200) throw new Error(`GET ${address}: ${got.status} ${got.body.toString().slice(0, 200)}`);
  return JSON.parse(got.body.toString()) as T;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function send(base: string, cookie: string, method: string, address: string, body: FormData) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${address}`, { method, headers: { cookie, origin: base }, body });
    if (res.ok) return (await res.json()) as { _id: string };
    const why = `${method} ${address}: ${res.status} ${await res.text()}`;
    if (res.status < 500 && res.status !== 429 && res.status !== 503) throw new Error(why);
    if (attempt >= 5) throw new Error(why);
    await sleep(500 * (attempt + 1));
  }
}

/** Posts `from`..`to`-1 (numbered), four at a time. */
async function writePosts(base: string, cookie: string, from: number, to: number): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next++;
      const rand = random(i + 1);
      const form = new FormData();
      form.set('title', `Week ${i + 1}: news from the Bright schools`);
      form.set('content', text(rand, 1024, 2048));
      if (i % 3 === 0) {
        const translations: Record<string, { title: string; content: string }> = {
          de: { title: `Woche ${i + 1}: Neues aus den Bright-Schulen`, content: text(rand, 1024, 1024) },
        };
        if (i % 6 === 0) translations.sw = { title: `Wiki ${i + 1}: habari za shule`, content: text(rand, 1024, 1024) };
        form.set('translations', JSON.stringify(translations));
      }
      if (i % 10 === 0) form.set('image', pictureBlob(i / 10), `photo-${i}.jpg`);
      await send(base, cookie, 'POST', '/api/blogs', form);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** A save staff would make: one post's title changed (every public page is rendered again after it). */
async function save(base: string, cookie: string, postId: string): Promise<void> {
  const form = new FormData();
  form.set('title', `Changed ${Date.now()}`);
  form.set('content', 'A changed post. '.repeat(80));
  await send(base, cookie, 'PUT', `/api/blogs/${postId}`, form);
}

// ---- the gallery, grown through the database layer ----------------------------------------------

/** The site's database, opened through the server's own layer while the server is stopped. */
async function openSite(site: Site) {
  const { openDatabase } = await import('../server/db/database.ts');
  return openDatabase(
    site.db === 'postgres'
      ? { databaseUrl: PG_URL, pgSchema: site.schema! }
      : { sqliteFile: path.join(site.dataDir, 'site.db') },
  );
}

async function growGallery(site: Site, target: number): Promise<number> {
  const { newId } = await import('../server/db/ids.ts');
  const handle = await openSite(site);
  try {
    const db = handle.db;
    const rows = await db.selectFrom('gallery').selectAll().orderBy('createdAt').execute();
    const model = rows[0];
    if (!model) throw new Error('no gallery picture to copy');
    const missing = target - rows.length;
    if (missing <= 0) return 0;
    const start = Date.now() - missing * 60_000;
    const copies = Array.from({ length: missing }, (_, k) => {
      const at = new Date(start + k * 60_000);
      return {
        ...model,
        _id: newId(at.getTime()),
        title: `Picture ${rows.length + k + 1}`,
        category: GALLERY_CATEGORIES[k % GALLERY_CATEGORIES.length]!,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      };
    });
    for (let i = 0; i < copies.length; i += 200)
      await db
        .insertInto('gallery')
        .values(copies.slice(i, i + 200) as never)
        .execute();
    await db
      .updateTable('media')
      .set((eb) => ({ refs: eb('refs', '+', missing) }))
      .where('key', '=', model.image as string)
      .execute();
    const { gatherPlannerStatistics } = await import('../server/db/database.ts');
    await gatherPlannerStatistics(handle, ['gallery']);
    return missing;
  } finally {
    await handle.close();
  }
}

/**
 * BENCH_FILL=database: posts up to `target`, copied (with their translations) from the posts made through the API,
 * while the server is stopped: each copy has its own id, title, time and a varied content of the same length.
 */
async function growPosts(site: Site, target: number): Promise<number> {
  const { newId } = await import('../server/db/ids.ts');
  const handle = await openSite(site);
  try {
    const db = handle.db;
    const models = await db.selectFrom('blogs').selectAll().orderBy('createdAt').limit(API_POSTS).execute();
    const count = Number(
      (
        await db
          .selectFrom('blogs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
    const missing = target - count;
    if (missing <= 0 || models.length === 0) return 0;
    const translations = await db
      .selectFrom('translations')
      .selectAll()
      .where('recordType', '=', 'blogs')
      .where(
        'recordId',
        'in',
        models.map((m) => m._id),
      )
      .execute();
    const start = Date.now() - (missing + 10) * 60_000;
    for (let done = 0; done < missing;) {
      const posts = [];
      const texts = [];
      for (let k = 0; k < 200 && done < missing; k++, done++) {
        const model = models[done % models.length]!;
        const at = new Date(start + done * 60_000).toISOString();
        const _id = newId(start + done * 60_000);
        const rand = random(count + done + 1);
        posts.push({
          ...model,
          _id,
          title: `Week ${count + done + 1}: news from the Bright schools`,
          content: text(rand, model.content.length, 1),
          createdAt: at,
          updatedAt: at,
          publishAt: at,
        });
        for (const tr of translations.filter((x) => x.recordId === model._id))
          texts.push({ ...tr, _id: newId(start + done * 60_000), recordId: _id });
      }
      await db
        .insertInto('blogs')
        .values(posts as never)
        .execute();
      if (texts.length)
        await db
          .insertInto('translations')
          .values(texts as never)
          .execute();
    }
    const { gatherPlannerStatistics } = await import('../server/db/database.ts');
    await gatherPlannerStatistics(handle, ['blogs', 'translations']);
    return missing;
  } finally {
    await handle.close();
  }
}

// ---- measuring -------------------------------------------------------------------------------------

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

interface Row {
  what: string;
  status: number;
  compressed: number;
  plain: number;
  coldMs: number;
  coldRange: string;
  warmMs: number;
  /** Spread of the warm runs. */
  warmRange: string;
}

/** Bytes and times of one address (or several fetched together, as the admin's pages do). */
async function measure(
  base: string,
  what: string,
  addresses: string[],
  beforeCold: () => Promise<void>,
  cookie?: string,
): Promise<Row> {
  const all = (encoding?: string) =>
    Promise.all(addresses.map((a) => get(base, a, { cookie, encoding }))).then((got) => ({
      status: Math.max(...got.map((g) => g.status)),
      bytes: got.reduce((s, g) => s + g.bytes, 0),
      ms: Math.max(...got.map((g) => g.ms)),
    }));
  // Cold COLD_RUNS times, each right after a save of its own: one figure on a shared machine says little.
  const colds: number[] = [];
  let cold = { status: 0, bytes: 0, ms: 0 };
  // An answer of megabytes (the unpaged blog at 20,000 posts: 48 MB, half a minute) once each.
  const large = () => cold.bytes > 5 * 1024 * 1024;
  for (let i = 0; i < COLD_RUNS && !(i > 0 && large()); i++) {
    await beforeCold();
    cold = await all(BROWSER);
    colds.push(cold.ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < (large() ? 1 : 5); i++) warm.push((await all(BROWSER)).ms);
  const plain = await all();
  return {
    what,
    status: cold.status,
    compressed: cold.bytes,
    plain: plain.bytes,
    coldMs: median(colds),
    coldRange: `${ms(Math.min(...colds))}-${ms(Math.max(...colds))}`,
    warmMs: median(warm),
    warmRange: `${ms(Math.min(...warm))}-${ms(Math.max(...warm))}`,
  };
}

function table(rows: Row[]): string {
  const head = `| what | status | compressed KB | plain KB | cold ms (median of ${COLD_RUNS}) | cold range | warm ms (median of 5) | warm range |`;
  const line = '| --- | --: | --: | --: | --: | --: | --: | --: |';
  return [
    head,
    line,
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.status} | ${kb(r.compressed)} | ${kb(r.plain)} | ${ms(r.coldMs)} | ${r.coldRange} | ${ms(r.warmMs)} | ${r.warmRange} |`,
    ),
  ].join('\n');
}

/** Requests/s, p99 and the server's CPU per request (the figure other work on a shared machine disturbs least). */
async function throughput(
  base: string,
  pid: number,
  address: string,
  warmUp = true,
): Promise<{ rps: number; p99: number; bad: number; cpuPerRequest: number }> {
  if (warmUp)
    await autocannon({
      url: `${base}${address}`,
      connections: CONNECTIONS,
      duration: 2,
      headers: { 'accept-encoding': BROWSER },
    });
  const cpuBefore = await cpuMs(pid);
  const r = await autocannon({
    url: `${base}${address}`,
    connections: CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
    headers: { 'accept-encoding': BROWSER },
    timeout: 30,
  });
  const cpu = (await cpuMs(pid)) - cpuBefore;
  return {
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    bad: r.errors + r.timeouts + r.non2xx,
    cpuPerRequest: cpu / Math.max(1, r.requests.total),
  };
}

/** Visits every /blog and /gallery page and the first 1,000 posts, four at a time. */
async function crawl(base: string, postIds: string[], blogPages: number, galleryPages: number): Promise<number> {
  const addresses = [
    ...Array.from({ length: blogPages }, (_, i) => `/blog?page=${i + 1}`),
    ...Array.from({ length: galleryPages }, (_, i) => `/gallery?page=${i + 1}`),
    ...postIds.slice(0, CRAWL_POSTS).map((id) => `/blog/${id}`),
  ];
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < addresses.length) {
        const got = await get(base, addresses[next++]!, { encoding: BROWSER });
        if (got.status !== 200) failed++;
      }
    }),
  );
  return failed;
}

/** `cli backup` into a temporary folder: seconds and peak memory (MB). */
async function backup(site: Site): Promise<{ seconds: number; peakMb: number; sizeMb: number }> {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-scale-backup-'));
  try {
    const child = spawn(
      '/usr/bin/time',
      ['-f', '%e %M', NODE, ...SERVER_NODE_FLAGS, 'server/cli.ts', 'backup', '--out', path.join(out, 'b')],
      {
        cwd: ROOT,
        env: { ...process.env, ...site.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    const [code] = (await once(child, 'exit')) as [number];
    if (code !== 0) throw new Error(`cli backup failed: ${err}`);
    const [seconds, kbPeak] = err.trim().split('\n').at(-1)!.split(' ').map(Number);
    const du = await new Promise<string>((resolve) => {
      const d = spawn('du', ['-sk', out]);
      let o = '';
      d.stdout.on('data', (c) => (o += c));
      d.on('close', () => resolve(o));
    });
    return { seconds: seconds!, peakMb: kbPeak! / 1024, sizeMb: Number(du.split('\t')[0]) / 1024 };
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
}

/**
 * 80 requests at once right after a save, served by this process on the same data (to read its counters): every
 * request answered? the answers built (deps.cache.builds) and the pages rendered while they came.
 */
async function atOnce(site: Site, addresses: string[]) {
  const { loadConfig } = await import('../server/config.ts');
  const { openDeps } = await import('../server/bootstrap.ts');
  const { buildApp } = await import('../server/app.ts');
  const { mountPages } = await import('../server/pages.ts');
  const { serve } = await import('@hono/node-server');
  const port = await freePort();
  const config = loadConfig(siteEnv(site, port));
  const { deps, handle } = await openDeps(config);
  const app = buildApp(deps);
  const pages = await mountPages(app, deps, path.join(ROOT, 'build'));
  let listening = () => {};
  const ready = new Promise<void>((r) => (listening = r));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => listening());
  const base = `http://127.0.0.1:${port}`;
  const results: { address: string; answered: number; builds: number; renders: number; slowestMs: number }[] = [];
  try {
    await ready;
    const cookie = await signIn(base);
    const posts = await getJson<{ items: { _id: string }[] }>(base, '/api/blogs?page=1&limit=1');
    for (const address of addresses) {
      await get(base, address, { encoding: BROWSER }); // warm
      await save(base, cookie, posts.items[0]!._id);
      const builds = deps.cache.builds;
      const renders = pages.renders;
      const got = await Promise.all(
        Array.from({ length: AT_ONCE }, () => get(base, address, { encoding: BROWSER }).catch(() => null)),
      );
      results.push({
        address,
        answered: got.filter((g) => g?.status === 200).length,
        builds: deps.cache.builds - builds,
        renders: pages.renders - renders,
        slowestMs: Math.max(...got.map((g) => g?.ms ?? Infinity)),
      });
    }
  } finally {
    await new Promise((r) => server.close(r));
    await handle.close();
  }
  return results;
}

// ---- one database ----------------------------------------------------------------------------------

async function newSite(db: 'sqlite' | 'postgres'): Promise<Site> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-scale-${db}-`));
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'BACKUP_DIR']) env[name] = '';
  let schema: string | null = null;
  if (db === 'postgres') {
    schema = `bench_scale_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  const site = { db, dataDir, env, schema };
  if (FROM) await fromExport(site, FROM);
  return site;
}

/** Runs `cli` on the site's settings; answers its output (throws when it fails). */
async function cli(site: Site, args: string[], input = ''): Promise<string> {
  const child = spawn(NODE, ['server/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...site.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  child.stdin!.end(input);
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${output}`);
  return output;
}

/**
 * BENCH_FROM: the site starts as an export of a site this bench filled (`cli export`; its Admin is ADMIN's
 * e-mail), imported with `cli import`, the Admin's password set for this run. Filling 20,000 posts through the
 * API takes 15-50 minutes on a busy machine; the import a minute.
 */
async function fromExport(site: Site, folder: string): Promise<void> {
  const started = Date.now();
  await cli(site, ['import', '--in', folder]);
  await cli(site, ['reset-password', '--email', ADMIN.email], `${ADMIN.password}\n`);
  console.log(
    `(the site imported from ${folder} with \`cli import\` in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

async function oneDatabase(db: 'sqlite' | 'postgres'): Promise<void> {
  const site = await newSite(db);
  let server: Server | null = null;
  // Posts already there (BENCH_FROM): counted once the server answers.
  let posts = -1;
  try {
    for (const size of SIZES) {
      console.log(
        `\n## ${db}, ${size.toLocaleString('en')} posts, ${GALLERY_OF(size).toLocaleString('en')} gallery pictures\n`,
      );
      server = await startServer(site);
      let cookie = await signIn(server.base);
      if (posts < 0)
        posts = (await getJson<{ total: number }>(server.base, '/api/blogs?view=staff&page=1&limit=1', cookie)).total;
      const filling = Date.now();
      const byApi = FILL_BY_DATABASE ? Math.max(posts, Math.min(size, API_POSTS)) : size;
      await writePosts(server.base, cookie, posts, byApi);
      const wrote = byApi - posts;
      posts = size;
      const gallery = await getJson<{ total: number }>(server.base, '/api/gallery?page=1&limit=1');
      if (gallery.total === 0) {
        const form = new FormData();
        form.set('title', 'Picture 1');
        form.set('category', 'Class Life');
        form.set('image', pictureBlob(3), 'gallery.jpg');
        await send(server.base, cookie, 'POST', '/api/gallery', form);
      }
      await stopServer(server);
      const copied = await growGallery(site, GALLERY_OF(size));
      const copiedPosts = FILL_BY_DATABASE ? await growPosts(site, size) : 0;
      console.log(
        `filled: ${wrote} posts through the API${copiedPosts ? ` and ${copiedPosts} copied from them through the database layer` : ''}, ${copied} gallery rows copied from one uploaded picture through the ` +
          `database layer, in ${((Date.now() - filling) / 1000).toFixed(0)} s; load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );

      server = await startServer(site);
      const pid = server.child.pid!;
      const base = server.base;
      cookie = await signIn(base);
      await settle(pid);
      const idle = await rssMb(pid);
      const first = await getJson<{ items: { _id: string }[]; total: number }>(base, '/api/blogs?page=1&limit=100');
      const changed = first.items[0]!._id;
      const post = first.items[3]!._id;
      const galleryTotal = (await getJson<{ total: number }>(base, '/api/gallery?page=1&limit=1')).total;
      const blogPages = Math.ceil(first.total / BLOG_PAGE_SIZE);
      const galleryPages = Math.ceil(galleryTotal / GALLERY_PAGE_SIZE);
      const saveFirst = () => save(base, cookie, changed);

      if (MEMORY_ONLY) {
        // The spec's unpaged list, as a browser asks for it, three times (built once, answered from its files).
        for (let i = 0; i < 3; i++) await get(base, '/api/blogs', { encoding: BROWSER });
        console.log(`RSS after the unpaged /api/blogs three times: ${(await rssMb(pid)).toFixed(0)} MB`);
      } else {
        // Public pages, cold after a save and warm; their route data where they are lean pages.
        const sitemap = (await get(base, '/sitemap.xml')).body.toString();
        const parts = [...sitemap.matchAll(/sitemap\.xml\?part=([\w]+)/g)].map((m) => `/sitemap.xml?part=${m[1]}`);
        const pagesToMeasure = [
          '/',
          '/blog',
          '/blog?page=2',
          `/blog?page=${Math.ceil(blogPages / 2)}`,
          `/blog?page=${blogPages}`,
          `/blog/${post}`,
          '/gallery',
          `/gallery?page=${galleryPages}`,
          '/rss.xml',
          '/sitemap.xml',
          ...parts,
        ];
        const rows: Row[] = [];
        for (const address of pagesToMeasure) {
          rows.push(await measure(base, address, [address], saveFirst));
          const data = `/__page-data?page=${encodeURIComponent(address)}&lang=en`;
          if ((await get(base, data)).status === 200)
            rows.push(await measure(base, `${address} route data`, [data], saveFirst));
        }
        console.log(`### Public pages (cold: the first request after a save)\n\n${table(rows)}\n`);

        const me = '/api/auth/me';
        const admin = [
          await measure(
            base,
            'admin blog list (me + a page of 24, staff view with translations)',
            [me, '/api/blogs?view=staff&with=translations&changeable=1&page=1&limit=24'],
            saveFirst,
            cookie,
          ),
          await measure(
            base,
            'admin dashboard (me, schools, newest 4 users, posts, pictures)',
            [
              me,
              '/api/brightSchoolDetails',
              '/api/users?page=1&limit=4',
              '/api/blogs?page=1&limit=4',
              '/api/gallery?page=1&limit=4',
            ],
            saveFirst,
            cookie,
          ),
          await measure(
            base,
            'admin gallery (me + a page of 24 with translations)',
            [me, '/api/gallery?with=translations&page=1&limit=24'],
            saveFirst,
            cookie,
          ),
        ];
        console.log(`### Admin views as the browser loads them\n\n${table(admin)}\n`);

        const api = [];
        for (const address of [
          '/api/blogs?page=1&limit=20',
          `/api/blogs?page=${Math.ceil(first.total / 100)}&limit=100`,
          '/api/blogs',
          '/api/blogs?lang=de',
          '/api/gallery?page=1&limit=20',
          '/api/gallery',
        ])
          api.push(await measure(base, address, [address], saveFirst));
        console.log(`### API lists\n\n${table(api)}\n`);

        // The pages measured above are compressed again at the strongest setting in the background: not during this.
        await settle(pid);
        console.log('### Throughput (20 connections, compression as browsers ask)\n');
        console.log(
          `| address | requests/s (median of ${THROUGHPUT_ROUNDS}) | range | p99 ms | server CPU ms/request | range | errors or non-2xx |\n| --- | --: | --: | --: | --: | --: | --: |`,
        );
        // Rounds taken in turn (/, /blog, a post, then again): a moment of the machine's other work falls on one
        // round of each, not on all of one address.
        const addresses = ['/', '/blog', `/blog/${post}`];
        const rounds = addresses.map(() => [] as Awaited<ReturnType<typeof throughput>>[]);
        for (let round = 0; round < THROUGHPUT_ROUNDS; round++)
          for (const [i, address] of addresses.entries())
            rounds[i]!.push(await throughput(base, pid, address, round === 0));
        for (const [i, address] of addresses.entries()) {
          const got = rounds[i]!;
          const rps = got.map((t) => t.rps);
          const cpu = got.map((t) => t.cpuPerRequest);
          const span = (v: number[], digits: number) =>
            `${Math.min(...v).toFixed(digits)}-${Math.max(...v).toFixed(digits)}`;
          console.log(
            `| ${address} | ${median(rps).toFixed(0)} | ${span(rps, 0)} | ${median(got.map((t) => t.p99))} | ${median(cpu).toFixed(2)} | ${span(cpu, 2)} | ${got.reduce((s, t) => s + t.bad, 0)} |`,
          );
        }
      }
      const allIds: string[] = [];
      for (let page = 1; allIds.length < CRAWL_POSTS; page++) {
        const got = await getJson<{ items: { _id: string }[] }>(base, `/api/blogs?page=${page}&limit=100`);
        allIds.push(...got.items.map((p) => p._id));
        if (got.items.length < 100) break;
      }
      let peak = idle;
      const sampler = setInterval(
        () =>
          void rssMb(pid).then(
            (mb) => (peak = Math.max(peak, mb)),
            () => undefined,
          ),
        250,
      );
      const crawlStart = Date.now();
      const failed = await crawl(base, allIds, blogPages, galleryPages);
      clearInterval(sampler);
      await sleep(2000);
      const after = await rssMb(pid);
      console.log(
        `\n### Memory\n\nRSS idle ${idle.toFixed(0)} MB; crawl of ${blogPages} blog pages, ${galleryPages} gallery pages and ` +
          `${Math.min(CRAWL_POSTS, allIds.length)} posts in ${((Date.now() - crawlStart) / 1000).toFixed(0)} s ` +
          `(${failed} failed): peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB\n`,
      );
      await stopServer(server);
      server = null;
      if (MEMORY_ONLY) continue;

      const once80 = await atOnce(site, ['/', '/blog', '/sitemap.xml', '/api/blogs?page=1&limit=20', '/api/blogs']);
      console.log(`### ${AT_ONCE} requests at once right after a save\n`);
      console.log(
        '| address | answered 200 | answers built | pages rendered | slowest ms |\n| --- | --: | --: | --: | --: |',
      );
      for (const r of once80)
        console.log(`| ${r.address} | ${r.answered}/${AT_ONCE} | ${r.builds} | ${r.renders} | ${ms(r.slowestMs)} |`);

      const b = await backup(site);
      console.log(
        `\n### Backup\n\n\`cli backup\`: ${b.seconds.toFixed(1)} s, peak RSS ${b.peakMb.toFixed(0)} MB, ${b.sizeMb.toFixed(0)} MB written\n`,
      );
    }
  } finally {
    if (server) await stopServer(server);
    await fs.rm(site.dataDir, { recursive: true, force: true });
    if (site.schema) await adminQuery(`drop schema ${site.schema} cascade`);
  }
}

console.log(
  `# bench:scale: sizes ${SIZES.join(', ')}, databases ${DBS.join(', ')}; ${os.cpus().length} cores, load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.versions.node}`,
);
await fs.access(path.join(ROOT, 'build/server/index.js')).catch(() => {
  throw new Error('the pages are not built: run "npm run build" first');
});
for (const db of DBS) await oneDatabase(db);
agent.destroy();
console.log(
  `\ndone; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
