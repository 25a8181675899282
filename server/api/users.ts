// /api/users: staff accounts (common/resources/users.ts). Any signed-in user may read the list (the dashboard
// shows recent users), but only Admin sees phones and e-mails, and only Admin changes it. Password hashes never
// leave the server. Saves go through the one save path, whose hooks (server/resources/users.ts) keep e-mails
// unique and one Admin at least, and end the sessions of an account whose role or password changed.
import { Hono, type Context } from 'hono';
import type { User, UserWithoutContact } from '../../common/api-types.ts';
import { adminPasswordResetSchema, userCreateSchema, userUpdateSchema } from '../../common/schemas.ts';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { isId } from '../db/ids.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseWeakPassword, type PasswordOwner } from '../auth/password-rules.ts';
import { resetTwoStepOf } from '../auth/two-step.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readForm, readJson } from '../http/body.ts';
import { setPasswordEndingSessions } from '../repositories/users.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { actorOf } from '../resources/routes.ts';
import { saveRecord } from '../resources/save.ts';
import { readPage } from '../resources/lists.ts';
import { pageQuery } from '../resources/page-query.ts';
import { refuseLastAdmin } from '../resources/users.ts';
import { found, idParam, removes, withStoredValues } from './route-helpers.ts';
import { noteActivity } from './activity.ts';
import { deleteToTrash } from './trash.ts';
import { endUserSessions } from '../auth/sessions.ts';

const users = SERVER_RESOURCES.users;
const { notFound: NOT_FOUND } = users.def;
const access = API_ACCESS.users;

/** Staff other than Admin learn who the users are, not how to reach them. */
function forReader(c: Context<AppEnv>, user: User): User | UserWithoutContact {
  if (allows(access.readContactDetails, c.var.user?.role)) return user;
  const { phone: _phone, email: _email, ...rest } = user;
  return rest;
}

/** The new password's hash, made before any transaction holds the database (hashing is slow). */
async function passwordHashOf(
  deps: Deps,
  password: string | undefined,
  owner: PasswordOwner,
): Promise<string | undefined> {
  if (!password) return undefined;
  await refuseWeakPassword(deps, password, 'password', owner);
  return hashPassword(password);
}

/** Any address that names no account is a 404 here, an impossible id included. */
const accountOf = async (deps: Deps, id: string) =>
  found(isId(id) ? await users.rows.find(deps.db, id) : undefined, NOT_FOUND);

export function userRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => {
    // A page of the accounts (?page=&limit=&q=), or all of them (the spec's list).
    const paged = pageQuery(c, { ownerId: null });
    if (paged) {
      const page = await readPage(deps, users, paged);
      return c.json({ ...page, items: page.items.map((u) => forReader(c, u)) });
    }
    return c.json(
      (await users.present.many(deps.db, await users.rows.list(deps.db, 'desc'))).map((u) => forReader(c, u)),
    );
  });

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await users.rows.find(deps.db, idParam(c)), NOT_FOUND);
    return c.json(forReader(c, await users.present.one(deps.db, row)));
  });

  // The Admin sets a new password for someone who forgot theirs; that user's sessions all end.
  app.put('/:id/password', allow(access.resetSignIn), async (c) => {
    const id = c.req.param('id');
    const input = parse(adminPasswordResetSchema, await readJson(c));
    const user = await accountOf(deps, id);
    await refuseWeakPassword(deps, input.newPassword, 'newPassword', user);
    await setPasswordEndingSessions(deps.db, user._id, await hashPassword(input.newPassword), deps.clock.now());
    deps.logger.info('password reset by Admin', { requestId: c.var.requestId, userId: user._id, by: c.var.user?._id });
    const details = { title: user.name, password: 'admin' } as const;
    await noteActivity(deps, c, { action: 'password', recordType: 'users', recordId: user._id, details });
    return c.json({ message: `The password of ${user.name} has been reset.` });
  });

  // The Admin turns off two-step sign-in for someone who lost their phone and recovery codes; that user's
  // sessions end (when it is required for their role, they set up a new app at their next sign-in).
  app.delete('/:id/two-step', allow(access.resetSignIn), async (c) => {
    const user = await accountOf(deps, c.req.param('id'));
    const removed = await resetTwoStepOf(deps.db, user._id);
    deps.logger.info('two-step sign-in reset by Admin', {
      requestId: c.var.requestId,
      userId: user._id,
      by: c.var.user?._id,
    });
    const details = { title: user.name };
    if (removed) await noteActivity(deps, c, { action: 'two-step', recordType: 'users', recordId: user._id, details });
    return c.json({
      message: removed
        ? `Two-step sign-in of ${user.name} has been reset.`
        : `${user.name} had no two-step sign-in; nothing to reset.`,
    });
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(userCreateSchema, form.fields);
    const passwordHash = (await passwordHashOf(deps, input.password, input)) ?? '';
    const { name, phone, email, role } = input;
    const saved = await saveRecord(deps, users, {
      values: { name, phone, email: email.toLowerCase(), role, passwordHash },
      files: { uploads: form.files },
      actor: actorOf(c),
    });
    return c.json(await users.present.one(deps.db, saved.row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await users.rows.find(deps.db, id), NOT_FOUND);
    const input = parse(userUpdateSchema, withStoredValues(userUpdateSchema, form.fields, stored));
    const passwordHash = await passwordHashOf(deps, input.password, input);
    const { name, phone, role } = input;
    const saved = await saveRecord(deps, users, {
      stored,
      values: { name, phone, email: input.email.toLowerCase(), role, ...(passwordHash ? { passwordHash } : {}) },
      files: { uploads: form.files, remove: removes(form, 'image') ? ['image'] : [] },
      actor: actorOf(c),
    });
    return c.json(await users.present.one(deps.db, saved.row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const stored = found(await users.rows.find(deps.db, id), NOT_FOUND);
    // The account goes to the trash without its sessions (a restored account signs in again).
    return deleteToTrash(deps, c, 'users', stored, async (trx) => {
      if (id === user._id) throw new HttpError(409, 'You cannot delete your own account.');
      await refuseLastAdmin(trx, stored, null);
      await endUserSessions(trx, id);
    });
  });

  return app;
}
