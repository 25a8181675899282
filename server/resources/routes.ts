// A resource's routes under /api<path> (spec section 7), made from its definition: each handler is guard, parse,
// save, answer. GET / answers the public list (cached), GET /:id one record; POST creates one and PUT /:id changes
// one through the one save path (save.ts); DELETE /:id moves it to the trash (or deletes it, for the single
// records that are not kept there). A resource's own rules come as `RouteRules` (server/api/<name>.ts).
import { Hono, type Context } from 'hono';
import { UPLOAD_BATCH_MAX, type ActivityAction } from '../../common/constants.ts';
import { allows } from '../../common/permissions.ts';
import type { InputOf, Resource, RowOfResource } from '../../common/resources/resource.ts';
import type { Moved } from '../../common/api-types.ts';
import { listKeys } from '../../common/resources/fields.ts';
import type { TranslatableType } from '../../common/resources/index.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { HttpError, badRequest, errorBody, forbidden } from '../http/errors.ts';
import { parse, readForm, readJson, type FormInput } from '../http/body.ts';
import type { Actor, ActivityNote } from '../repositories/activity.ts';
import { found, idParam, keptKeys, refuseSecond, removes, withStoredValues } from '../api/route-helpers.ts';
import { langParam, recordInLanguage, readTranslationForm, wantsTranslations } from '../api/translations.ts';
import type { OriginalRow } from '../repositories/translations.ts';
import { deleteToTrash, deleteForGood } from '../api/trash.ts';
import { sendListFile } from '../api/route-helpers.ts';
import { saveRecord, type Saved } from './save.ts';
import { moveRecord, moveSchema } from './order.ts';
import { isOrdered } from './positions.ts';
import { pageQuery } from './page-query.ts';
import { everyRecord, readPage, readWholeList } from './lists.ts';
import { withTranslations } from '../repositories/translations.ts';
import type { SavedChange, ServerResource } from './index.ts';

/** One file's result in a POST of several (routes' `saveEach`). */
type BatchResult =
  | { file: string; saved: true; record: unknown }
  | ({ file: string; saved: false; status: number } & ReturnType<typeof errorBody>);

/** Who made a request, for the activity log, versions and translations. */
export const actorOf = (c: Context<AppEnv>): Actor => ({
  userId: c.var.user?._id ?? null,
  userName: c.var.user?.name ?? 'visitor',
  address: c.var.clientAddress,
  source: 'api',
});

/** What a resource's routes do besides what its definition says. */
export interface RouteRules<R extends Resource> {
  /** Whether this user may change this stored record (beyond the role's `write`): a post's owner. */
  mayChange?(user: SessionUser, row: RowOfResource<R>): boolean;
  /** Columns the server sets from the form and the signed-in user (a post's author and publishing). */
  values?(
    input: InputOf<R>,
    form: FormInput,
    user: SessionUser,
    stored: RowOfResource<R> | undefined,
  ): Partial<RowOfResource<R>>;
  /** The activity entry's action when not create or update, and its other details. */
  action?(change: SavedChange<RowOfResource<R>>): ActivityAction;
  details?(change: SavedChange<RowOfResource<R>>): ActivityNote['details'];
  /** The 400 answer when a new record comes without its required file. */
  missingFile?(input: InputOf<R>): string;
  /** The answer to GET / when it is not the public list for everyone (the blog's staff view). */
  list?(c: Context<AppEnv>): Promise<Response | null>;
  /** Whether a record that exists may be read by this request (a draft post: not by the public). */
  readable?(c: Context<AppEnv>, row: RowOfResource<R>): boolean;
}

/** The columns of the form's checked input: lists stored as JSON text. */
function columnsOf(def: Resource, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      def.fields[name]?.answer === 'json' ? JSON.stringify(value) : value,
    ]),
  );
}

/** The stored record as its answer would show it, for a JSON form's fields left out. */
function storedInput(def: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const fields = def.schema({ schoolNames: [] }) as unknown as { shape?: Record<string, unknown> };
  return Object.fromEntries(
    Object.keys(fields.shape ?? {}).map((name) => [
      name,
      def.fields[name]?.answer === 'json' ? JSON.parse(String(row[name] ?? '[]')) : row[name],
    ]),
  );
}

