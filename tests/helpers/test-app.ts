// A real app over a freshly migrated database (SQLite file or a PostgreSQL schema of its own) and a
// temporary upload folder, for API tests. Nothing is mocked.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PG_URL, adminQuery, newSchema } from './pg-admin.ts';
import { test as base } from 'vitest';
import { CHEAP_HASH_COST, cheapHash } from './cheap-hash.ts';
import { PASSWORD_HASH_COST, setHashCostForTests } from '../../server/auth/passwords.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { migrate, openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { newId } from '../../server/db/ids.ts';
import { createLogger, type Logger } from '../../server/http/logger.ts';
import { createMailer } from '../../server/mail.ts';
import { ResponseCache } from '../../server/http/response-cache.ts';
import { startChangeFeed } from '../../server/db/change-feed.ts';
import { TestClock } from './test-clock.ts';
import { MediaStore } from '../../server/media/media-store.ts';
import { openStorage } from '../../server/media/shared-storage.ts';
import { nth } from './nth.ts';
import type { Role } from '../../common/permissions.ts';

export const TEST_PASSWORD = 'correct horse battery';
export { PG_URL, adminQuery };

/** TEST_PASSWORD at a low scrypt cost (tests/helpers/cheap-hash.ts). */
export const CHEAP_TEST_HASH = cheapHash(TEST_PASSWORD);

/** When the sessions of the users made by `userWithSession` end (whatever a test does with the clock). */
const SIGNED_IN_UNTIL = '9999-12-31T00:00:00.000Z';

/** A user the test app made and signed in: its id, e-mail and session cookie. */
export interface SignedInUser {
  id: string;
  email: string;
  cookie: string;
}

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  deps: Deps;
  dataDir: string;
  /** The app's clock (deps.clock), moved by the test: scheduled posts go public when it passes their time. */
  clock: TestClock;
  /** The PostgreSQL schema holding its data (null on SQLite), for a second app sharing it. */
  pgSchema: string | null;
  /**
   * Sends a request; `cookie` signs it in; `address` is the socket address the request comes from (as
   * @hono/node-server hands it over), for the per-address limits. Without it the address is 'unknown'.
   */
  request(pathname: string, init?: RequestInit & { cookie?: string; address?: string }): Promise<Response>;
  /** A multipart POST or PUT of text fields and files (as form() builds it), signed in with `cookie`. */
  sendForm(
    method: 'POST' | 'PUT',
    pathname: string,
    cookie: string | undefined,
    fields: FormFields,
    files?: FormFiles,
  ): Promise<Response>;
  /** A JSON POST or PUT of `value`, signed in with `cookie`. */
  sendJson(method: 'POST' | 'PUT', pathname: string, cookie: string | undefined, value: unknown): Promise<Response>;
  /** Creates a user with TEST_PASSWORD and answers its id, e-mail and session cookie. */
  userWithSession(role: string, name?: string): Promise<SignedInUser>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's logger; silent unless given (collectingLogger() keeps the lines for a test to read). */
  logger?: Logger;
  /**
   * An existing PostgreSQL schema to use instead of a new one (a second server sharing the first one's data);
   * the app that made it drops it.
   */
  sharedSchema?: string;
  /**
   * The server code in this process hashes new passwords at the production cost (the tests of hashing
   * itself); otherwise at the cheap test cost (tests/helpers/cheap-hash.ts), about a millisecond each.
   */
  productionHashCost?: boolean;
}

