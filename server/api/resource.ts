// One builder for the content resources of spec section 7 that hold text fields plus single images
// (blogs, gallery, headers, school details, director message, users): list, read, create, update, delete,
// with validation, roles, media bookkeeping and the cached public list.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { AppEnv, Deps } from '../context.ts';
import type { Who } from '../../common/permissions.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { newId, isId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { parseJsonText } from '../../common/json-text.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { parse, readForm, type FormInput } from '../http/body.ts';
import type { MediaTx, PreparedMedia, Trx } from '../media/media-store.ts';
import { lookupImages, type ImageLookup } from './images.ts';

// The builder works over several tables, so it talks to Kysely untyped; each resource's own
// row type is restored in its callbacks.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyRow = Record<string, any> & { _id: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FileField {
  name: string;
  /** Images are converted to web variants; documents are stored as they came. */
  kind?: 'image' | 'document';
  /** Message when a new record comes without this file (the field is then required). */
  requiredMessage?: string | ((input: any) => string); // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Several files kept as a JSON list of keys, at most this many (extra uploads are cut off).
   * Uploading replaces the list, except the stored ones named in the field `existing<Name>`.
   */
  multiple?: number;
}

export interface WriteContext<Row> {
  trx: Trx;
  user: SessionUser;
  existing: Row | null;
  form: FormInput;
}

export interface ResourceOptions<Row extends AnyRow, Input> {
  table: keyof Database;
  /** Key of the cached public list; omit for lists that need a signed-in user. */
  cacheKey?: string;
  /** Who may read (GET) and write (POST, PUT, DELETE): the resource's entry in common/permissions.ts. */
  access: { read: Who; write: Who };
  schema: (deps: Deps, mode: 'create' | 'update') => ZodType<Input>;
  images: FileField[];
  notFoundMessage: string;
  invalidIdMessage?: string;
  /** Newest first unless said otherwise. */
  order?: 'asc' | 'desc';
  /** Single-record resources refuse a second record with this message. */
  singleRecordMessage?: string;
  /**
   * Slow work on the validated input that must not run inside the transaction (on SQLite that holds the
   * only connection, so every other request would wait): password hashing.
   */
  prepare?(input: Input): Promise<Input>;
  /** Text columns of the row from the validated input (images are handled by the builder). */
  toRow(input: Input, ctx: WriteContext<Row>): Promise<Partial<Row>> | Partial<Row>;
  toApi(row: Row, images: ImageLookup): object;
  /** Whether this user may change this record (ownership); roles are checked before. */
  mayChange?(user: SessionUser, row: Row): boolean;
  beforeDelete?(row: Row, ctx: { trx: Trx; user: SessionUser }): Promise<void>;
  afterWrite?(row: Row, ctx: { trx: Trx; user: SessionUser; existing: Row | null }): Promise<void>;
}

/** Every media key a row holds in its file fields. */
export function fileKeys(row: AnyRow, fields: FileField[]): string[] {
  return fields.flatMap((f) => (f.multiple ? listKeys(row[f.name]) : row[f.name] ? [row[f.name] as string] : []));
}

export function listKeys(json: unknown): string[] {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}

/**
 * An update's fields with the stored value of every schema field the request left out (spec section 7 lists
 * what a PUT sends; a client that sends less must not wipe the rest). A field sent empty still clears it.
 * Columns carry the schema's field names; lists are stored as the JSON text the forms send.
 */
export function withStoredValues(schema: ZodType, fields: FormInput['fields'], row: AnyRow): FormInput['fields'] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return fields;
  const merged = { ...fields };
  for (const name of Object.keys(shape)) {
    const stored: unknown = row[name];
    if (Object.hasOwn(fields, name) || stored === null || stored === undefined) continue;
    merged[name] = String(stored);
  }
  return merged;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Stored keys the client asks to keep, named by key or by any URL that contains the key; the items may
 * also be the `{ url }` objects the API answers.
 */
function keptKeys(form: FormInput, field: FileField, existing: string[]): string[] | null {
  const raw = form.fields[`existing${capitalised(field.name)}`];
  if (typeof raw !== 'string') return null;
  // Depth-checked: String() of a deeply nested array recurses until the stack runs out.
  const parsed = parseJsonText(raw);
  if (!parsed.ok) throw badRequest(`existing${capitalised(field.name)} must be a JSON list.`);
  const named = parsed.value;
  const name = (item: unknown) => {
    const value = item !== null && typeof item === 'object' && 'url' in item ? item.url : item;
    return typeof value === 'string' ? value : '';
  };
  const list = Array.isArray(named) ? named.map(name).filter((item) => item !== '') : [];
  return existing.filter((key) => list.some((item) => item.includes(key)));
}

