// `npm run bench:images`: the server's memory while big pictures are uploaded at once (issues 9 and 35), one
// table row per format. Each format's pictures are 7000x7000 pixels:
//   jpeg         a photo-like baseline JPEG (noise over grey, ~10 MB), shrunk while decoded
//   progressive  the same as a progressive JPEG, which libjpeg must hold whole before it can shrink
//   avif         one flat colour: 1.5 KB that decode to 49 megapixels
//   gif          an animated GIF of 4 flat frames (tens of KB)
//   png          an interlaced PNG of one flat colour (~160 KB), which cannot be read strip by strip
//   heic         one flat colour encoded by heif-enc (libheif-examples; skipped where it is not installed)
// BENCH_UPLOADS (6) are sent together, BENCH_RUNS (3) times per format, each run on a fresh server (started through
// tests/e2e/harness.ts on an empty site); BENCH_FORMATS=avif,png picks formats. The peak resident memory (VmHWM)
// and the resident memory five seconds after the last answer (VmRSS) are read from /proc. Prints each run, then a
// Markdown table of median and spread per format, and the machine's load.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../tests/e2e/harness.ts';
import { MAX_IMAGE_BYTES } from '../common/constants.ts';
import { nth } from '../tests/helpers/nth.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 6);
const SIDE = 7000;
const ADMIN = { email: 'bench-images@example.org', password: `bench-${Math.random().toString(36).slice(2)}` };

async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const flat = (index: number, height = SIDE, pageHeight?: number) =>
  sharp({
    create: {
      width: SIDE,
      height,
      channels: 3,
      background: `#${(0x305070 + index * 0x030507).toString(16)}`,
      pageHeight,
    },
  });

/** A photo-like 7000x7000 JPEG (noise over grey) whose decoding costs what a camera's does. */
const noisyJpeg = (index: number, progressive: boolean) =>
  sharp({
    create: {
      width: SIDE,
      height: SIDE,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + index * 5, sigma: 40 },
    },
  })
    .jpeg({ quality: 70, progressive })
    .toBuffer();

/** Copies of one ISO-BMFF picture (AVIF, HEIC) that differ in the ftyp box's minor version only (another hash). */
const variantsOf = (file: Buffer) =>
  Array.from({ length: UPLOADS }, (_, i) => {
    const copy = Buffer.from(file);
    copy.writeUInt32BE(i, 12);
    return copy;
  });

async function heic(): Promise<Buffer[] | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-heic-'));
  try {
    await flat(0).png().toFile(path.join(dir, 'flat.png'));
    await promisify(execFile)('heif-enc', ['-q', '30', '-o', path.join(dir, 'flat.heic'), path.join(dir, 'flat.png')]);
    return variantsOf(await fs.readFile(path.join(dir, 'flat.heic')));
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const FORMATS: Record<string, { ext: string; make: () => Promise<Buffer[] | null> }> = {
  jpeg: { ext: 'jpg', make: () => Promise.all(Array.from({ length: UPLOADS }, (_, i) => noisyJpeg(i, false))) },
  progressive: { ext: 'jpg', make: () => Promise.all(Array.from({ length: UPLOADS }, (_, i) => noisyJpeg(i, true))) },
  avif: { ext: 'avif', make: async () => variantsOf(await flat(0).avif({ effort: 0, quality: 30 }).toBuffer()) },
  gif: {
    ext: 'gif',
    make: () =>
      Promise.all(
        Array.from({ length: UPLOADS }, (_, i) =>
          flat(i, SIDE * 4, SIDE)
            .gif()
            .toBuffer(),
        ),
      ),
  },
  png: {
    ext: 'png',
    make: () => Promise.all(Array.from({ length: UPLOADS }, (_, i) => flat(i).png({ progressive: true }).toBuffer())),
  },
  heic: { ext: 'heic', make: heic },
};

async function oneRun(pictures: Buffer[], ext: string) {
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      content: 'empty',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = nth((signIn.headers.get('set-cookie') ?? '').split(';'), 0);
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
console.log(`${UPLOADS} concurrent uploads per run, ${RUNS} runs per format; ${os.availableParallelism()} cores`);
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
  console.log(`${name}: ${SIDE}x${SIDE}, ${(size / 1024).toFixed(1)} KB each; load average ${load()}`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(pictures, format.ext);
    runs.push(run);
    console.log(
      `  run ${i + 1}: before ${mb(run.before)}, peak ${mb(run.peak)}, 5 s after ${mb(run.after)}, ` +
        `${run.seconds.toFixed(1)} s, answers ${run.statuses.join(' ')}`,
    );
  }
  const peaks = runs.map((r) => r.peak);
  const afters = runs.map((r) => r.after);
  const answers = [...new Set(runs.flatMap((r) => r.statuses))].sort().join(' ');
  rows.push(
    `| ${name} | ${(size / 1024).toFixed(1)} KB | ${mb(median(peaks))} | ${mb(spread(peaks))} | ` +
      `${mb(median(afters))} | ${answers} |`,
  );
}
console.log(`\n${UPLOADS} at once, ${RUNS} runs, load average after: ${load()}\n`);
console.log('| format | file | peak RSS (median) | spread | RSS 5 s after | answers |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
