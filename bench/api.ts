// `npm run bench:api`: GET /api/blogs with 200 posts against the real server, on loopback.
// Budget (DESIGN.md section 7): p99 <= 10 ms at 1,000 requests/s on 2 cores.
//
// Starts `node server/main.ts` on a fresh DATA_DIR (SQLite, no demo content, a temporary Admin), writes
// 200 posts through the API as staff would, then measures with autocannon (a maximum-throughput run and a
// fixed-rate run at 1,000 requests/s) and with its own open-loop client at an even 1,000 requests/s (plain
// and compressed). Prints the figures and stops the server, also when something fails. See bench/README.md.
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import sharp from 'sharp';
import { nth } from '../tests/helpers/nth.ts';
import { random } from './random.ts';
import { ROOT, startServer, type BenchServer } from './server.ts';

const POSTS = 200;
/** Every fourth post has a photo, so the list carries image variants and placeholders as in real use. */
const IMAGE_EVERY = 4;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;
/** The even-pace client opens connections as requests overlap, up to this many. */
const MAX_CONNECTIONS = 64;
const RATE = 1000;
const BUDGET_P99_MS = 10;
/** What phone browsers send; the even-pace run is repeated with it when the server compresses. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
/** The whole run is cut off after this long, whatever happens. */
const HARD_LIMIT_MS = 240_000;

const ADMIN = { email: 'bench-admin@example.org', password: `bench-${Math.random().toString(36).slice(2)}` };

// ---- realistic content -----------------------------------------------------------------------------

const WORDS = (
  'the pupils of class three visited the library this week and read stories about animals of the savannah ' +
  'our teachers prepared a science fair where children showed experiments with water plants and light ' +
  'parents are invited to the graduation ceremony on friday morning at the main hall of the school ' +
  'the football team won the district match after a hard game in the rain karibu sana wazazi wote ' +
  'we thank our partners in germany for the new computers in the lab and the books for the nursery ' +
  'school fees for the next term can be paid at the office or by mobile money before the first day ' +
  'children learned songs in english kiswahili and german and performed them for the visitors'
).split(' ');

function postContent(next: () => number): string {
  const target = 1024 + Math.floor(next() * 2048);
  const paragraphs: string[] = [];
  let length = 0;
  while (length < target) {
    const count = 30 + Math.floor(next() * 50);
    const words = Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]);
    const text = `${words.join(' ')}.`;
    paragraphs.push(nth(text, 0).toUpperCase() + text.slice(1));
    length += text.length + 2;
  }
  return paragraphs.join('\n\n').slice(0, target);
}

/** A camera-like picture (gradient and shapes, so the placeholder is as long as a real photo's). */
async function photo(index: number): Promise<Blob> {
  const [w, h] = [800, 600];
  const hue = (index * 37) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},60%,35%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${(index * 53) % w}" cy="${h / 2}" r="${h / 4}" fill="#fff8e7"/>` +
    `<rect x="${w / 2}" y="${(index * 29) % h}" width="${w / 4}" height="${h / 5}" fill="hsl(${(hue + 200) % 360},50%,45%)"/></svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

// ---- filling the site ------------------------------------------------------------------------------

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return nth((res.headers.get('set-cookie') ?? '').split(';'), 0);
}

async function writePosts(base: string, cookie: string): Promise<void> {
  const next = random(2026);
  for (let i = 0; i < POSTS; i++) {
    const body = new FormData();
    body.append('title', `Week ${i + 1}: news from the Bright schools`);
    body.append('content', postContent(next));
    if (i % IMAGE_EVERY === 0) body.append('image', await photo(i), `photo-${i}.jpg`);
    const res = await fetch(`${base}/api/blogs`, { method: 'POST', headers: { cookie }, body });
    if (res.status !== 201) throw new Error(`creating post ${i + 1} failed: ${res.status} ${await res.text()}`);
  }
}

/** Checks the answer the benchmark will hammer, and answers its size in bytes. */
async function checkList(url: string): Promise<{ bytes: number; withImages: number }> {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET /api/blogs answered ${res.status}: ${text.slice(0, 200)}`);
  const list = JSON.parse(text) as { content: string; imageVariants: unknown }[];
  if (!Array.isArray(list) || list.length !== POSTS)
    throw new Error(`GET /api/blogs answered ${Array.isArray(list) ? list.length : 'no list of'} posts, not ${POSTS}`);
  const etag = res.headers.get('etag');
  if (etag) {
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    if (again.status !== 304) throw new Error(`a repeated request with its ETag answered ${again.status}, not 304`);
  }
  return { bytes: Buffer.byteLength(text), withImages: list.filter((p) => p.imageVariants).length };
}

