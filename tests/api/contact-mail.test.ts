// With SMTP_URL set, a copy of each contact message is e-mailed (DESIGN.md section 4): delivered for real,
// through the site's own mailer, to a small SMTP server in the test. A mail server that is down or slow
// never costs the visitor their message.
import { afterEach, describe, expect } from 'vitest';
import { apiTest, collectingLogger, createTestApp, json, type TestApp } from '../helpers/test-app.ts';
import { expectJson } from '../helpers/api.ts';
import { freePort } from '../helpers/free-port.ts';
import { useSmtpServer, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { nth } from '../helpers/nth.ts';

const visitor = {
  name: 'Mama Amani',
  email: 'mama.amani@example.org',
  phone: '+255 713 222 333',
  message: 'When does term 2 start? We would like to visit the library with our daughter.',
};
const MAIL = { mailTo: 'office@bright.example', mailFrom: 'website@bright.example' };

const send = (t: TestApp, body: Record<string, unknown> = visitor) =>
  t.request('/api/contact', { method: 'POST', ...json(body) });

async function stored(t: TestApp, id: string) {
  return t.deps.db.selectFrom('contactMessages').selectAll().where('_id', '=', id).executeTakeFirst();
}

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago). */
const closedPort = freePort;

// The first block's mail server (its own hooks start and stop it): the app, made for that block's first test,
// e-mails its copies there. The second block makes its apps itself.
let smtp: TestSmtpServer;
const it = apiTest({ config: () => ({ smtpUrl: smtp.url, ...MAIL }) });

describe('the e-mailed copy of a contact message', () => {
  smtp = useSmtpServer();

  it('goes to MAIL_TO from MAIL_FROM, answers to the visitor, and carries the message', async ({ t }) => {
    const { _id } = await expectJson(await send(t), 201);
    const mail = nth(await smtp.waitFor(1), 0);
    expect(mail.from).toBe('website@bright.example');
    expect(mail.to).toEqual(['office@bright.example']);
    expect(mail.headers.to).toBe('office@bright.example');
    expect(mail.headers.from).toBe('website@bright.example');
    expect(mail.headers['reply-to']).toBe('mama.amani@example.org');
    expect(mail.headers.subject).toBe('Website message from Mama Amani');
    const body = mail.body.replace(/=\r\n/g, '');
    expect(body).toContain(visitor.message);
    expect(body).toContain('Mama Amani <mama.amani@example.org>, +255 713 222 333');
    expect(await stored(t, _id)).toMatchObject({ name: 'Mama Amani', message: visitor.message });
  });

  it('is not sent for a bot that filled the hidden field', async ({ t }) => {
    const before = smtp.received.length;
    await expectJson(await send(t, { ...visitor, website: 'http://spam.example' }), 201);
    await expectJson(await send(t, { ...visitor, name: 'Baba Neema' }), 201);
    const mails = await smtp.waitFor(before + 1);
    expect(mails.slice(before).map((m) => m.headers.subject)).toEqual(['Website message from Baba Neema']);
  });
});

describe('a mail server that is down or slow', () => {
  const apps: TestApp[] = [];
  const servers: TestSmtpServer[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const server of servers.splice(0)) await server.close();
  });

  it('still stores the message, answers 201, and logs the failure with the request id', async () => {
    const log = collectingLogger();
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, ...MAIL }, log);
    apps.push(t);
    const res = await send(t);
    const { _id } = await expectJson(res, 201);
    expect(await stored(t, _id)).toMatchObject({ email: visitor.email, message: visitor.message });
    // The e-mail is tried after the answer: wait for it to fail.
    expect(await t.deps.mailer!.settle(10_000)).toBe(0);
    const failure = log.entries().find((e) => e.msg === 'contact e-mail failed');
    expect(failure).toMatchObject({
      level: 'error',
      requestId: res.headers.get('x-request-id'),
      messageId: _id,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('settle() waits for an e-mail on its way, and answers how many are unsent when time runs out', async () => {
    const slow = await startSmtpServer({ acceptDelayMs: 1500 });
    servers.push(slow);
    const t = await createTestApp({ smtpUrl: slow.url, ...MAIL });
    apps.push(t);
    const started = Date.now();
    await expectJson(await send(t), 201);
    expect(Date.now() - started).toBeLessThan(1000); // the visitor does not wait for the mail server
    expect(await t.deps.mailer!.settle(100)).toBe(1);
    expect(slow.received).toHaveLength(0);
    expect(await t.deps.mailer!.settle(10_000)).toBe(0);
    expect(slow.received).toHaveLength(1);
    expect(await t.deps.mailer!.settle(10)).toBe(0);
  });
});