export function resourceRoutes<R extends Resource>(
  deps: Deps,
  resource: ServerResource<R>,
  rules: RouteRules<R> = {},
): Hono<AppEnv> {
  type Row = RowOfResource<R>;
  const { def } = resource;
  const app = new Hono<AppEnv>();
  const schema = def.schema({ schoolNames: deps.config.schoolNames });
  const translated = def.translatable.length > 0;
  const type = def.name as TranslatableType;
  const fileFields = Object.keys(def.files);
  const id = (c: Context<AppEnv>) => idParam(c, def.invalidId);
  const mayWrite = (c: Context<AppEnv>) => allows(def.access.write, c.var.user?.role);
  /** Whether the user may change every record (where some may change only their own: `writeOthers`). */
  const mayWriteAll = (c: Context<AppEnv>) => allows(def.access.writeOthers ?? def.access.write, c.var.user?.role);

  /** The stored record, if the signed-in user may change it (404 when there is none, 403 when not theirs). */
  async function changeable(c: Context<AppEnv>, user: SessionUser): Promise<Row> {
    const row = found((await resource.rows.find(deps.db, id(c))) as Row | undefined, def.notFound);
    if (rules.mayChange && !rules.mayChange(user, row)) throw forbidden('You may only change your own records.');
    return row;
  }

  // A stored record as the API answers it (in the asked language); a save's (`saved`) says which translations
  // are older than the original now.
  const recordOf = async (c: Context<AppEnv>, row: Row, mayWriteIt = true, saved?: Saved<Row>) => {
    const record = await resource.present.one(deps.db, row);
    return translated
      ? recordInLanguage(c, deps.db, type, record as unknown as { _id: string }, mayWriteIt, saved?.outdated)
      : record;
  };
  const answer = async (c: Context<AppEnv>, row: Row, status: 200 | 201 = 200, mayWriteIt = true, saved?: Saved<Row>) =>
    c.json((await recordOf(c, row, mayWriteIt, saved)) as object, status);

  app.get('/', allow(def.access.read), async (c) => {
    const own = await rules.list?.(c);
    if (own) return own;
    // A page of the list and the total (?page=&limit=), read from an index and kept until a change.
    const paged = pageQuery(c);
    if (paged) {
      const page = await readPage(deps, resource, paged);
      if (!wantsTranslations(c)) return c.json(page);
      if (!mayWriteAll(c)) throw forbidden();
      return c.json({ ...page, items: await withTranslations(deps.db, type, page.items as never) });
    }
    // The whole list, as the spec reads it: kept as its JSON until a change; with the staff field, read fresh.
    const lang = translated ? langParam(c) : undefined;
    if (!translated || !wantsTranslations(c)) {
      const whole = () => readWholeList(deps, resource as ServerResource, lang);
      return sendListFile(c, await whole(), whole);
    }
    if (!mayWriteAll(c)) throw forbidden();
    const items: unknown[] = [];
    for await (const batch of everyRecord(deps, resource, lang))
      items.push(...(await withTranslations(deps.db, type, batch as unknown as { _id: string }[])));
    return c.json(items);
  });

  app.get('/:id', allow(def.access.read), async (c) => {
    const row = found((await resource.rows.find(deps.db, id(c))) as Row | undefined, def.notFound);
    if (rules.readable && !rules.readable(c, row)) throw found(undefined, def.notFound);
    const user = c.var.user;
    const mine = !!user && mayWrite(c) && (!rules.mayChange || rules.mayChange(user, row));
    return answer(c, row, 200, mine);
  });

  /** The request's form as sent: JSON (`rules.json`) or multipart. */
  const readBody = async (c: Context<AppEnv>): Promise<FormInput> =>
    def.json ? { fields: await readJson(c), files: {} } : readForm(c, { fileFields });

  /** The form checked: its input, files and languages (stored: the record a PUT changes). */
  function checked(c: Context<AppEnv>, form: FormInput, stored?: Row) {
    if (def.json) {
      const merged = stored ? { ...storedInput(def, stored as Record<string, unknown>), ...form.fields } : form.fields;
      return { input: parse(schema, merged) as InputOf<R>, form, languages: undefined };
    }
    const input = parse(schema, stored ? withStoredValues(schema, form.fields, stored) : form.fields) as InputOf<R>;
    for (const [name, rule] of Object.entries<{ required?: boolean }>(def.files))
      if (rule.required && !form.files[name]?.length && !stored) {
        const message = rules.missingFile?.(input) ?? 'Please select an image.';
        throw badRequest(message, { [name]: message });
      }
    const languages = translated
      ? readTranslationForm(c, type, form.fields, stored as OriginalRow | undefined)
      : undefined;
    return { input, form, languages };
  }

  /** The form's file changes: uploads, single files cleared (`remove<Field>=true`), list entries kept. */
  function fileChanges(form: FormInput, stored?: Row) {
    const lists = fileFields.filter((name) => def.fields[name]?.answer === 'pictures');
    const storedRow = (stored ?? {}) as Record<string, unknown>;
    return {
      uploads: form.files,
      remove: fileFields.filter(
        (name) => !(def.files as Record<string, { required?: boolean }>)[name]?.required && removes(form, name),
      ),
      kept: Object.fromEntries(
        lists.map((name) => [name, keptKeys(form, name, listKeys(storedRow[name] as string | undefined))]),
      ),
    };
  }

  /** Saves the form's record through the one save path. */
  const save = (
    c: Context<AppEnv>,
    user: SessionUser,
    { input, form, languages }: ReturnType<typeof checked>,
    stored?: Row,
  ) =>
    saveRecord(deps, resource, {
      stored,
      values: { ...columnsOf(def, input), ...rules.values?.(input, form, user, stored) } as Partial<Row>,
      files: fileChanges(form, stored),
      translations: languages,
      actor: actorOf(c),
      action: rules.action,
      details: rules.details,
    });

  /**
   * A POST with several files of the resource's `batch` field: the shared fields checked once, then one record of
   * each file, each its own save (transaction). A file that fails is reported with its reason and loses none of
   * the others: 201 with every file's result when one at least was saved, else 400 with them.
   */
  async function saveEach(c: Context<AppEnv>, user: SessionUser, form: ReturnType<typeof checked>, field: string) {
    const files = form.form.files[field] ?? [];
    if (files.length > UPLOAD_BATCH_MAX) {
      const message = `At most ${UPLOAD_BATCH_MAX} pictures in one request.`;
      throw badRequest(message, { [field]: message });
    }
    const results: BatchResult[] = [];
    for (const file of files) {
      const one = { ...form, form: { ...form.form, files: { ...form.form.files, [field]: [file] } } };
      try {
        results.push({ file: file.name, saved: true, record: await recordOf(c, (await save(c, user, one)).row) });
      } catch (error) {
        results.push({ file: file.name, saved: false, ...failure(c, error) });
      }
    }
    const saved = results.filter((result) => result.saved).length;
    return c.json({ saved, failed: results.length - saved, results }, saved ? 201 : 400);
  }

  /** Why one file of a batch failed, as an error answer would say it (an unexpected error is logged). */
  function failure(c: Context<AppEnv>, error: unknown) {
    if (error instanceof HttpError)
      return { status: error.status, ...errorBody(error.message, error.code, error.fields, error.fieldCodes) };
    deps.logger.error('a picture of a batch failed', { requestId: c.var.requestId, error: String(error) });
    return { status: 500, ...errorBody('Something went wrong on the server. Please try again.', 'server_error') };
  }

  app.post('/', allow(def.access.write), async (c) => {
    const user = currentUser(c);
    const form = checked(c, await readBody(c));
    if (def.batch && (form.form.files[def.batch]?.length ?? 0) > 1) return saveEach(c, user, form, def.batch);
    if (def.single) refuseSecond(await resource.rows.exists(deps.db), def.second ?? 'It exists already.');
    const saved = await save(c, user, form);
    return answer(c, saved.row, 201, true, saved);
  });

  app.put('/:id', allow(def.access.write), async (c) => {
    const user = currentUser(c);
    id(c);
    const body = await readBody(c);
    const stored = await changeable(c, user);
    const saved = await save(c, user, checked(c, body, stored), stored);
    return answer(c, saved.row, 200, true, saved);
  });

  // A list staff order (headers, gallery, documents, schools): the record moved next to another one.
  if (isOrdered(def))
    app.put('/:id/position', allow(def.access.write), async (c) => {
      const target = parse(moveSchema, await readJson(c));
      const moved = await moveRecord(deps, resource, await changeable(c, currentUser(c)), target, actorOf(c));
      return c.json({ _id: id(c), ...moved } satisfies Moved);
    });

  app.delete('/:id', allow(def.access.write), async (c) => {
    const stored = await changeable(c, currentUser(c));
    if (def.trash) return deleteToTrash(deps, c, def.name as never, stored as never);
    return deleteForGood(deps, c, resource as ServerResource, stored as never);
  });

  return app;
}

/** The whole-request ceiling of a resource's routes, in MB: 1 for its text, and each file's own limit. */
export function bodyLimitMb(def: Resource): number {
  let mb = 1;
  for (const [name, rule] of Object.entries<{ kind: 'image' | 'document'; max?: number }>(def.files))
    mb += (rule.kind === 'document' ? 25 : 20) * (name === def.batch ? UPLOAD_BATCH_MAX : (rule.max ?? 1));
  return mb;
}
