// Small steps the resource handlers share: the id in the address, a missing record, the cached public
// lists, and the form fields of an edit.
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import type { Deleted } from '../../common/api-types.ts';
import { parseJsonText } from '../../common/json-text.ts';
import type { AppEnv } from '../context.ts';
import { isId } from '../db/ids.ts';
import { encodedEtag, etagMatches, negotiate } from '../http/compression.ts';
import type { ListFile } from '../resources/whole-lists.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { FormInput } from '../http/body.ts';

export const INVALID_ID = 'Invalid ID: an id is 24 hexadecimal characters.';

/** The `:id` of the address, refused with 400 unless it can be an id. */
export function idParam(c: Context<AppEnv>, message = INVALID_ID): string {
  const id = c.req.param('id') ?? '';
  if (!isId(id)) throw badRequest(message);
  return id;
}

/** The record, or a 404 with the resource's message. */
export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/** The answer to a DELETE. */
export const deleted = (c: Context<AppEnv>, id: string) => c.json({ message: 'Deleted.', _id: id } satisfies Deleted);

/**
 * Answers a whole list from its files (server/resources/whole-lists.ts) in the encoding the browser takes best,
 * with its ETag (304 when the browser's copy is current). The file is opened before the answer starts: a newer
 * build may delete it meanwhile, and the open file is still read to its end.
 */
export async function sendListFile(
  c: Context<AppEnv>,
  list: ListFile,
  again?: () => Promise<ListFile>,
): Promise<Response> {
  const encoding = negotiate(c.req.header('accept-encoding')) ?? 'identity';
  const etag = encoding === 'identity' ? list.etag : encodedEtag(list.etag, encoding);
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  const file = list.files[encoding];
  const handle = await fs.open(file.path).catch((error: unknown) => {
    if (again && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return sendListFile(c, await again!());
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Content-Length', String(file.bytes));
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(Readable.toWeb(handle.createReadStream()) as ReadableStream);
}

/** Refuses a form that comes without the file a new record needs. */
export function requireFile(form: FormInput, field: string, stored: string | null, message: string): void {
  if (!form.files[field]?.length && !stored) throw badRequest(message, { [field]: message });
}

/** Single-record resources (director's message, partner profile, contact settings) refuse a second one. */
export function refuseSecond(exists: unknown, message: string): void {
  if (exists) throw new HttpError(409, message);
}

/** Whether the form asks to clear an optional file (`remove<Field>=true`). */
export const removes = (form: FormInput, field: string) => form.fields[`remove${capitalised(field)}`] === 'true';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * An update's fields with the stored value of every schema field the request left out (spec section 7 lists
 * what a PUT sends; a client that sends less must not wipe the rest). A field sent empty still clears it.
 * Columns carry the schema's field names; lists are stored as the JSON text the forms send.
 */
export function withStoredValues(schema: ZodType, fields: FormInput['fields'], row: object): FormInput['fields'] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return fields;
  const columns = new Map<string, unknown>(Object.entries(row));
  const merged = { ...fields };
  for (const name of Object.keys(shape)) {
    const stored = columns.get(name);
    if (Object.hasOwn(fields, name) || stored === null || stored === undefined) continue;
    merged[name] = String(stored);
  }
  return merged;
}

/**
 * Stored keys of a file list the client asks to keep (field `existing<Field>`), named by key or by any URL
 * that contains the key; the items may also be the `{ url }` objects the API answers. Null when not sent.
 */
export function keptKeys(form: FormInput, field: string, stored: string[]): string[] | null {
  const name = `existing${capitalised(field)}`;
  const raw = form.fields[name];
  if (typeof raw !== 'string') return null;
  // Depth-checked: String() of a deeply nested array recurses until the stack runs out.
  const parsed = parseJsonText(raw);
  if (!parsed.ok) throw badRequest(`${name} must be a JSON list.`);
  const named = parsed.value;
  const text = (item: unknown) => {
    const value = item !== null && typeof item === 'object' && 'url' in item ? item.url : item;
    return typeof value === 'string' ? value : '';
  };
  const list = Array.isArray(named) ? named.map(text).filter((item) => item !== '') : [];
  return stored.filter((key) => list.some((item) => item.includes(key)));
}