/** A real JSON-lines logger at level debug whose lines go to an array instead of stdout. */
export function collectingLogger(): { logger: Logger; lines: string[]; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  return {
    logger: createLogger('debug', (line) => lines.push(line)),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * A test app over its own database and upload folder. `overrides` change the configuration (with `smtpUrl`
 * set, contact messages are e-mailed through the real mailer, as in the server).
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  setHashCostForTests(options.productionHashCost ? PASSWORD_HASH_COST : CHEAP_HASH_COST);
  const kind = process.env.TEST_DB;
  if (kind !== 'sqlite' && kind !== 'postgres') {
    // The unit project sets no database (vitest.config.ts): a test file that needs one is named *.db.test.ts
    // or lives under tests/api/, and then runs on both databases.
    throw new Error('This test needs a database: name its file *.db.test.ts or move it under tests/api/.');
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-test-'));
  const config: Config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }), ...overrides };
  let handle: DatabaseHandle;
  let schema: string | null = null;
  if (kind === 'postgres' && options.sharedSchema) {
    handle = openDatabase({ databaseUrl: PG_URL, pgSchema: options.sharedSchema });
  } else if (kind === 'postgres') {
    const made = await newSchema();
    schema = made.schema;
    handle = openDatabase({ databaseUrl: PG_URL, pgSchema: made.schema });
  } else {
    handle = openDatabase({ sqliteFile: path.join(dataDir, 'site.db') });
  }
  await migrate(handle.db);
  const storage = openStorage(handle, path.join(dataDir, 'uploads'));
  await storage.init();
  const logger = options.logger ?? createLogger('silent');
  const clock = new TestClock();
  const deps: Deps = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    media: new MediaStore(handle.db, storage, logger, clock),
    cache: new ResponseCache(clock),
    logger,
    mailer: config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : null,
    clock,
  };
  // With PostgreSQL, a second app on the same schema hears this one's changes (server/db/change-feed.ts).
  const feed =
    kind === 'postgres'
      ? startChangeFeed({
          databaseUrl: PG_URL,
          pgSchema: schema ?? options.sharedSchema,
          db: handle.db,
          cache: deps.cache,
          logger,
        })
      : null;
  await feed?.ready;
  const app = buildApp(deps);

  const request: TestApp['request'] = (pathname, init = {}) => {
    const { cookie, address, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    const env = address ? { incoming: { socket: { remoteAddress: address } } } : undefined;
    return Promise.resolve(app.request(pathname, { ...rest, headers }, env));
  };

  return {
    app,
    deps,
    dataDir,
    clock,
    pgSchema: schema ?? options.sharedSchema ?? null,
    request,
    sendForm: (method, pathname, cookie, fields, files) =>
      request(pathname, { method, cookie, body: form(fields, files) }),
    sendJson: (method, pathname, cookie, value) => request(pathname, { method, cookie, ...json(value) }),
    async userWithSession(role, name) {
      const { id, email } = await insertTestUser(deps.db, role, name);
      const res = await signInRequest(request, email);
      if (res.status !== 200) throw new Error(`test sign-in failed: ${res.status} ${await res.text()}`);
      // Sessions expire by the app's clock (deps.clock), which tests move months ahead to publish or to date
      // entries: a user made for a test stays signed in whatever the test does with the clock.
      await deps.db.updateTable('sessions').set({ expiresAt: SIGNED_IN_UNTIL }).where('userId', '=', id).execute();
      return { id, email, cookie: cookieOf(res) };
    },
    async close() {
      await feed?.close();
      await handle.close();
      if (schema) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A role, or a role and the user's name. */
export type UserSpec = string | [role: string, name: string];

/** One user of each role, each with a name of its own (the name a record's "deleted by" or "saved by" shows). */
export const ONE_OF_EACH_ROLE = {
  admin: ['Admin', 'Bi Mkuu'],
  director: ['director', 'Mkurugenzi'],
  teacher: ['Teacher', 'Mwalimu Juma'],
  author: ['Author', 'Mwandishi'],
  partner: ['Partner', 'Upendo'],
} satisfies Record<string, UserSpec>;

export interface ApiTestOptions<K extends string> extends TestAppOptions {
  /** Signed-in users made with the app, in this order, answered under the same keys. */
  users?: Record<K, UserSpec>;
  /** Configuration changes (see createTestApp), or a function answering them when the app is made. */
  config?: Partial<Config> | (() => Partial<Config>);
}

/**
 * The API tests' fixtures (Vitest `test.extend`), all of file scope: made for the file's first test or
 * `beforeAll` that asks for one of them, and closed when the file's last test has run.
 * - `t`: an app over a database and an upload folder of its own (createTestApp);
 * - `users`: its signed-in users, made with the app (so a test that lists the users always sees them).
 * Each call answers a test API of its own, so a file may have several apps (one per `describe`); each stays open
 * until the file ends. File-scoped fixtures must be defined at the top level of a file, outside any `describe`,
 * so call it there. Its hooks (`it.beforeAll`, `it.beforeEach`) receive the fixtures; for a table of cases use
 * `it.for` (its test gets the fixtures as the second argument), not `it.each`, which passes the row only.
 */
export function apiTest<K extends string = never>(options: ApiTestOptions<K> = {}) {
  return base
    .extend('appAndUsers', { scope: 'file' }, async ({}, { onCleanup }) => {
      const { config } = options;
      const t = await createTestApp(typeof config === 'function' ? config() : config, options);
      const users = {} as Record<K, SignedInUser>;
      try {
        for (const [key, spec] of Object.entries(options.users ?? {}) as [K, UserSpec][]) {
          const [role, name] = typeof spec === 'string' ? [spec] : spec;
          users[key] = await t.userWithSession(role, name);
        }
      } catch (error) {
        // Vitest cleans up only what it was handed: an app whose users could not be made is closed here.
        await t.close();
        throw error;
      }
      onCleanup(() => t.close());
      return { t, users };
    })
    .extend('t', { scope: 'file' }, ({ appAndUsers }) => appAndUsers.t)
    .extend('users', { scope: 'file' }, ({ appAndUsers }) => appAndUsers.users);
}

/** Inserts a user with TEST_PASSWORD (role stored exactly as given) that has not signed in yet. */
export async function insertTestUser(
  db: Deps['db'],
  role: string,
  name = `${role} Tester`,
): Promise<{ id: string; email: string }> {
  const id = newId();
  const email = `${role.toLowerCase()}-${id}@example.org`;
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      _id: id,
      name,
      phone: '+255 700 000 000',
      email,
      // As given, also in a spelling the forms never store ('ADMIN'): what a hand-edited database may hold.
      role: role as Role,
      passwordHash: CHEAP_TEST_HASH,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, email };
}

export type FormFields = Record<string, string | number>;
export type FormFiles = Record<string, Blob | Blob[] | File | File[]>;

/** A multipart body from text fields and files. */
export function form(fields: FormFields, files: FormFiles = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  for (const [k, list] of Object.entries(files)) {
    for (const file of Array.isArray(list) ? list : [list])
      data.append(k, file, file instanceof File ? file.name : `${k}.bin`);
  }
  return data;
}

export const json = (value: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/**
 * The one in-process sign-in of the API tests (the browser tests sign in over HTTP: tests/e2e/fixtures.ts).
 * `address` is the client's socket address (none: an in-process request).
 */
export function signInRequest(
  request: TestApp['request'],
  email: string,
  password = TEST_PASSWORD,
  cookie?: string,
  address?: string,
): Promise<Response> {
  return request('/api/auth/login', { method: 'POST', cookie, address, ...json({ email, password }) });
}

/** The `name=value` part of the answer's Set-Cookie header. */
export const cookieOf = (res: Response): string => nth((res.headers.get('set-cookie') ?? '').split(';'), 0);
