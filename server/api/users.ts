// /api/users: staff accounts. Any signed-in user may read the list (the dashboard shows recent users), but
// only Admin sees phones and e-mails, and only Admin changes it. Password hashes never leave the server.
import { Hono, type Context } from 'hono';
import type { User, UserWithoutContact } from '../../common/api-types.ts';
import { adminPasswordResetSchema, userCreateSchema, userUpdateSchema } from '../../common/schemas.ts';
import { API_ACCESS, allows, isRole } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { isId } from '../db/ids.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseCommonPassword } from '../auth/common-passwords/common-passwords.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { resetTwoStepOf } from '../auth/two-step.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readForm, readJson } from '../http/body.ts';
import {
  countAdmins,
  createUser,
  findUserRow,
  listUsers,
  presentUsers,
  setPasswordEndingSessions,
  updateUser,
} from '../repositories/users.ts';
import { prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { found, idParam, removes, withStoredValues } from './route-helpers.ts';
import { noteActivity, noteCreated } from './activity.ts';
import { refuseTakenEmail } from './name-clashes.ts';
import { changeSummary, changedFields } from '../repositories/activity.ts';
import type { UserRow } from '../db/schema.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'User not found.';
const LAST_ADMIN = 'At least one Admin must remain.';
const access = API_ACCESS.users;

/** Staff other than Admin learn who the users are, not how to reach them. */
function forReader(c: Context<AppEnv>, user: User): User | UserWithoutContact {
  if (allows(access.readContactDetails, c.var.user?.role)) return user;
  const { phone: _phone, email: _email, ...rest } = user;
  return rest;
}

/** The new password's hash, made before any transaction holds the database (hashing is slow). */
async function passwordHashOf(password: string | undefined): Promise<string | undefined> {
  if (!password) return undefined;
  refuseCommonPassword(password, 'password');
  return hashPassword(password);
}

/** A role change and a new password are entries of their own in the activity log; other changes one more. */
async function noteUserChanges(deps: Deps, c: Context<AppEnv>, stored: UserRow, saved: UserRow): Promise<void> {
  const recordId = saved._id;
  if (saved.role !== stored.role) {
    const summary = `Role of ${saved.name}: ${stored.role} → ${saved.role}`;
    await noteActivity(deps, c, { action: 'role', recordType: 'users', recordId, summary });
  }
  if (saved.passwordHash !== stored.passwordHash) {
    const summary = `Set a new password for ${saved.name}`;
    await noteActivity(deps, c, { action: 'password', recordType: 'users', recordId, summary });
  }
  const others = changedFields(stored, saved).filter((field) => field !== 'role');
  if (others.length || (saved.role === stored.role && saved.passwordHash === stored.passwordHash))
    await noteActivity(deps, c, { action: 'update', recordType: 'users', recordId, summary: changeSummary(others) });
}

export function userRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => c.json((await listUsers(deps.db)).map((u) => forReader(c, u))));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findUserRow(deps.db, idParam(c)), NOT_FOUND);
    return c.json(forReader(c, await presentUsers.one(deps.db, row)));
  });

  // The Admin sets a new password for someone who forgot theirs; that user's sessions all end.
  app.put('/:id/password', allow(API_ACCESS.users.resetSignIn), async (c) => {
    const id = c.req.param('id');
    const input = parse(adminPasswordResetSchema, await readJson(c));
    // Any address that names no account is a 404 here, an impossible id included.
    const user = found(isId(id) ? await findUserRow(deps.db, id) : undefined, NOT_FOUND);
    refuseCommonPassword(input.newPassword, 'newPassword');
    await setPasswordEndingSessions(deps.db, user._id, await hashPassword(input.newPassword));
    deps.logger.info('password reset by Admin', { requestId: c.var.requestId, userId: user._id, by: c.var.user?._id });
    const summary = `Set a new password for ${user.name}`;
    await noteActivity(deps, c, { action: 'password', recordType: 'users', recordId: user._id, summary });
    return c.json({ message: `The password of ${user.name} has been reset.` });
  });
  // The Admin turns off two-step sign-in for someone who lost their phone and recovery codes; that user's
  // sessions end (when it is required for their role, they set up a new app at their next sign-in).
  app.delete('/:id/two-step', allow(API_ACCESS.users.resetSignIn), async (c) => {
    const id = c.req.param('id');
    // Any address that names no account is a 404 here, an impossible id included.
    const user = found(isId(id) ? await findUserRow(deps.db, id) : undefined, NOT_FOUND);
    const removed = await resetTwoStepOf(deps.db, user._id);
    deps.logger.info('two-step sign-in reset by Admin', {
      requestId: c.var.requestId,
      userId: user._id,
      by: c.var.user?._id,
    });
    const summary = `Turned off two-step sign-in of ${user.name}`;
    if (removed) await noteActivity(deps, c, { action: 'two-step', recordType: 'users', recordId: user._id, summary });
    return c.json({
      message: removed
        ? `Two-step sign-in of ${user.name} has been reset.`
        : `${user.name} had no two-step sign-in; nothing to reset.`,
    });
  });
  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(userCreateSchema, form.fields);
    const passwordHash = (await passwordHashOf(input.password)) ?? '';
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      await refuseTakenEmail(trx, input.email);
      const image = await replaceFile(files, null, uploads.image[0]);
      const { name, phone, email, role } = input;
      return createUser(trx, { name, phone, email, role, passwordHash, image });
    });
    await noteCreated(deps, c, 'users', row, `${row.name} (${row.role})`);
    return c.json(await presentUsers.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findUserRow(deps.db, id), NOT_FOUND);
    const input = parse(userUpdateSchema, withStoredValues(userUpdateSchema, form.fields, stored));
    const passwordHash = await passwordHashOf(input.password);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      await refuseTakenEmail(trx, input.email, id);
      if (isRole(stored.role, 'Admin') && !isRole(input.role, 'Admin') && (await countAdmins(trx)) <= 1) {
        throw new HttpError(409, LAST_ADMIN, { role: LAST_ADMIN }, undefined, 'last_admin');
      }
      const image = await replaceFile(files, stored.image, uploads.image[0], removes(form, 'image'));
      const { name, phone, role } = input;
      const email = input.email.toLowerCase();
      const saved = await updateUser(trx, id, {
        name,
        phone,
        email,
        role,
        ...(passwordHash ? { passwordHash } : {}),
        image,
        updatedAt: new Date().toISOString(),
      });
      // A changed role or password takes effect at once: the user signs in again.
      if (saved.role !== stored.role || saved.passwordHash !== stored.passwordHash) await endUserSessions(trx, id);
      return saved;
    });
    await noteUserChanges(deps, c, stored, row);
    return c.json(await presentUsers.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const stored = found(await findUserRow(deps.db, id), NOT_FOUND);
    // The account goes to the trash without its sessions (a restored account signs in again).
    return deleteToTrash(deps, c, 'users', stored, async (trx) => {
      if (id === user._id) throw new HttpError(409, 'You cannot delete your own account.');
      if (isRole(stored.role, 'Admin') && (await countAdmins(trx)) <= 1)
        throw new HttpError(409, LAST_ADMIN, undefined, undefined, 'last_admin');
      await endUserSessions(trx, id);
    });
  });

  return app;
}
