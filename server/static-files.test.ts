// Built files are compressed once, at build time, and served in those forms; a build without them still
// gets them, made in the background at start.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStaticFiles, precompressMissing, writeCompressedForms } from './static-files.ts';

let dir: string;
const script = 'export const greeting = "Karibu";\n'.repeat(200);
const icon = Buffer.alloc(4096, 7);

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-static-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets/app-1234.js'), script);
  await fs.writeFile(path.join(dir, 'assets/tiny.css'), 'a{color:red}');
  await fs.writeFile(path.join(dir, 'favicon.png'), icon);
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('compressed forms of the built files', () => {
  it('are written beside text files from 1 KB only', async () => {
    expect(await writeCompressedForms(dir)).toBe(2);
    const names = (await fs.readdir(dir, { recursive: true })).sort();
    expect(names).toEqual([
      'assets',
      'assets/app-1234.js',
      'assets/app-1234.js.br',
      'assets/app-1234.js.gz',
      'assets/tiny.css',
      'favicon.png',
    ]);
    const br = await fs.readFile(path.join(dir, 'assets/app-1234.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.byteLength).toBeLessThan(script.length / 10);
    expect(gunzipSync(await fs.readFile(path.join(dir, 'assets/app-1234.js.gz'))).toString()).toBe(script);
  });

  it('are loaded with their file, and are not files of their own', async () => {
    await writeCompressedForms(dir);
    const files = loadStaticFiles(dir);
    expect([...files.keys()].sort()).toEqual(['/assets/app-1234.js', '/assets/tiny.css', '/favicon.png']);
    const js = files.get('/assets/app-1234.js')!;
    expect(js.type).toBe('text/javascript; charset=utf-8');
    expect(Buffer.from(js.body).toString()).toBe(script);
    expect(brotliDecompressSync(js.encoded.br!).toString()).toBe(script);
    expect(gunzipSync(js.encoded.gzip!).toString()).toBe(script);
    expect(files.get('/favicon.png')!.encoded).toEqual({});
  });

  it('are made at start for a build that has none', async () => {
    const files = loadStaticFiles(dir);
    const js = files.get('/assets/app-1234.js')!;
    expect(js.encoded).toEqual({});
    await precompressMissing(files);
    expect(brotliDecompressSync(js.encoded.br!).toString()).toBe(script);
    expect(gunzipSync(js.encoded.gzip!).toString()).toBe(script);
    expect(files.get('/assets/tiny.css')!.encoded).toEqual({});
  });
});