/** The bytes on the wire when a browser asks (compressed if the server compresses), and the encoding. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, encoding: (res.headers['content-encoding'] as string | undefined) ?? null }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

// ---- measuring -------------------------------------------------------------------------------------

/** CPU time the server process has used so far, in ms (Linux /proc; null elsewhere). Clock ticks are 10 ms. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Waits until the server is idle (under 5% of a core for a second, at most 60 s): after start it compresses
 * its built files in the background, which would otherwise run during the measurement.
 */
async function settle(pid: number | undefined): Promise<number> {
  const started = Date.now();
  let last = await cpuMs(pid);
  if (last === null) return 0;
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await cpuMs(pid);
    if (now === null || now - last <= 50) break;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bytesPerSecond: number;
  /** Server CPU time per answer (ms), which a busy machine disturbs less than latency. */
  cpuPerRequest: number | null;
  errors: number;
  non2xx: number;
  /** Even-pace runs: how late the client itself sent requests (ms, 99th percentile); latencies include it. */
  sendLag?: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return nth(sorted, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1));
}

function figures(
  name: string,
  latencies: ArrayLike<number>,
  run: {
    seconds: number;
    bytes: number;
    errors: number;
    non2xx: number;
    cpuBefore: number | null;
    cpuAfter: number | null;
  },
): Figures {
  const sorted = Float64Array.from(latencies)
    .filter((v) => !Number.isNaN(v))
    .sort();
  return {
    name,
    requestsPerSecond: sorted.length / run.seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    bytesPerSecond: run.bytes / run.seconds,
    cpuPerRequest:
      run.cpuBefore === null || run.cpuAfter === null
        ? null
        : (run.cpuAfter - run.cpuBefore) / Math.max(1, sorted.length),
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

/**
 * One autocannon run. Latencies are taken from every response (autocannon's own histogram keeps whole
 * milliseconds, too coarse for a 10 ms budget). Its "coordinated omission" correction is switched off: with a
 * rate it fills in samples at a 1 ms interval below each real one, which would flatter the percentiles.
 * Note that autocannon keeps a rate by letting each connection send its share of the second back to back
 * and then wait for the next second: 1,000 requests/s arrive as bursts of 10 concurrent requests.
 */
async function measure(
  name: string,
  url: string,
  pid: number | undefined,
  options: { seconds: number; overallRate?: number; headers?: Record<string, string> },
): Promise<Figures> {
  const samples: number[] = [];
  const cpuBefore = await cpuMs(pid);
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate, ignoreCoordinatedOmission: true } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    samples.push(ms);
  });
  const result: Result = await instance;
  const cpuAfter = await cpuMs(pid);
  return figures(name, samples, {
    seconds: result.duration,
    bytes: result.throughput.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuBefore,
    cpuAfter,
  });
}

/** A keep-alive connection that carries one request at a time and counts the answer's bytes without decoding them. */
class RawConnection {
  readonly socket: net.Socket;
  private head: Buffer | null = null;
  private remaining = 0;
  private done: ((status: number, bytes: number) => void) | null = null;
  private status = 0;
  private bytes = 0;

  constructor(port: number, onFailure: (connection: RawConnection) => void) {
    this.socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    this.socket.setTimeout(10_000, () => this.socket.destroy(new Error('timeout')));
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => onFailure(this));
  }

  get busy(): boolean {
    return this.done !== null;
  }

  /**
   * Drops the request in progress (the connection closed under it). Answers 'none' when there was none,
   * 'unanswered' when not a byte of its answer had come (safe to send again), else 'failed'.
   */
  abandon(): 'none' | 'unanswered' | 'failed' {
    if (this.done === null) return 'none';
    this.done = null;
    return this.bytes === 0 ? 'unanswered' : 'failed';
  }

  send(request: Buffer, done: (status: number, bytes: number) => void): void {
    this.done = done;
    this.head = Buffer.alloc(0);
    this.bytes = 0;
    this.socket.write(request);
  }

  private read(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk]);
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const text = this.head.toString('latin1', 0, end);
      this.status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      if (!length) return void this.socket.destroy(new Error('no Content-Length'));
      this.remaining = Number(length[1]) - (this.head.length - end - 4);
      this.head = null;
    } else {
      this.remaining -= chunk.length;
    }
    if (this.remaining <= 0 && this.done) {
      const done = this.done;
      this.done = null;
      done(this.status, this.bytes);
    }
  }
}

