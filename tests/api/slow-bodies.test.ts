// Strangers must not hold what staff uploads need (issue 35): on a real socket, bodies trickled a byte at a time
// to the public contact route take no upload slot, a body slower than the minimum rate is cut off with 408, a
// contact body past its small ceiling gets 413, and a stranger's upload is refused before its body is read.
import type { Server } from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, describe, expect } from 'vitest';
import { OWN_UPLOADS_BUSY, UPLOAD_SLOTS, UPLOAD_SLOTS_PER_ACCOUNT } from '../../server/limits/upload-slots.ts';
import { BODY_GRACE_SECONDS, BODY_TOO_SLOW } from '../../server/http/body-guard.ts';
import { apiTest, form } from '../helpers/test-app.ts';
import { AUTH_BODY_MAX, AUTH_BODY_TOO_LARGE } from '../../server/app.ts';
import { pngFile } from '../helpers/images.ts';

const it = apiTest({ users: { admin: 'Admin' } });

let server: ServerType;
let port: number;

afterAll(async () => {
  if (!server) return;
  const closing = new Promise((resolve) => server.close(resolve));
  (server as Server).closeAllConnections();
  await closing;
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Milliseconds from the first byte sent to the whole answer. */
  ms: number;
  /** The Location header of a redirect. */
  location?: string;
  /** Whether the server closed the connection after answering. */
  closed: Promise<void>;
}

/**
 * A request on a socket of its own: `head` (request line and headers, without the blank line) is sent at once,
 * then `body` one byte every `everyMs` (all at once when 0). Answers the first answer, and stops sending then.
 */
function rawRequest(head: string, body: Uint8Array | string, everyMs = 0): { answer: Promise<Answer>; end(): void } {
  const socket = net.connect(port, '127.0.0.1');
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const closed = once(socket, 'close').then(() => undefined);
  const answer = new Promise<Answer>((resolve, reject) => {
    let text = '';
    socket.on('error', reject);
    socket.on('connect', () => {
      socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      if (everyMs === 0) socket.write(bytes);
      else {
        let sent = 0;
        timer = setInterval(() => {
          if (sent < bytes.length && !socket.destroyed) socket.write(bytes.subarray(sent, ++sent));
        }, everyMs);
      }
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/^content-length:\s*(\d+)/im.exec(text)?.[1] ?? NaN);
      if (end < 0 || text.length < end + 4 + length) return;
      clearInterval(timer);
      const json = Buffer.from(text.slice(end + 4, end + 4 + length), 'latin1').toString('utf8');
      resolve({
        status: Number(text.split(' ')[1]),
        body: (json ? JSON.parse(json) : {}) as Record<string, unknown>,
        location: /^location:\s*(.*)$/im.exec(text.slice(0, end))?.[1]?.trim(),
        ms: performance.now() - started,
        closed,
      });
    });
  });
  return {
    answer,
    end() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const MULTIPART_FORM =
  '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSlow Parent\r\n' +
  '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nslow@example.org\r\n' +
  '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello from a slow line.\r\n--x--\r\n';

/** A contact form sent as multipart, a byte every `everyMs`. */
const slowContact = (everyMs: number) =>
  rawRequest(
    `POST /api/contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${MULTIPART_FORM.length}`,
    MULTIPART_FORM,
    everyMs,
  );

/** A gallery upload signed in with `cookie` whose body comes a byte every `everyMs`. */
const trickledUpload = (cookie: string, everyMs: number) =>
  rawRequest(
    `POST /api/gallery HTTP/1.1\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000`,
    `--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${'x'.repeat(4000)}`,
    everyMs,
  );

/** A small gallery upload signed in with `cookie` succeeds. */
async function expectUploaded(cookie: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/gallery`, {
    method: 'POST',
    headers: { cookie },
    body: form({ title: 'Sports day' }, { image: await pngFile('sports.png', 64, 64) }),
  });
  expect(res.status, await res.text()).toBe(201);
}

describe('slow and large bodies on a real socket', () => {
  it.beforeAll(async ({ t }) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  it('more slow contact bodies than there are upload slots: a staff gallery upload still succeeds', async ({
    users: { admin },
  }) => {
    const slow = Array.from({ length: UPLOAD_SLOTS + 1 }, () => slowContact(3000));
    try {
      // Their headers are in and their routes run; none of the bodies is near its end.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expectUploaded(admin.cookie);
    } finally {
      for (const request of slow) request.end();
    }
  });

  it('a body trickled below the minimum rate is cut off with 408 and a clear JSON error, and the connection closed', async ({
    users: { admin },
  }) => {
    // A byte every half second keeps the line busy (no idle gap), far below 1 KB a second on average.
    const contact = slowContact(500);
    // A signed-in upload trickled the same way holds its slot only until it is cut off.
    const uploads = Array.from({ length: UPLOAD_SLOTS_PER_ACCOUNT }, () => trickledUpload(admin.cookie, 500));
    const plainForm = 'name=Slow+Parent&email=slow%40example.org&message=Hello&source=footer';
    const plainPost = rawRequest(
      `POST /api/contact HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: text/html\r\n` +
        `Referer: http://127.0.0.1:${port}/about\r\nContent-Length: ${plainForm.length}`,
      plainForm,
      500,
    );
    try {
      for (const { answer } of [contact, ...uploads]) {
        const { status, body, ms, closed } = await answer;
        expect(status, JSON.stringify(body)).toBe(408);
        expect(body).toMatchObject({ message: BODY_TOO_SLOW, error: BODY_TOO_SLOW, code: 'too_slow' });
        expect(ms).toBeGreaterThan(BODY_GRACE_SECONDS * 1000);
        expect(ms).toBeLessThan((BODY_GRACE_SECONDS + 5) * 1000);
        await closed;
      }
      // A plain form post (before the page's scripts came) goes back to its page, which says it failed.
      const back = await plainPost.answer;
      expect(back.status).toBe(303);
      expect(back.location).toBe('/about?contactSent=footer-failed#contact-footer');
      // Their slots are free again.
      await expectUploaded(admin.cookie);
    } finally {
      for (const request of [contact, plainPost, ...uploads]) request.end();
    }
  }, 60_000);

  it('one account trickling uploads holds at most half of the slots: its next one gets 503, another account uploads', async ({
    t,
    users: { admin },
  }) => {
    const trickled = () => trickledUpload(admin.cookie, 200);
    const held = Array.from({ length: UPLOAD_SLOTS_PER_ACCOUNT }, trickled);
    const teacher = await t.userWithSession('Teacher', 'Neema Upload');
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const more = trickled();
      const { status, body } = await more.answer;
      more.end();
      expect(status).toBe(503);
      expect(body).toMatchObject({ error: OWN_UPLOADS_BUSY, code: 'uploads_busy' });
      expect(UPLOAD_SLOTS - UPLOAD_SLOTS_PER_ACCOUNT).toBeGreaterThan(0);
      await expectUploaded(teacher.cookie);
    } finally {
      for (const request of held) request.end();
    }
  });

  it('a sign-in body over 16 KB gets 413 before anything is read or hashed', async ({ t }) => {
    const res = await t.sendJson('POST', '/api/auth/login', undefined, {
      email: 'admin@example.org',
      password: 'x'.repeat(AUTH_BODY_MAX),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: AUTH_BODY_TOO_LARGE, code: 'too_large' });
  });

  it('a contact body over its ceiling gets 413, declared or sent in chunks', async () => {
    const big = JSON.stringify({ name: 'P', email: 'p@example.org', message: 'x'.repeat(80 * 1024) });
    const declared = await rawRequest(
      `POST /api/contact HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${big.length}`,
      big,
    ).answer;
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 'too_large', message: expect.stringMatching(/64 KB/) });
    // Chunked: no length is declared, the body is counted as it comes.
    const chunks = big.match(/[^]{1,16384}/g)!.map((part) => `${part.length.toString(16)}\r\n${part}\r\n`);
    const chunked = await rawRequest(
      'POST /api/contact HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      `${chunks.join('')}0\r\n\r\n`,
    ).answer;
    expect(chunked.status).toBe(413);
    expect(chunked.body).toMatchObject({ code: 'too_large', message: expect.stringMatching(/64 KB/) });
  });

  it("a stranger's chunked upload is refused with 401 before its body is read", async () => {
    // The first chunk only: were the body read before the sign-in check, no answer would come.
    const request = rawRequest(
      'POST /api/gallery HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked',
      '4000\r\n' + 'x'.repeat(0x4000) + '\r\n',
    );
    try {
      const { status, body, ms } = await request.answer;
      expect(status).toBe(401);
      expect(body.code).toBe('unauthenticated');
      expect(ms).toBeLessThan(5000);
    } finally {
      request.end();
    }
  });
});
