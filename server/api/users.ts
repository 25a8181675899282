// /api/users: staff accounts. Any signed-in user may read the list (the dashboard shows recent users), but
// only Admin sees phones and e-mails, and only Admin changes it. Password hashes never leave the server.
import { Hono } from 'hono';
import { z } from 'zod';
import { adminPasswordResetSchema, userCreateSchema, userUpdateSchema } from '../../common/schemas.ts';
import { API_ACCESS, allows, isRole } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { isId } from '../db/ids.ts';
import { allow } from '../auth/guard.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseCommonPassword } from '../auth/common-passwords/common-passwords.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { removeTwoStep } from '../auth/two-step.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import type { Trx } from '../media/media-store.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

/** The form's fields, plus the new password's hash (made before the transaction). */
type UserInput = z.infer<typeof userUpdateSchema> & { passwordHash?: string };

async function adminCount(trx: Trx): Promise<number> {
  const rows = await trx.selectFrom('users').select('role').execute();
  return rows.filter((r) => isRole(r.role, 'Admin')).length;
}

export function publicUser(row: UserRow, images?: Parameters<typeof imageFields>[2]) {
  return {
    _id: row._id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role,
    ...(images ? imageFields('image', row.image, images) : { image: null }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Staff other than Admin learn who the users are, not how to reach them. */
function withoutContactDetails(user: Record<string, unknown>) {
  const { phone: _phone, email: _email, ...rest } = user;
  return rest;
}

export function userRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.res.ok || allows(API_ACCESS.users.readContactDetails, c.var.user?.role)) return;
    const body = (await c.res.json()) as Record<string, unknown> | Record<string, unknown>[];
    const reduced = Array.isArray(body) ? body.map(withoutContactDetails) : withoutContactDetails(body);
    c.res = new Response(JSON.stringify(reduced), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
  });
  // The Admin sets a new password for someone who forgot theirs; that user's sessions all end.
  app.put('/:id/password', allow(API_ACCESS.users.resetSignIn), async (c) => {
    const id = c.req.param('id');
    const input = parse(adminPasswordResetSchema, await readJson(c));
    const user = isId(id)
      ? await deps.db.selectFrom('users').select(['_id', 'name']).where('_id', '=', id).executeTakeFirst()
      : undefined;
    if (!user) throw notFound('User not found.');
    refuseCommonPassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: new Date().toISOString() })
        .where('_id', '=', user._id)
        .execute();
      await endUserSessions(trx, user._id);
    });
    deps.logger.info('password reset by Admin', { requestId: c.var.requestId, userId: user._id, by: c.var.user?._id });
    return c.json({ message: `The password of ${user.name} has been reset.` });
  });
  // The Admin turns off two-step sign-in for someone who lost their phone and recovery codes; that user's
  // sessions end (when it is required for their role, they set up a new app at their next sign-in).
  app.delete('/:id/two-step', allow(API_ACCESS.users.resetSignIn), async (c) => {
    const id = c.req.param('id');
    const user = isId(id)
      ? await deps.db.selectFrom('users').select(['_id', 'name']).where('_id', '=', id).executeTakeFirst()
      : undefined;
    if (!user) throw notFound('User not found.');
    const removed = await deps.db.transaction().execute(async (trx) => {
      const had = await removeTwoStep(trx, user._id);
      await endUserSessions(trx, user._id);
      return had;
    });
    deps.logger.info('two-step sign-in reset by Admin', {
      requestId: c.var.requestId,
      userId: user._id,
      by: c.var.user?._id,
    });
    return c.json({
      message: removed
        ? `Two-step sign-in of ${user.name} has been reset.`
        : `${user.name} had no two-step sign-in; nothing to reset.`,
    });
  });
  app.route('/', userResource(deps));
  return app;
}

function userResource(deps: Deps) {
  return resourceRoutes<UserRow, UserInput>(deps, {
    table: 'users',
    access: API_ACCESS.users,
    schema: (_deps, mode) => (mode === 'create' ? userCreateSchema : userUpdateSchema),
    images: [{ name: 'image' }],
    notFoundMessage: 'User not found.',
    async prepare(input) {
      if (!input.password) return input;
      refuseCommonPassword(input.password, 'password');
      return { ...input, passwordHash: await hashPassword(input.password) };
    },
    async toRow(input, { trx, existing }) {
      const email = input.email.toLowerCase();
      const clash = await trx.selectFrom('users').select('_id').where('email', '=', email).executeTakeFirst();
      if (clash && clash._id !== existing?._id)
        throw new HttpError(
          409,
          'A user with this email already exists.',
          {
            email: 'A user with this email already exists.',
          },
          undefined,
          'email_taken',
        );
      if (existing && isRole(existing.role, 'Admin') && !isRole(input.role, 'Admin') && (await adminCount(trx)) <= 1) {
        throw new HttpError(
          409,
          'At least one Admin must remain.',
          { role: 'At least one Admin must remain.' },
          undefined,
          'last_admin',
        );
      }
      const row: Partial<UserRow> = { name: input.name, phone: input.phone, email, role: input.role };
      if (input.passwordHash) row.passwordHash = input.passwordHash;
      return row;
    },
    async afterWrite(row, { trx, existing }) {
      // A changed role or password takes effect at once: the user signs in again.
      if (existing && (existing.role !== row.role || existing.passwordHash !== row.passwordHash)) {
        await endUserSessions(trx, row._id);
      }
    },
    async beforeDelete(row, { trx, user }) {
      if (row._id === user._id) throw new HttpError(409, 'You cannot delete your own account.');
      if (isRole(row.role, 'Admin') && (await adminCount(trx)) <= 1)
        throw new HttpError(409, 'At least one Admin must remain.', undefined, undefined, 'last_admin');
      await endUserSessions(trx, row._id);
    },
    toApi: (row, images) => publicUser(row, images),
  });
}
