// The spec's unpaged lists (GET /api/blogs without page and limit: 48 MB of JSON at 20,000 posts) are written to
// files once per change, a batch of records at a time, plain and compressed (brotli, gzip) side by side, and every
// request is answered from the file its encoding asks for (issue 37). So the server's memory holds neither the
// list nor its compressed forms, however long the list, and requests share one build until the next change:
// those that come while it is written wait for it (single flight), later ones read the files it left.
// A list is current while the response cache's stamp of its key (changed by every change of its resource, here or
// told by another server, and when a scheduled post goes public) is the one its build started at. Each server keeps its own files, under
// DATA_DIR/lists; the files of a list that was replaced are deleted (an answer being sent keeps reading its open
// file), and those a day old at the first build (left by an earlier process).
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { ResponseCache } from '../http/response-cache.ts';
import type { Encoding } from '../http/compression.ts';

export type ListEncoding = Encoding | 'identity';

/** A list written out: its plain ETag (a digest of its JSON) and a file per encoding. */
export interface ListFile {
  etag: string;
  files: Record<ListEncoding, { path: string; bytes: number }>;
}

/** Writes the list's JSON text, a part at a time, through `write`. */
export type ListWriter = (write: (text: string) => Promise<void>) => Promise<void>;

const ENCODINGS: ListEncoding[] = ['identity', 'br', 'gzip'];

/** Waits for a stream to take a part (its buffer below the high-water mark again). */
async function put(stream: NodeJS.WritableStream, data: Buffer): Promise<void> {
  if (!stream.write(data)) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

export class WholeLists {
  private readonly dir: string;
  private readonly cache: ResponseCache;
  private readonly kept = new Map<string, { stamp: string; file: Promise<ListFile> }>();
  private cleared: Promise<void> | null = null;
  /** How many lists were written (not found current): the single flight's measure, for tests and benchmarks. */
  builds = 0;

  constructor(dir: string, cache: ResponseCache) {
    this.dir = dir;
    this.cache = cache;
  }

  /** The current files of the list under `key`, or the build under way, or a new build by `writer`. */
  get(key: string, writer: ListWriter): Promise<ListFile> {
    const stamp = this.cache.stampOf(key);
    const hit = this.kept.get(key);
    if (hit?.stamp === stamp) return hit.file;
    const file = this.build(writer);
    this.kept.set(key, { stamp, file });
    // A build that failed is not kept; the files of the one replaced go once nothing waits for them.
    file.catch(() => {
      if (this.kept.get(key)?.file === file) this.kept.delete(key);
    });
    if (hit)
      void hit.file.then(
        (old) => this.remove(old),
        () => {},
      );
    return file;
  }

  private async build(writer: ListWriter): Promise<ListFile> {
    this.builds++;
    this.cleared ??= this.clearOld();
    await this.cleared;
    const stem = path.join(this.dir, randomBytes(8).toString('hex'));
    const paths: Record<ListEncoding, string> = {
      identity: `${stem}.json`,
      br: `${stem}.json.br`,
      gzip: `${stem}.json.gz`,
    };
    const outs = Object.fromEntries(ENCODINGS.map((e) => [e, createWriteStream(paths[e])])) as Record<
      ListEncoding,
      WriteStream
    >;
    // The fast settings of server/http/compression.ts: a long list is written once per change.
    const br = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = zlib.createGzip({ level: 6 });
    br.pipe(outs.br);
    gzip.pipe(outs.gzip);
    const sinks = [outs.identity, br, gzip];
    const hash = createHash('sha1');
    try {
      await writer(async (text) => {
        const data = Buffer.from(text);
        hash.update(data);
        await Promise.all(sinks.map((sink) => put(sink, data)));
      });
      for (const sink of sinks) sink.end();
      await Promise.all(ENCODINGS.map((e) => finished(outs[e])));
    } catch (error) {
      for (const stream of [...sinks, outs.br, outs.gzip]) stream.destroy();
      await Promise.all(ENCODINGS.map((e) => fs.rm(paths[e], { force: true })));
      throw error;
    }
    const sizes = await Promise.all(ENCODINGS.map(async (e) => (await fs.stat(paths[e])).size));
    return {
      etag: `"${hash.digest('base64url')}"`,
      files: Object.fromEntries(
        ENCODINGS.map((e, i) => [e, { path: paths[e], bytes: sizes[i]! }]),
      ) as ListFile['files'],
    };
  }

  /** Makes the folder and deletes files a day old (left by an earlier process: current ones are rewritten). */
  private async clearOld(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    for (const name of await fs.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < dayAgo) await fs.rm(file, { force: true });
    }
  }

  private async remove(file: ListFile): Promise<void> {
    await Promise.all(ENCODINGS.map((e) => fs.rm(file.files[e].path, { force: true })));
  }
}

const lists = new WeakMap<ResponseCache, WholeLists>();

/** The whole lists of the server whose response cache this is (one per app: tests build several in a process). */
export function wholeListsOf(cache: ResponseCache, dataDir: string): WholeLists {
  let found = lists.get(cache);
  if (!found) lists.set(cache, (found = new WholeLists(path.join(dataDir, 'lists'), cache)));
  return found;
}