export function resourceRoutes<Row extends AnyRow, Input>(
  deps: Deps,
  options: ResourceOptions<Row, Input>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db as unknown as AnyDb;
  const table = options.table;
  const order = options.order ?? 'desc';

  async function present(rows: Row[]) {
    const images = await lookupImages(
      deps.media,
      rows.flatMap((r) => fileKeys(r, options.images)),
    );
    return rows.map((row) => options.toApi(row, images));
  }

  const loadList = async () =>
    present(
      (await db.selectFrom(table).selectAll().orderBy('createdAt', order).orderBy('_id', order).execute()) as Row[],
    );

  function idParam(c: Context<AppEnv>): string {
    const id = c.req.param('id') ?? '';
    if (!isId(id)) throw badRequest(options.invalidIdMessage ?? 'Invalid ID: an id is 24 hexadecimal characters.');
    return id;
  }

  async function find(executor: AnyDb | Trx, id: string): Promise<Row> {
    const row = (await (executor as AnyDb).selectFrom(table).selectAll().where('_id', '=', id).executeTakeFirst()) as
      Row | undefined;
    if (!row) throw notFound(options.notFoundMessage);
    return row;
  }

  function checkOwner(user: SessionUser, row: Row) {
    if (options.mayChange && !options.mayChange(user, row)) throw forbidden('You may only change your own records.');
  }

  const readGuard: MiddlewareHandler<AppEnv> = allow(options.access.read);
  const writeGuard: MiddlewareHandler<AppEnv> = allow(options.access.write);

  app.get('/', readGuard, async (c) => {
    if (!options.cacheKey) return c.json(await loadList());
    const cached = await deps.cache.get(options.cacheKey, loadList);
    c.header('ETag', cached.etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === cached.etag) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(cached.bytes);
  });

  app.get('/:id', readGuard, async (c) => {
    const [item] = await present([await find(db, idParam(c))]);
    return c.json(item);
  });

  /** Validates the form, prepares uploaded images, and writes the row with its media in one transaction. */
  async function write(c: Context<AppEnv>, existingId: string | null) {
    const user = currentUser(c);
    const form = await readForm(c, { fileFields: options.images.map((f) => f.name) });
    const mode = existingId ? 'update' : 'create';
    let existing: Row | null = null;
    if (existingId) {
      existing = await find(db, existingId);
      checkOwner(user, existing);
    }
    const schema = options.schema(deps, mode);
    const parsed = parse(schema, existing ? withStoredValues(schema, form.fields, existing) : form.fields);
    // Slow preparation (a password's hash) happens here, before any transaction holds the database.
    const input = options.prepare ? await options.prepare(parsed) : parsed;
    if (!existing && options.singleRecordMessage) {
      const any = await db.selectFrom(table).select('_id').executeTakeFirst();
      if (any) throw new HttpError(409, options.singleRecordMessage);
    }
    for (const field of options.images) {
      if (field.requiredMessage && !form.files[field.name]?.length && !existing?.[field.name]) {
        const message =
          typeof field.requiredMessage === 'function' ? field.requiredMessage(input) : field.requiredMessage;
        throw badRequest(message, { [field.name]: message });
      }
    }
    // Files are converted and written before the transaction; they are deleted again if it fails.
    const prepared = new Map<string, PreparedMedia[]>();
    try {
      for (const field of options.images) {
        const files = (form.files[field.name] ?? []).slice(0, field.multiple ?? 1);
        const list: PreparedMedia[] = [];
        prepared.set(field.name, list);
        for (const file of files) {
          list.push(
            field.kind === 'document' ? await deps.media.prepareDocument(file) : await deps.media.prepareImage(file),
          );
        }
      }
    } catch (error) {
      await deps.media.discard([...prepared.values()].flat());
      throw error;
    }

    const saved = await deps.media.transaction([...prepared.values()].flat(), async (trx, media: MediaTx) => {
      const now = new Date().toISOString();
      const values: Record<string, unknown> = {
        ...(await options.toRow(input, { trx, user, existing, form })),
        updatedAt: now,
      };
      for (const field of options.images) {
        const uploads = prepared.get(field.name) ?? [];
        if (field.multiple) {
          const stored = listKeys(existing?.[field.name]);
          const kept = keptKeys(form, field, stored);
          if (uploads.length === 0 && kept === null) {
            values[field.name] = existing ? existing[field.name] : '[]';
            continue;
          }
          const keys = [...(kept ?? [])];
          for (const upload of uploads) if (keys.length < field.multiple) keys.push(await media.attach(upload));
          for (const key of stored) if (!(kept ?? []).includes(key)) await media.release(key);
          values[field.name] = JSON.stringify(keys);
          continue;
        }
        const remove = form.fields[`remove${capitalised(field.name)}`] === 'true';
        if (uploads[0]) {
          values[field.name] = await media.attach(uploads[0]);
          await media.release(existing?.[field.name]);
        } else if (remove && existing?.[field.name] && !field.requiredMessage) {
          values[field.name] = null;
          await media.release(existing[field.name]);
        } else if (!existing) {
          values[field.name] = null;
        }
      }
      const anyTrx = trx as unknown as AnyDb;
      const id = existing?._id ?? newId();
      if (existing) {
        await anyTrx.updateTable(table).set(values).where('_id', '=', id).execute();
      } else {
        await anyTrx
          .insertInto(table)
          .values({ _id: id, createdAt: now, ...values })
          .execute();
      }
      const row = await find(anyTrx, id);
      await options.afterWrite?.(row, { trx, user, existing });
      return row;
    });
    // Uploads beyond a list's room were written but never attached: delete their files.
    await deps.media.discard([...prepared.values()].flat());
    if (options.cacheKey) deps.cache.invalidate(options.cacheKey);
    return saved;
  }

  app.post('/', writeGuard, async (c) => {
    const [item] = await present([await write(c, null)]);
    return c.json(item, 201);
  });

  app.put('/:id', writeGuard, async (c) => {
    const [item] = await present([await write(c, idParam(c))]);
    return c.json(item);
  });

  app.delete('/:id', writeGuard, async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const row = await find(db, id);
    checkOwner(user, row);
    await deps.media.transaction([], async (trx, media) => {
      await options.beforeDelete?.(row, { trx, user });
      await (trx as unknown as AnyDb).deleteFrom(table).where('_id', '=', id).execute();
      for (const key of fileKeys(row, options.images)) await media.release(key);
    });
    if (options.cacheKey) deps.cache.invalidate(options.cacheKey);
    return c.json({ message: 'Deleted.', _id: id });
  });

  return app;
}
