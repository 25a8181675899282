// Multipart forms read as they arrive, files straight to disk: an upload's body is never held in memory (issue
// 35). A picture of 20 MB parsed in memory was held in about five copies (the raw body, the parser's buffers, the
// File, its bytes, sharp's input); six at once took the server past 512 MB. Here each file part is written to a
// temporary file as it comes and answered as a File backed by that file (fs.openAsBlob: reading it reads the
// disk), whose path sharp and the HEIC decoder open themselves (uploadPath). The text fields are small forms:
// together at most MAX_FORM_TEXT bytes, or 413. The temporary files go when the request ends (removeUploads).
// They wait in DATA_DIR/incoming (server/app.ts), on the data's disk: not in /tmp, which may be memory (tmpfs).
import { Busboy } from '@fastify/busboy';
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, badRequest, isDiskFull } from './errors.ts';

/** The text of a form's fields together (a post's content is a few KB; a long one 100 KB). */
export const MAX_FORM_TEXT = 2 * 1024 * 1024;
export const FORM_TEXT_TOO_LONG = 'The form’s text is too long: at most 2 MB in one request.';
const UNREADABLE = 'The form data could not be read. Please send it again.';

const STALE_MS = 60 * 60 * 1000;

/** This process's folders not removed yet (requests being answered), for tests. */
const inUse = new Set<string>();
export const uploadFoldersInUse = (): string[] => [...inUse];

/** The file on disk behind an uploaded File (none for a File made in memory: the seed, tests). */
const paths = new WeakMap<Blob, string>();
export const uploadPath = (file: Blob): string | undefined => paths.get(file);

export interface ParsedForm {
  /** Every value of a field name, in the order they came. */
  entries: [string, string | File][];
  /** The folder holding this request's files; removeUploads() deletes it. */
  folder: string | null;
}

/**
 * Reads a multipart body: text fields as strings, files as Files on disk. A file under a name `acceptsFile` refuses
 * is not written anywhere: it fails the form with 400 unless it is an empty file input (no name, no bytes).
 */
export async function parseMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  acceptsFile: (name: string) => boolean,
  /** The folder the request's own folder of files is made in. */
  root: string,
): Promise<ParsedForm> {
  const entries: [string, string | File][] = [];
  const written: Promise<void>[] = [];
  const open = new Set<Readable>();
  let folder = null as Promise<string> | null;
  let text = 0;
  let failure: unknown = null;
  const fail = (error: unknown) => (failure ??= error);
  let parser;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defCharset: 'utf8',
      limits: { fieldSize: MAX_FORM_TEXT, fields: 1000, parts: 2000, headerPairs: 100 },
    });
  } catch {
    throw badRequest(UNREADABLE);
  }
  parser.on('field', (name, value) => {
    text += name.length + value.length;
    if (text > MAX_FORM_TEXT) fail(new HttpError(413, FORM_TEXT_TOO_LONG, undefined, { Connection: 'close' }));
    else entries.push([name, value]);
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    if (failure) {
      stream.resume();
      return;
    }
    if (!acceptsFile(name)) {
      const message = `${name.endsWith('[]') ? name.slice(0, -2) : name} must be text, not a file.`;
      const refuse = () => fail(badRequest(message, { [name.replace(/\[\]$/, '')]: message }));
      if (filename) refuse();
      stream.on('data', refuse);
      stream.resume();
      return;
    }
    const index = entries.push([name, '']) - 1;
    open.add(stream);
    // Until the pipeline below takes it, an error (the body cut off) must not go unheard.
    stream.on('error', () => {});
    written.push(
      (async () => {
        folder ??= tempRoot(root).then(async () => {
          const made = await fs.mkdtemp(path.join(root, 'form-'));
          inUse.add(made);
          return made;
        });
        const file = path.join(await folder, randomBytes(8).toString('hex'));
        await pipeline(stream, createWriteStream(file));
        open.delete(stream);
        const blob = new File([await openAsBlob(file)], filename, { type: mimeType });
        paths.set(blob, file);
        entries[index] = [name, blob];
      })().catch((error: unknown) => {
        stream.resume();
        fail(error);
      }),
    );
  });
  try {
    await pipeline(Readable.fromWeb(body as never), parser as Writable);
  } catch (error) {
    fail(error);
    // A body cut off (413, 408) leaves the file part being read without an end.
    for (const stream of open) stream.destroy(error as Error);
  }
  await Promise.all(written);
  const made = await folder?.catch(() => null);
  if (failure) {
    await removeUploads(made ?? null);
    // A full disk answers 507 (server/app.ts); anything else is a body that could not be read.
    throw failure instanceof HttpError || isDiskFull(failure) ? failure : badRequest(UNREADABLE);
  }
  return { entries, folder: made ?? null };
}

const roots = new Map<string, Promise<void>>();

/** Makes the folder once, removing what is an hour old in it (left behind by a crash). */
function tempRoot(root: string): Promise<void> {
  let made = roots.get(root);
  if (!made) {
    made = (async () => {
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      const now = Date.now();
      for (const name of await fs.readdir(root).catch(() => [])) {
        const entry = path.join(root, name);
        const stat = await fs.stat(entry).catch(() => null);
        if (stat && now - stat.mtimeMs > STALE_MS) await fs.rm(entry, { recursive: true, force: true });
      }
    })();
    roots.set(root, made);
    made.catch(() => roots.delete(root));
  }
  return made;
}

/** Deletes a request's uploaded files (once its answer is ready). */
export async function removeUploads(folder: string | null): Promise<void> {
  if (!folder) return;
  await fs.rm(folder, { recursive: true, force: true }).catch(() => {});
  inUse.delete(folder);
}
