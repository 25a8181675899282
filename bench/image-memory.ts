// `npm run bench:images`: the server's memory while six 7000x7000 pictures are uploaded at once (issue 9);
// BENCH_UPLOADS=12 sends twice as many as the server reads at once (the rest must answer 503).
// Starts `server/main.ts` on an empty site (through tests/e2e/harness.ts) for each run, signs in, sends the six
// uploads to POST /api/gallery together, and reads the process's peak resident memory (VmHWM) and its
// resident memory five seconds after the last answer (VmRSS) from /proc. Prints each run, then the median
// and spread. Run it before and after a change to compare; the machine's load is printed beside the figures.
import fs from 'node:fs/promises';
import os from 'node:os';
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

/** A 7000x7000 JPEG photo-like enough (noise over a gradient) that decoding costs what a camera's does. */
async function picture(index: number): Promise<Blob> {
  const noise = await sharp({
    create: {
      width: SIDE,
      height: SIDE,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + index * 5, sigma: 40 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  // At quality 80 the pictures came out at 22 MB: refused with 413 before any conversion, so nothing was measured.
  if (noise.length > MAX_IMAGE_BYTES)
    throw new Error(`the test picture is over the upload limit (${noise.length} bytes)`);
  return new Blob([new Uint8Array(noise)], { type: 'image/jpeg' });
}

async function oneRun(pictures: Blob[]) {
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
        body.append('image', image, `big-${i}.jpg`);
        const res = await fetch(`${server!.url}/api/gallery`, { method: 'POST', headers: { cookie }, body });
        await res.arrayBuffer();
        return res.status;
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

const pictures = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => picture(i)));
console.log(
  `${UPLOADS} concurrent uploads of ${SIDE}x${SIDE} JPEG (${mb(nth(pictures, 0).size / 1048576)} each), ${RUNS} runs; ` +
    `${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const run = await oneRun(pictures);
  runs.push(run);
  console.log(
    `run ${i + 1}: before ${mb(run.before)}, peak ${mb(run.peak)}, 5 s after ${mb(run.after)}, ` +
      `${run.seconds.toFixed(1)} s, answers ${run.statuses.join(' ')}`,
  );
  // 201 converted, 503 refused by the full queue (by design); anything else means the figures measure no conversion.
  if (run.statuses.some((status) => status !== 201 && status !== 503)) console.log('  (this run converted nothing)');
}
for (const [name, values] of [
  ['peak RSS', runs.map((r) => r.peak)],
  ['RSS 5 s after', runs.map((r) => r.after)],
] as const) {
  console.log(`${name}: median ${mb(median(values))}, spread ${mb(spread(values))}`);
}
