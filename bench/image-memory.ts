// `npm run bench:images`: the server's memory while big pictures are uploaded at once (issues 9 and 35), one
// table row per format and number at once. Each format's pictures are as large a file as the format gives for a
// picture the server accepts (noise, which compresses badly: bodies of 5-20 MB, near the 20 MB limit), plus the
// small files of huge pixel counts that issue 35 found (7000x7000 described in a few KB):
//   jpeg         a photo-like 7000x7000 baseline JPEG (~17 MB), shrunk while decoded
//   progressive  the same as a progressive JPEG, which libjpeg must hold whole before it can shrink
//   png          2400x2400 RGB noise (~17 MB)
//   png-interlaced  the same, interlaced (held whole before its first row is known)
//   gif          3600x3600 noise in 256 colours (~17 MB)
//   webp         4000x4000 noise, lossy at quality 80 (~8 MB; libwebp cannot encode much more noise)
//   avif         3000x3000 noise (~12 MB; AVIF is held at 20 bytes a pixel: it accepts at most 10 megapixels)
//   heic         3000x3000 noise by heif-enc (libheif-examples; skipped where it is not installed)
//   avif-bomb, gif-bomb, png-bomb  7000x7000 of one colour in a few KB: refused from their header since issue 35
// BENCH_UPLOADS ("6,12") are sent together, BENCH_RUNS (3) times each, each run on a fresh server (started through
// tests/e2e/harness.ts on an empty site, with the production V8 flags and MALLOC_ARENA_MAX of server/node-flags.ts); BENCH_FORMATS=avif,png
// picks formats. The peak resident memory (VmHWM) and the resident memory five seconds after the last answer
// (VmRSS) are read from /proc. Prints each run, then a Markdown table of median and spread, and the machine's load.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../tests/e2e/harness.ts';
import { MAX_IMAGE_BYTES } from '../common/constants.ts';
import { nth } from '../tests/helpers/nth.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNTS = (process.env.BENCH_UPLOADS ?? '6,12').split(',').map(Number);
const MOST = Math.max(...COUNTS);
const ADMIN = { email: 'bench-images@example.org', password: `bench-${Math.random().toString(36).slice(2)}` };
/** The V8 flags the server runs with in production (server/node-flags.ts), given through NODE_OPTIONS. */
const NODE_FLAGS = SERVER_NODE_FLAGS.join(' ');

async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** One colour, `side` wide (and `height` high: an animation's frames stacked). */
const flat = (index: number, side: number, height = side, pageHeight?: number) =>
  sharp({
    create: {
      width: side,
      height,
      channels: 3,
      background: `#${(0x305070 + index * 0x030507).toString(16)}`,
      pageHeight,
    },
  });

/** Noise over grey, a little different per upload (another hash): the worst case for a file's size. */
const noise = (index: number, width: number, height = width) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + index * 5, sigma: 40 },
    },
  });

const each = (make: (index: number) => Promise<Buffer>) => Promise.all(Array.from({ length: MOST }, (_, i) => make(i)));

/**
 * Copies of one picture that differ in four bytes only (another hash, the same cost): an ISO-BMFF picture's (AVIF,
 * HEIC) ftyp minor version at 12, a GIF's first palette entries at 13.
 */
const variantsOf = (file: Buffer, at = 12) =>
  Array.from({ length: MOST }, (_, i) => {
    const copy = Buffer.from(file);
    copy.writeUInt32BE(i, at);
    return copy;
  });

