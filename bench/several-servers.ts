// `npm run bench:servers`: serving a picture from each of two servers that share one PostgreSQL database and
// nothing else (docs/decisions/024). Starts `server/main.ts` twice on loopback over a fresh schema of the
// PostgreSQL test database (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), each with a
// data folder of its own, and a third on SQLite for comparison; uploads the same photos through the first (and
// through the SQLite one), then times GET /uploads/<the 800 px variant> one request at a time:
// - the other server, first request: the file comes from the database (chunks) into its cache, then is sent;
// - the other server, cached: sent from its folder after asking the database whether the file is still stored;
// - the uploading server (cached since the upload);
// - SQLite, one server: sent from its folder.
// The same for three 5 MB documents (ten chunks each in the database). Prints median, 10th-90th percentile and
// range of each, in ms. Run it several times (BENCH_RUNS, default 3).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, newSchema } from '../tests/helpers/pg-admin.ts';
import sharp from 'sharp';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { pdfFile } from '../tests/helpers/images.ts';
import { REPO, freePort, operatorEnv, startProcess, waitFor, type Process } from '../tests/deploy/helpers.ts';

const PHOTOS = 20;
const DOCUMENTS = 3;
const DOCUMENT_MB = 5;
const CACHED_REPEATS = 10;
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const ADMIN = { email: 'bench-admin@example.org', password: `Q${randomBytes(12).toString('base64url')}z` };

interface Server {
  url: string;
  proc: Process;
}

async function startServer(dataDir: string, databaseUrl: string | null): Promise<Server> {
  const port = await freePort();
  const proc = startProcess(path.join(REPO, 'node_modules/.bin/node'), [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    cwd: REPO,
    env: operatorEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('server', proc, async () => (await fetch(`${url}/api/health`)).ok, 120_000);
  return { url, proc };
}

/** A camera-like picture (gradient and noise), different for each index. */
async function photo(index: number): Promise<Blob> {
  const [w, h] = [1600, 1200];
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + index * 104729) % 251;
  const jpeg = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .blur(1.5)
    .modulate({ hue: (index * 37) % 360 })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

/** Uploads the photos as gallery pictures and the documents; answers the address of each one's 800 px variant. */
async function upload(server: Server): Promise<{ photos: string[]; documents: string[] }> {
  const origin = server.url;
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const addresses: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.set('title', `Photo ${i}`);
    form.set('image', await photo(i), `photo-${i}.jpg`);
    const res = await fetch(`${server.url}/api/gallery`, { method: 'POST', headers: { origin, cookie }, body: form });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    const item = (await res.json()) as { imageVariants: { sources: { width: number; url: string }[] } };
    addresses.push(item.imageVariants.sources.find((s) => s.width === 800)!.url);
  }
  const documents: string[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const form = new FormData();
    form.set('category', 'Curriculum');
    form.set('description', `Document ${i}`);
    form.set('file', pdfFile(`doc-${i}.pdf`, `${i} ${'x'.repeat(DOCUMENT_MB * 1024 * 1024)}`));
    const res = await fetch(`${server.url}/api/documents`, { method: 'POST', headers: { origin, cookie }, body: form });
    if (res.status !== 201) throw new Error(`document upload failed: ${res.status} ${await res.text()}`);
    documents.push(((await res.json()) as { fileUrl: string }).fileUrl);
  }
  return { photos: addresses, documents };
}

/** Milliseconds for one GET to its last byte (checked to be 200 and the expected size). */
async function timeGet(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms, bytes: body.byteLength };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function summary(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  return `median ${f(quantile(s, 0.5))}  p10-p90 ${f(quantile(s, 0.1))}-${f(quantile(s, 0.9))}  range ${f(s[0]!)}-${f(s.at(-1)!)}  (${s.length} requests)`;
}

async function run(round: number) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-bench-servers-'));
  const { schema, url } = await newSchema('bench');
  const servers: Server[] = [];
  try {
    const first = await startServer(path.join(root, 'first'), url);
    servers.push(first);
    const second = await startServer(path.join(root, 'second'), url);
    servers.push(second);
    const sqlite = await startServer(path.join(root, 'sqlite'), null);
    servers.push(sqlite);
    const { photos: shared, documents: sharedDocs } = await upload(first);
    const { photos: local } = await upload(sqlite);

    const secondFirst: number[] = [];
    const secondCached: number[] = [];
    const firstCached: number[] = [];
    const sqliteCached: number[] = [];
    let bytes = 0;
    for (const address of shared) {
      const got = await timeGet(`${second.url}${address}`);
      secondFirst.push(got.ms);
      bytes = got.bytes;
    }
    for (let r = 0; r < CACHED_REPEATS; r++) {
      for (const address of shared) {
        secondCached.push((await timeGet(`${second.url}${address}`)).ms);
        firstCached.push((await timeGet(`${first.url}${address}`)).ms);
      }
      for (const address of local) sqliteCached.push((await timeGet(`${sqlite.url}${address}`)).ms);
    }
    const docFirst: number[] = [];
    const docCached: number[] = [];
    for (const address of sharedDocs) docFirst.push((await timeGet(`${second.url}${address}`)).ms);
    for (let r = 0; r < 3; r++)
      for (const address of sharedDocs) docCached.push((await timeGet(`${second.url}${address}`)).ms);
    console.log(`run ${round}: ${PHOTOS} photos, the 800 px WebP variant of the last ${(bytes / 1024).toFixed(0)} KB`);
    console.log(`  other server, first request (from PostgreSQL) ${summary(secondFirst)}`);
    console.log(`  other server, cached                          ${summary(secondCached)}`);
    console.log(`  uploading server, cached                      ${summary(firstCached)}`);
    console.log(`  SQLite, one server (its folder)               ${summary(sqliteCached)}`);
    console.log(`  ${DOCUMENT_MB} MB document, other server, first request  ${summary(docFirst)}`);
    console.log(`  ${DOCUMENT_MB} MB document, other server, cached         ${summary(docCached)}`);
    return { secondFirst, secondCached, firstCached, sqliteCached, docFirst, docCached };
  } finally {
    for (const server of servers) await server.proc.stop();
    await adminQuery(`drop schema ${schema} cascade`);
    await fs.rm(root, { recursive: true, force: true });
  }
}

const medians: Record<string, number[]> = {};
for (let round = 1; round <= RUNS; round++) {
  const result = await run(round);
  for (const [name, values] of Object.entries(result)) {
    const s = [...values].sort((a, b) => a - b);
    (medians[name] ??= []).push(quantile(s, 0.5));
  }
}
console.log(
  `\nmedians over ${RUNS} runs (ms), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}:`,
);
for (const [name, values] of Object.entries(medians)) {
  const s = [...values].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(13)} median ${quantile(s, 0.5).toFixed(2)}  spread ${s[0]!.toFixed(2)}-${s.at(-1)!.toFixed(2)}`,
  );
}
