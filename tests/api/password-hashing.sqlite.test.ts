// Password hashing (issue 9): it runs outside database transactions, so creating a user does not hold
// SQLite's only connection for the length of a hash; and a wrong password for an unknown e-mail takes as
// long as for a real account (a dummy hash is checked), so timing does not tell which e-mails have accounts.
// On SQLite only: its one connection is what a hash inside a transaction would hold (PostgreSQL's pool would
// hide it), and the dummy hash costs the same whatever the database (11 hashes at the full cost, about 3 s of CPU).
import { describe, expect } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { newId } from '../../server/db/ids.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sessions.ts';

const it = apiTest({ users: { admin: 'Admin' }, productionHashCost: true });

async function timedSignIn(t: TestApp, email: string, password: string): Promise<number> {
  const started = performance.now();
  const res = await signIn(t, email, password);
  expect(res.status).toBe(401);
  return performance.now() - started;
}

describe('password hashing', () => {
  it('a wrong password takes as long for an unknown e-mail as for a real account', async ({ t }) => {
    const email = `real-${newId()}@example.org`;
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('users')
      .values({
        _id: newId(),
        name: 'Real',
        phone: '',
        email,
        role: 'Teacher',
        passwordHash: await hashPassword('the real password'),
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const real: number[] = [];
    const unknown: number[] = [];
    // Interleaved; the first of each warms up. The fastest of the rest is each path's own cost: other work on
    // the machine (the browser tests run beside this file) only ever adds time, and a median of three still
    // caught such a burst once (unknown 384 ms against real 702 ms).
    for (let i = 0; i < 5; i++) {
      real.push(await timedSignIn(t, email, 'a wrong password'));
      unknown.push(await timedSignIn(t, `nobody-${newId()}@example.org`, 'a wrong password'));
    }
    const [realMs, unknownMs] = [Math.min(...real.slice(1)), Math.min(...unknown.slice(1))];
    // Without the dummy hash an unknown e-mail answered in a few milliseconds against a third of a second.
    expect(unknownMs, `unknown ${unknown.map(Math.round)} ms, real ${real.map(Math.round)} ms`).toBeGreaterThan(
      realMs * 0.5,
    );
    expect(unknownMs).toBeLessThan(realMs * 2);
  }, 180_000);

  it('creating a user hashes the password outside the transaction: other requests are not held up', async ({
    t,
    users: { admin },
  }) => {
    const started = performance.now();
    const creating = t.sendForm('POST', '/api/users', admin.cookie, {
      name: 'New Teacher',
      phone: '+255 700 000 001',
      email: `new-${newId()}@example.org`,
      role: 'Teacher',
      password: 'a fine long passphrase',
    });
    // While the hash runs, a request that needs the database (the only connection on SQLite).
    await new Promise((resolve) => setTimeout(resolve, 30));
    const healthStarted = performance.now();
    const health = await t.request('/api/health');
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    const created = await creating;
    expect(created.status, await created.clone().text()).toBe(201);
    const createMs = performance.now() - started;
    // Inside the transaction, the health check waited for the whole hash (it answered just before the user).
    expect(
      healthMs,
      `health ${Math.round(healthMs)} ms while creating a user took ${Math.round(createMs)} ms`,
    ).toBeLessThan(createMs / 3);
  });
});