async function heic(): Promise<Buffer[] | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-heic-'));
  try {
    await noise(0, 3000).png().toFile(path.join(dir, 'noise.png'));
    await promisify(execFile)('heif-enc', [
      '-q',
      '90',
      '-o',
      path.join(dir, 'noise.heic'),
      path.join(dir, 'noise.png'),
    ]);
    return variantsOf(await fs.readFile(path.join(dir, 'noise.heic')));
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const FORMATS: Record<string, { ext: string; make: () => Promise<Buffer[] | null> }> = {
  jpeg: { ext: 'jpg', make: () => each((i) => noise(i, 7000).jpeg({ quality: 70 }).toBuffer()) },
  progressive: {
    ext: 'jpg',
    make: () => each((i) => noise(i, 7000).jpeg({ quality: 70, progressive: true }).toBuffer()),
  },
  png: { ext: 'png', make: () => each((i) => noise(i, 2400).png({ compressionLevel: 1 }).toBuffer()) },
  'png-interlaced': {
    ext: 'png',
    make: () => each((i) => noise(i, 2400).png({ compressionLevel: 1, progressive: true }).toBuffer()),
  },
  gif: { ext: 'gif', make: async () => variantsOf(await noise(0, 3600).gif({ dither: 0, effort: 1 }).toBuffer(), 13) },
  webp: { ext: 'webp', make: () => each((i) => noise(i, 4000).webp({ quality: 80, effort: 0 }).toBuffer()) },
  avif: { ext: 'avif', make: async () => variantsOf(await noise(0, 3000).avif({ effort: 0, quality: 90 }).toBuffer()) },
  heic: { ext: 'heic', make: heic },
  'avif-bomb': {
    ext: 'avif',
    make: async () => variantsOf(await flat(0, 7000).avif({ effort: 0, quality: 30 }).toBuffer()),
  },
  'gif-bomb': {
    ext: 'gif',
    make: () =>
      each((i) =>
        flat(i, 7000, 7000 * 4, 7000)
          .gif()
          .toBuffer(),
      ),
  },
  'png-bomb': { ext: 'png', make: () => each((i) => flat(i, 7000).png({ progressive: true }).toBuffer()) },
};

async function oneRun(pictures: Buffer[], ext: string) {
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      content: 'empty',
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, NODE_FLAGS].filter(Boolean).join(' '),
        // BENCH_MALLOC=default: glibc's own number of arenas, to compare.
        ...(process.env.BENCH_MALLOC === 'default' ? {} : SERVER_ENV),
      },
    });
    const signIn = async (account: { email: string; password: string }) => {
      const res = await fetch(`${server!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
      return nth((res.headers.get('set-cookie') ?? '').split(';'), 0);
    };
    // One account holds at most half of the upload slots: the uploads come from several Admins, round robin.
    const cookies = [await signIn(ADMIN)];
    while (cookies.length * 3 < pictures.length) {
      const account = { email: `bench-${cookies.length}@example.org`, password: ADMIN.password };
      const form = new FormData();
      for (const [name, value] of Object.entries({
        ...account,
        name: `Bench ${cookies.length}`,
        phone: '+255 700 000 000',
        role: 'Admin',
      }))
        form.set(name, value);
      const made = await fetch(`${server.url}/api/users`, {
        method: 'POST',
        headers: { cookie: cookies[0]! },
        body: form,
      });
      if (made.status !== 201) throw new Error(`making an account failed: ${made.status} ${await made.text()}`);
      cookies.push(await signIn(account));
    }
    const before = await memoryMb(server.pid);
    const started = performance.now();
    const statuses = await Promise.all(
      pictures.map(async (image, i) => {
        const body = new FormData();
        body.append('title', `Big picture ${i}`);
        body.append('image', new Blob([new Uint8Array(image)]), `big-${i}.${ext}`);
        // A server that refuses before reading the body (503: every upload slot taken) may close the connection
        // while the picture is still being sent: counted as 0.
        try {
          const cookie = cookies[i % cookies.length]!;
          const res = await fetch(`${server!.url}/api/gallery`, { method: 'POST', headers: { cookie }, body });
          await res.arrayBuffer();
          return res.status;
        } catch {
          return 0;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = (await memoryMb(server.pid)).peak;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const after = (await memoryMb(server.pid)).rss;
    return { before: before.rss, peak, after, seconds, statuses };
  } finally {
    await server?.stop();
  }
}

const median = (values: number[]) =>
  nth(
    [...values].sort((a, b) => a - b),
    Math.floor(values.length / 2),
  );
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const mb = (value: number) => `${Math.round(value)} MB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const chosen = (process.env.BENCH_FORMATS ?? Object.keys(FORMATS).join(',')).split(',');
console.log(`${COUNTS.join(' and ')} uploads at once, ${RUNS} runs each; ${os.availableParallelism()} cores`);
const rows: string[] = [];
for (const name of chosen) {
  const format = FORMATS[name];
  if (!format) throw new Error(`unknown format ${name}: one of ${Object.keys(FORMATS).join(', ')}`);
  const pictures = await format.make();
  if (!pictures) {
    console.log(`${name}: skipped (heif-enc is not installed)`);
    continue;
  }
  const size = nth(pictures, 0).length;
  // Over the upload limit, the pictures would be refused with 413 before any conversion: nothing measured.
  if (size > MAX_IMAGE_BYTES) throw new Error(`the ${name} picture is over the upload limit (${size} bytes)`);
  const { width, height } = await sharp(nth(pictures, 0), { limitInputPixels: false }).metadata();
  for (const count of COUNTS) {
    console.log(`${name} x ${count}: ${width}x${height}, ${(size / 1024).toFixed(1)} KB each; load average ${load()}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await oneRun(pictures.slice(0, count), format.ext);
      runs.push(run);
      console.log(
        `  run ${i + 1}: before ${mb(run.before)}, peak ${mb(run.peak)}, 5 s after ${mb(run.after)}, ` +
          `${run.seconds.toFixed(1)} s, answers ${run.statuses.join(' ')}`,
      );
    }
    const peaks = runs.map((r) => r.peak);
    const afters = runs.map((r) => r.after);
    const answers = Object.entries(
      runs.flatMap((r) => r.statuses).reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}),
    )
      .map(([status, n]) => `${(n / runs.length).toFixed(n % runs.length ? 1 : 0)} x ${status}`)
      .join(', ');
    rows.push(
      `| ${name} | ${width}x${height}, ${(size / 1024 / 1024).toFixed(1)} MB | ${count} | ${mb(median(peaks))} | ` +
        `${mb(spread(peaks))} | ${mb(median(afters))} | ${answers} |`,
    );
  }
}
console.log(`\n${RUNS} runs each, load average after: ${load()}\n`);
console.log('| format | file | at once | peak RSS (median) | spread | RSS 5 s after | answers (a run) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
