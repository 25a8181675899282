import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { MAX_FORM_TEXT, parseMultipart, removeUploads, uploadFoldersInUse, uploadPath } from './multipart.ts';

/** A multipart body as a browser sends it: its stream and its Content-Type (with the boundary). */
function multipart(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request('http://school.test/', { method: 'POST', body: form });
  return { body: request.body!, type: request.headers.get('content-type')! };
}

const everyFile = () => true;
const ROOT = path.join(os.tmpdir(), `multipart-test-${process.pid}`);

afterAll(() => fs.rm(ROOT, { recursive: true, force: true }));

describe('parseMultipart', () => {
  it('writes each file to disk as it arrives and answers it as a File on disk; text fields as they came', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    bytes.write('the start of a picture');
    const { body, type } = multipart([
      ['title', 'Sports day'],
      ['image', new File([bytes], 'sports.jpg', { type: 'image/jpeg' })],
      ['tags[]', 'one'],
      ['tags[]', 'two'],
    ]);
    const form = await parseMultipart(body, type, everyFile, ROOT);
    expect(form.entries.map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['title', 'Sports day'],
      ['image', 'sports.jpg'],
      ['tags[]', 'one'],
      ['tags[]', 'two'],
    ]);
    const file = form.entries[1]![1] as File;
    expect(file.size).toBe(bytes.length);
    expect(file.type).toBe('image/jpeg');
    // The File reads the disk: its bytes are the file's, which is inside this request's folder.
    const onDisk = uploadPath(file)!;
    expect(onDisk.startsWith(`${form.folder!}/`)).toBe(true);
    expect(path.dirname(form.folder!)).toBe(ROOT);
    expect((await fs.readFile(onDisk)).equals(bytes)).toBe(true);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect(uploadFoldersInUse()).toContain(form.folder);
    await removeUploads(form.folder);
    await expect(fs.stat(form.folder!)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(uploadFoldersInUse()).not.toContain(form.folder);
  });

  it('refuses text fields of more than 2 MB together with 413, keeping no file', async () => {
    const half = 'x'.repeat(MAX_FORM_TEXT / 2 + 10);
    const { body, type } = multipart([
      ['image', new File([Buffer.alloc(1000, 1)], 'a.png')],
      ['content', half],
      ['more', half],
    ]);
    const error = await parseMultipart(body, type, everyFile, ROOT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: 'The form’s text is too long: at most 2 MB in one request.' });
    expect(uploadFoldersInUse()).toEqual([]);
  });

  it('refuses a file under a name the route does not take with 400, writing nothing', async () => {
    const { body, type } = multipart([
      ['title', 'Hello'],
      ['title', new File(['<svg/>'], 'title.svg')],
    ]);
    const error = await parseMultipart(body, type, (name) => name === 'image', ROOT).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'title must be text, not a file.' });
    expect(uploadFoldersInUse()).toEqual([]);
    // An empty file input (no name, no bytes) is no file: the form is read.
    const empty = multipart([
      ['title', 'Hello'],
      ['image', new File([], '')],
    ]);
    const form = await parseMultipart(empty.body, empty.type, (name) => name === 'title', ROOT);
    expect(form.entries.map(([name]) => name)).toEqual(['title']);
  });

  it('a body cut off while a file is read fails with the cut-off error, and the file written so far goes', async () => {
    const { body, type } = multipart([['image', new File([Buffer.alloc(2 * 1024 * 1024, 3)], 'big.jpg')]]);
    const reader = body.getReader();
    let sent = 0;
    const cutOff = new HttpError(413, 'The upload is too large: at most 1 MB in one request.');
    const limited = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await reader.read();
        if (next.done) return controller.close();
        sent += next.value.byteLength;
        if (sent > 1024 * 1024) return controller.error(cutOff);
        controller.enqueue(next.value);
      },
    });
    await expect(parseMultipart(limited, type, everyFile, ROOT)).rejects.toBe(cutOff);
    expect(uploadFoldersInUse()).toEqual([]);
  });

  it('answers a body that is not multipart at all with 400', async () => {
    const body = new Request('http://school.test/', { method: 'POST', body: 'no boundary here' }).body!;
    await expect(parseMultipart(body, 'multipart/form-data', everyFile, ROOT)).rejects.toMatchObject({ status: 400 });
  });
});
