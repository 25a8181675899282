// What every route needs, built once by the process (or by a test) and handed to the app.
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/database.ts';
import type { Logger } from './http/logger.ts';
import type { ResponseCache } from './http/response-cache.ts';
import type { MediaStore } from './media/media-store.ts';
import type { Mailer } from './mail.ts';
import type { SessionUser } from './auth/sessions.ts';

export interface Deps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  media: MediaStore;
  cache: ResponseCache;
  logger: Logger;
  mailer: Mailer | null;
  /** The current time (server/clock.ts); tests move it. */
  clock: Clock;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    /** The raw session cookie value, when one came with the request. */
    sessionToken: string | null;
    /** Who sent the request (server/http/client-address.ts): the key of the per-address limits. */
    clientAddress: string;
    /** Where the files of a multipart form wait while the request is answered (server/http/multipart.ts). */
    uploadRoot: string;
  };
}
