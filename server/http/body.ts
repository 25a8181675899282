// Reading request bodies into plain fields (for zod) and files, with clear 4xx answers for bad input.
import os from 'node:os';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { MAX_JSON_DEPTH, parseJsonText } from '../../common/json-text.ts';
import { HttpError, badRequest, validationError } from './errors.ts';
import { takeUploadSlot } from '../limits/upload-slots.ts';
import { FORM_TEXT_TOO_LONG, MAX_FORM_TEXT, parseMultipart, removeUploads } from './multipart.ts';

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, File[]>;
}

const MULTIPART = 'multipart/form-data';
const URLENCODED = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const NUL_MESSAGE = 'The text contains a character that is not allowed (NUL).';

/**
 * Refuses the NUL character anywhere in the input (keys, values, file names): PostgreSQL cannot store it,
 * and no form needs it. Checked here so every route answers 400 instead of failing in the database.
 */
function refuseNul(field: string, value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(NUL_MESSAGE, { [field]: NUL_MESSAGE });
  } else if (Array.isArray(value)) {
    for (const item of value) refuseNul(field, item);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      refuseNul(field, key);
      refuseNul(field, item);
    }
  }
}

/** A body that could not be read: too large or too slow as it came (server/http/body-guard.ts), else broken. */
const unreadable = (error: unknown, message: string) => (error instanceof HttpError ? error : badRequest(message));

export interface ReadFormOptions {
  /** The fields that may carry files; a file sent under any other name is refused with 400. */
  fileFields?: readonly string[];
}

/** Reads a multipart (or urlencoded) form. JSON is refused with 415: these routes carry files. */
export async function readForm(c: Context, options: ReadFormOptions = {}): Promise<FormInput> {
  const type = mediaType(c);
  if (type !== MULTIPART && type !== URLENCODED) {
    throw new HttpError(415, 'Send this form as multipart/form-data.');
  }
  // Only a form that may carry files takes an upload slot, and only a signed-in one (takeUploadSlot): a public
  // form (the contact form) is small, its route's ceiling bounds it (server/app.ts).
  if (type === MULTIPART && options.fileFields?.length !== 0) takeUploadSlot(c);
  const fields: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  for (const [rawKey, item] of await readEntries(c, type, options.fileFields)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    refuseNul(key, key);
    refuseNul(key, typeof item === 'string' ? item : item.name);
    if (typeof item === 'string') {
      // The first value of a repeated text field wins; line breaks as LF (browsers send a text area's as CRLF,
      // which would make an unchanged text look changed).
      fields[key] ??= item.replace(/\r\n?/g, '\n');
    } else if (item.size > 0 || item.name) {
      if (options.fileFields && !options.fileFields.includes(key)) {
        const message = `${key} must be text, not a file.`;
        throw badRequest(message, { [key]: message });
      }
      (files[key] ??= []).push(item);
    }
  }
  return { fields, files };
}

/** The request's multipart folder of uploaded files, removed by removeFormUploads once the answer is ready. */
const uploadFolders = new WeakMap<Context, string>();

/** A form's fields in the order they came: a multipart one read as it arrives, its files on disk. */
async function readEntries(
  c: Context,
  type: string,
  fileFields: readonly string[] | undefined,
): Promise<[string, string | File][]> {
  if (type === MULTIPART) {
    const body = c.req.raw.body;
    if (!body) return [];
    const accepts = (name: string) => !fileFields || fileFields.includes(name.replace(/\[\]$/, ''));
    const root = (c.get('uploadRoot') as string | undefined) ?? path.join(os.tmpdir(), 'bright-uploads');
    const form = await parseMultipart(body, c.req.header('content-type') ?? '', accepts, root);
    if (form.folder) uploadFolders.set(c, form.folder);
    return form.entries;
  }
  // A urlencoded form is text only: read up to MAX_FORM_TEXT bytes, whatever the route's ceiling for uploads.
  const chunks: Uint8Array[] = [];
  let read = 0;
  try {
    const reader = c.req.raw.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
      read += next.value.byteLength;
      if (read > MAX_FORM_TEXT) throw new HttpError(413, FORM_TEXT_TOO_LONG, undefined, { Connection: 'close' });
      chunks.push(next.value);
    }
  } catch (error) {
    throw unreadable(error, 'The form data could not be read. Please send it again.');
  }
  return [...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))];
}

/**
 * Where a request's form files wait (`root`: a folder per request in it), and their removal once the answer is
 * ready (they were converted or stored by then).
 */
export function formUploads(root: string): MiddlewareHandler {
  return async (c, next) => {
    c.set('uploadRoot', root);
    try {
      await next();
    } finally {
      await removeUploads(uploadFolders.get(c) ?? null);
    }
  };
}

/** Reads a JSON object body, or a plain form (for pages that post without JavaScript). */
export async function readJson(c: Context, { allowForm = false } = {}): Promise<Record<string, unknown>> {
  const type = mediaType(c);
  if (allowForm && (type === MULTIPART || type === URLENCODED)) return (await readForm(c, { fileFields: [] })).fields;
  if (type !== JSON_TYPE) throw new HttpError(415, 'Send this request as application/json.');
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch (error) {
    throw unreadable(error, 'The request body could not be read. Please send it again.');
  }
  let text: string;
  try {
    // Strict: a lenient read would store U+FFFD in place of the bytes the client meant.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8 text.');
  }
  // Depth first: the checks below (and zod) walk the value recursively.
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    throw badRequest(
      parsed.reason === 'too-deep'
        ? `The request body nests too deeply (at most ${MAX_JSON_DEPTH} levels).`
        : 'The request body is not valid JSON.',
    );
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  for (const [key, item] of Object.entries(value)) {
    refuseNul(key, key);
    refuseNul(key, item);
  }
  return value as Record<string, unknown>;
}

/** Validates with a shared schema; a failure becomes a 400 with the spec's message per field. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, input);
  return result.data;
}