/**
 * An open-loop run: requests leave at an even pace whatever the answers do (as independent visitors send
 * them), each on an idle keep-alive connection or a new one, and each latency counts from the moment its
 * request was due, so a slow answer is not hidden by the requests queued behind it (coordinated omission).
 * The client reads only headers and counts body bytes, so it stays cheap next to the server.
 */
async function paced(
  name: string,
  url: string,
  pid: number | undefined,
  rate: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const { port, pathname } = new URL(url);
  const request = Buffer.from(
    `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const total = rate * seconds;
  const latencies = new Float64Array(total).fill(NaN);
  const lags = new Float64Array(total);
  const idle: RawConnection[] = [];
  const all = new Set<RawConnection>();
  let [sent, finished, bytes, errors, non2xx] = [0, 0, 0, 0, 0];
  const cpuBefore = await cpuMs(pid);
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (++finished === total) resolve();
    };
    const lost = (connection: RawConnection) => {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      const index = current.get(connection);
      current.delete(connection);
      const outcome = connection.abandon();
      // A keep-alive connection the server closed as the request left: sent again once, as browsers do.
      if (outcome === 'unanswered' && index !== undefined && !retried.has(index)) {
        retried.add(index);
        waiting.unshift(index);
      } else if (outcome !== 'none') {
        errors++;
        finish();
      }
      // Requests waiting for a connection get a new one in its place.
      const next = waiting.shift();
      if (next !== undefined) {
        const replacement = new RawConnection(Number(port), lost);
        all.add(replacement);
        dispatch(next, replacement);
      }
    };
    const current = new Map<RawConnection, number>();
    const retried = new Set<number>();
    // Requests wait here when every allowed connection is busy; their latency still counts from when they were due.
    const waiting: number[] = [];
    const dispatch = (index: number, connection: RawConnection) => {
      const due = start + (index * 1000) / rate;
      current.set(connection, index);
      connection.send(request, (status, received) => {
        current.delete(connection);
        latencies[index] = performance.now() - due;
        bytes += received;
        if (status !== 200) non2xx++;
        const next = waiting.shift();
        if (next === undefined) idle.push(connection);
        else dispatch(next, connection);
        finish();
      });
    };
    const send = (index: number) => {
      lags[index] = performance.now() - (start + (index * 1000) / rate);
      let connection = idle.pop();
      if (!connection && all.size < MAX_CONNECTIONS) {
        connection = new RawConnection(Number(port), lost);
        all.add(connection);
      }
      if (connection) dispatch(index, connection);
      else waiting.push(index);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  const cpuAfter = await cpuMs(pid);
  for (const connection of all) connection.socket.destroy();
  const result = figures(name, latencies, { seconds: elapsed, bytes, errors, non2xx, cpuBefore, cpuAfter });
  return { ...result, sendLag: percentile(lags.sort(), 99) };
}

function report(rows: Figures[]): string {
  const header = [
    'run',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'MB/s',
    'server CPU ms/req',
    'client late p99 ms',
    'errors',
    'non-2xx',
  ];
  const lines = rows.map((f) => [
    f.name,
    f.requestsPerSecond.toFixed(0),
    f.p50.toFixed(2),
    f.p90.toFixed(2),
    f.p99.toFixed(2),
    f.max.toFixed(1),
    (f.bytesPerSecond / 1e6).toFixed(1),
    f.cpuPerRequest === null ? '-' : f.cpuPerRequest.toFixed(3),
    f.sendLag === undefined ? '-' : f.sendLag.toFixed(1),
    String(f.errors),
    String(f.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => nth(l, i).length)));
  return [header, ...lines]
    .map((cells) => cells.map((c, i) => (i === 0 ? c.padEnd(nth(widths, i)) : c.padStart(nth(widths, i)))).join('  '))
    .join('\n');
}

// ---- main ----------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-bench-'));
  let server: BenchServer | null = null;
  const stop = async (signal: string) => {
    process.stderr.write(`\n${signal}: stopping the server\n`);
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  const limit = setTimeout(() => void stop(`no result after ${HARD_LIMIT_MS / 1000} s`), HARD_LIMIT_MS);

  try {
    const started = Date.now();
    // The server renders pages from the production build and refuses to start without it.
    await fs.access(path.join(ROOT, 'build/server/index.js')).catch(() => {
      throw new Error('the pages are not built: run "npm run build" first');
    });
    server = await startServer(
      { DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      60_000,
    );
    const cookie = await signIn(server.base);
    await writePosts(server.base, cookie);
    const url = `${server.base}/api/blogs`;
    const list = await checkList(url);
    const load = nth(os.loadavg(), 0);
    if (load > os.cpus().length / 2) {
      process.stdout.write(
        `note: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs before the run: other work will disturb the latency figures (server CPU ms/req much less)\n`,
      );
    }
    const wire = await wireSize(url);
    process.stdout.write(
      `GET /api/blogs: ${POSTS} posts (${list.withImages} with photos), ${(list.bytes / 1024).toFixed(1)} KB per answer` +
        (wire.encoding
          ? ` (${(wire.bytes / 1024).toFixed(1)} KB with ${wire.encoding} for browsers)`
          : ' (not compressed for browsers)') +
        `; set up in ${((Date.now() - started) / 1000).toFixed(1)} s on ${os.cpus().length} CPUs, Node ${process.versions.node}\n`,
    );

    const pid = server.child.pid;
    const waited = await settle(pid);
    if (waited > 1.5)
      process.stdout.write(`waited ${waited.toFixed(0)} s for the server to finish its start-up work\n`);
    await measure('warm-up', url, pid, { seconds: WARM_UP_SECONDS });
    const max = await measure(`max throughput, ${CONNECTIONS} connections`, url, pid, { seconds: SECONDS });
    const fixed = await measure(`fixed ${RATE} req/s, ${CONNECTIONS} connections`, url, pid, {
      seconds: SECONDS,
      overallRate: RATE,
    });
    const runs = [max, fixed];
    // Requests at an even pace, as from many independent phones, asking for compression as browsers do, with
    // our own light client: autocannon turns every body into a string, which for compressed bytes costs it
    // more than the server spends on the request.
    const even = wire.encoding
      ? await paced(`even ${RATE} req/s, ${wire.encoding} as browsers ask`, url, pid, RATE, SECONDS, {
          'accept-encoding': BROWSER_ENCODINGS,
        })
      : await paced(`even ${RATE} req/s`, url, pid, RATE, SECONDS);
    runs.push(even);
    process.stdout.write(`${report(runs)}\n`);
    for (const run of runs) {
      if (run.sendLag !== undefined && run.sendLag > 2) {
        process.stdout.write(
          `note: in "${run.name}" the client itself sent 1% of the requests ${run.sendLag.toFixed(1)} ms or more late ` +
            '(its event loop was busy or it did not get a core); its latencies count from when a request was due, so they include that\n',
        );
      }
    }

    const failures = runs.filter((f) => f.errors + f.non2xx > 0);
    if (failures.length) throw new Error(`errors or non-2xx answers during: ${failures.map((f) => f.name).join(', ')}`);
    await checkList(url);

    const verdict = (f: Figures) =>
      `${f.p99 <= BUDGET_P99_MS && f.requestsPerSecond >= RATE * 0.98 ? 'met' : 'MISSED'} (p99 ${f.p99.toFixed(2)} ms at ${f.requestsPerSecond.toFixed(0)} req/s)`;
    process.stdout.write(
      `budget p99 <= ${BUDGET_P99_MS} ms at ${RATE} req/s: autocannon fixed rate (bursts of ${CONNECTIONS}) ${verdict(fixed)}; ` +
        `even pace ${verdict(even)}\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`bench:api failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (server) process.stderr.write(`last server output:\n${server.output()}\n`);
    return 1;
  } finally {
    clearTimeout(limit);
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
