// /api/contact: messages from the contact forms, stored for staff (Admin and Director) and,
// with SMTP_URL set, e-mailed too.
import { Hono, type Context } from 'hono';
import { contactMessageSchema, contactMessageUpdateSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { API_ACCESS } from '../../common/permissions.ts';
import { allow } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import { bodyGuard } from '../http/body-guard.ts';
import { NO_SOCKET } from '../http/client-address.ts';
import { RateLimiter, limitKey } from '../limits/rate-limiter.ts';
import { CONTACT_MESSAGES, minutesOf, retryAfter } from '../limits/abuse-limits.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { actorOf } from '../resources/routes.ts';
import { saveRecord } from '../resources/save.ts';
import { readPage } from '../resources/lists.ts';
import { pageQuery } from '../resources/page-query.ts';
import { found, idParam } from './route-helpers.ts';
import { deleteToTrash } from './trash.ts';

const contactMessages = SERVER_RESOURCES.contactMessages;

/** The query parameter that tells a page, after a plain form post, how its contact form went. */
export const CONTACT_RESULT_PARAM = 'contactSent';

/**
 * A browser without JavaScript posts the form itself and would show our JSON answer. For such a post
 * (a form body, HTML accepted) the answer is a redirect back to the page it came from (same site only),
 * whose form then says how it went: `?contactSent=<form>` or `?contactSent=<form>-failed`.
 */
function backToPage(c: Context<AppEnv>, source: unknown, failed: boolean | 'limited'): Response | null {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isFormPost = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  if (!isFormPost || !(c.req.header('accept') ?? '').includes('text/html')) return null;
  // Only a path of this site, never a whole address taken from the request: a Referer whose path starts
  // with "//" would otherwise send the visitor to another site.
  let path = '/contact';
  let query = '';
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    const sameSite = referer.host === new URL(c.req.url).host || referer.host === c.req.header('host');
    if (sameSite && !referer.pathname.startsWith('/api/')) {
      path = `/${referer.pathname.replace(/^[/\\]+/, '')}`;
      query = referer.search;
    }
  } catch {
    // no or bad Referer: back to the contact page
  }
  const back = new URL(path + query, 'http://site.invalid');
  const which = source === 'footer' ? 'footer' : 'page';
  back.searchParams.set(
    CONTACT_RESULT_PARAM,
    failed === 'limited' ? `${which}-limited` : failed ? `${which}-failed` : which,
  );
  return c.redirect(`${back.pathname}${back.search}#contact-${which}`, 303);
}

/**
 * The ceiling of a request to /api/contact (a visitor's form or staff marking a message read): every field at its
 * longest (a 5,000-character message) fits, even percent-encoded, and nothing much more does. No files.
 */
export const CONTACT_BODY_LIMIT = bodyGuard(64 * 1024, 'The message is too large to send: at most 64 KB.');

export function contactRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  // Per client address, across the servers sharing the database (server/limits/); every message may be e-mailed.
  const messages = new RateLimiter(deps, 'contact', CONTACT_MESSAGES);

  app.post('/', async (c) => {
    const body = await readJson(c, { allowForm: true });
    const address = c.var.clientAddress;
    const wait = address === NO_SOCKET ? 0 : await messages.take(limitKey(address));
    if (wait > 0) {
      deps.logger.warn('contact message refused: too many from this address', {
        requestId: c.var.requestId,
        client: address,
      });
      const back = backToPage(c, body.source, 'limited');
      if (back) return back;
      const minutes = minutesOf(wait);
      throw new HttpError(
        429,
        `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        retryAfter(wait),
      );
    }
    let input;
    try {
      input = parse(contactMessageSchema, body);
    } catch (error) {
      const back = backToPage(c, body.source, true);
      if (back) return back;
      throw error;
    }
    // A filled hidden "website" field means a bot: answer as usual, keep nothing.
    if (typeof body.website === 'string' && body.website.trim() !== '')
      return backToPage(c, body.source, false) ?? c.json({ message: 'Thank you! Your message has been sent.' }, 201);
    const { row } = await saveRecord(deps, contactMessages, {
      values: { ...input, read: 0 },
      actor: actorOf(c),
      // What the visitor typed is data of the entry, never a sentence of the log (common/activity.ts).
      details: () => ({ title: input.name }),
    });
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
    return (
      backToPage(c, body.source, false) ??
      c.json({ message: 'Thank you! Your message has been sent.', _id: row._id }, 201)
    );
  });

  app.get('/', allow(API_ACCESS.contactMessages.read), async (c) => {
    const paged = pageQuery(c, { ownerId: null });
    if (paged) return c.json(await readPage(deps, contactMessages, paged));
    return c.json(await contactMessages.present.many(db, await contactMessages.rows.list(db, 'desc')));
  });

  app.put('/:id', allow(API_ACCESS.contactMessages.write), async (c) => {
    const id = idParam(c);
    const input = parse(contactMessageUpdateSchema, await readJson(c));
    const stored = found(await contactMessages.rows.find(db, id), contactMessages.def.notFound);
    const { row } = await saveRecord(deps, contactMessages, {
      stored,
      values: { read: input.read ? 1 : 0 },
      actor: actorOf(c),
      details: () => ({ title: stored.name, read: input.read }),
    });
    return c.json(await contactMessages.present.one(db, row));
  });

  app.delete('/:id', allow(API_ACCESS.contactMessages.write), async (c) => {
    const stored = found(await contactMessages.rows.find(db, idParam(c)), contactMessages.def.notFound);
    return deleteToTrash(deps, c, 'contactMessages', stored);
  });

  return app;
}
