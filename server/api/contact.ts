// /api/contact: messages from the contact forms, stored for staff (Admin and Director) and,
// with SMTP_URL set, e-mailed too.
import { Hono } from 'hono';
import { contactMessageSchema, contactMessageUpdateSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireRole } from '../auth/guard.ts';
import { isId, newId } from '../db/ids.ts';
import type { ContactMessageRow } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';

const present = (row: ContactMessageRow) => ({ ...row, read: row.read === 1 });

export function contactRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const staff = requireRole('Admin', 'Director');

  app.post('/', async (c) => {
    const body = await readJson(c, { allowForm: true });
    const input = parse(contactMessageSchema, body);
    const now = new Date().toISOString();
    const row: ContactMessageRow = { _id: newId(), ...input, read: 0, createdAt: now, updatedAt: now };
    // A filled hidden "website" field means a bot: answer as usual, keep nothing.
    if (typeof body.website === 'string' && body.website.trim() !== '')
      return c.json({ message: 'Thank you! Your message has been sent.' }, 201);
    await db.insertInto('contactMessages').values(row).execute();
    // The copy by e-mail goes after the answer: a slow or broken mail server must not hold up the visitor,
    // and the message is stored either way. (The configuration refuses SMTP_URL without a recipient.)
    const to = deps.config.mailTo;
    if (deps.mailer && to) {
      const requestId = c.var.requestId;
      deps.mailer
        .send({
          to,
          replyTo: input.email,
          subject: `Website message from ${input.name}`,
          text: `${input.message}\n\n${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''}`,
        })
        .catch((error: unknown) =>
          deps.logger.error('contact e-mail failed', { requestId, messageId: row._id, error: String(error) }),
        );
    }
    return c.json({ message: 'Thank you! Your message has been sent.', _id: row._id }, 201);
  });

  app.get('/', staff, async (c) => {
    const rows = await db
      .selectFrom('contactMessages')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('_id', 'desc')
      .execute();
    return c.json(rows.map(present));
  });

  const idOf = (id: string) => {
    if (!isId(id)) throw badRequest('Invalid ID: an id is 24 hexadecimal characters.');
    return id;
  };

  app.put('/:id', staff, async (c) => {
    const id = idOf(c.req.param('id'));
    const input = parse(contactMessageUpdateSchema, await readJson(c));
    const result = await db
      .updateTable('contactMessages')
      .set({ read: input.read ? 1 : 0, updatedAt: new Date().toISOString() })
      .where('_id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Message not found.');
    return c.json(
      present(await db.selectFrom('contactMessages').selectAll().where('_id', '=', id).executeTakeFirstOrThrow()),
    );
  });

  app.delete('/:id', staff, async (c) => {
    const id = idOf(c.req.param('id'));
    const result = await db.deleteFrom('contactMessages').where('_id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Message not found.');
    return c.json({ message: 'Deleted.', _id: id });
  });

  return app;
}
