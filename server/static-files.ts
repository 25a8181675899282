// The built files of build/client, read once at start (they never change while the process runs), with
// their Brotli and gzip forms. `npm run build` writes those forms beside each file (scripts/precompress.ts);
// a build without them is compressed here once, in the background.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MIN_COMPRESS_BYTES, compress, isCompressible, type Encoding } from './http/compression.ts';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** The compressed forms written beside a built file, by encoding. */
export const PRECOMPRESSED: [Encoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const typeOf = (file: string) => MIME[path.extname(file)] ?? 'application/octet-stream';

/** A built file worth compressing once: text (the compressed forms themselves are not). */
export function isPrecompressible(file: string): boolean {
  return !PRECOMPRESSED.some(([, suffix]) => file.endsWith(suffix)) && isCompressible(typeOf(file));
}

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** Brotli (quality 11) and gzip (level 9) forms of text files from 1 KB (null: no gain; missing: not made yet). */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer> | null>>;
}

/** Whether the file is compressed when the request accepts it. */
export const compressedWhenAccepted = (file: StaticFile) =>
  isCompressible(file.type) && file.body.byteLength >= MIN_COMPRESS_BYTES;

/** Files of build/client by URL path, each with the compressed forms the build wrote beside it. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(dir)) return files;
  const names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const present = new Set(names);
  for (const name of names) {
    const full = path.join(dir, name);
    if (PRECOMPRESSED.some(([, suffix]) => name.endsWith(suffix)) && present.has(name.replace(/\.(br|gz)$/, '')))
      continue;
    if (!fs.statSync(full).isFile()) continue;
    const file: StaticFile = { body: fs.readFileSync(full), type: typeOf(name), encoded: {} };
    if (compressedWhenAccepted(file)) {
      for (const [encoding, suffix] of PRECOMPRESSED) {
        // Written only where smaller, so a build that made the other form but not this one found no gain.
        if (present.has(name + suffix)) file.encoded[encoding] = fs.readFileSync(full + suffix);
        else if (PRECOMPRESSED.some(([, other]) => present.has(name + other))) file.encoded[encoding] = null;
      }
    }
    files.set('/' + name.split(path.sep).join('/'), file);
  }
  return files;
}

/**
 * Compresses, with the strongest settings and in the background, the text files the build left without
 * compressed forms (a build made without scripts/precompress.ts); until a file is done its requests get a
 * quick compression made for them.
 */
export async function precompressMissing(files: Map<string, StaticFile>): Promise<void> {
  const text = [...files.values()].filter(compressedWhenAccepted);
  await Promise.all(
    text.flatMap((file) =>
      PRECOMPRESSED.filter(([encoding]) => !(encoding in file.encoded)).map(async ([encoding]) => {
        const packed = await compress(file.body, encoding, 'max');
        file.encoded[encoding] = packed.byteLength < file.body.byteLength ? packed : null;
      }),
    ),
  );
}

/** Writes name.br and name.gz beside each text file of a build from 1 KB, where smaller; answers how many. */
export async function writeCompressedForms(dir: string): Promise<number> {
  const entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  await Promise.all(
    files.filter(isPrecompressible).map(async (file) => {
      const body = await fsp.readFile(file);
      if (body.byteLength < MIN_COMPRESS_BYTES) return;
      for (const [encoding, suffix] of PRECOMPRESSED) {
        const packed = await compress(body, encoding, 'max');
        if (packed.byteLength >= body.byteLength) continue;
        await fsp.writeFile(file + suffix, packed);
        written++;
      }
    }),
  );
  return written;
}
