// Several servers on one PostgreSQL database (decision 028): each keeps its answers and pages until something
// changes, so each must learn at once of a change another made. A change here is told with NOTIFY on a channel of
// this schema; a connection of its own LISTENs and drops what the others changed. A notice can be missed while the
// connection is down: after it comes back, everything kept is dropped once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Logger } from '../http/logger.ts';
import type { ResponseCache } from '../http/response-cache.ts';

export interface ChangeFeed {
  /** Resolves once this server listens (for tests: a change made after it reaches this server). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The channel of a schema: identifiers are at most 63 characters of letters, digits and underscores. */
const channelOf = (schema: string) =>
  `site_changes_${schema.replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63).toLowerCase();

const RETRY_MS = [250, 1000, 5000];

export function startChangeFeed(options: {
  databaseUrl: string;
  /** The schema the site's tables are in (tests give each file its own); its name is the channel's. */
  pgSchema?: string;
  db: Db;
  cache: ResponseCache;
  logger: Logger;
}): ChangeFeed {
  const { cache, logger, db } = options;
  const me = randomBytes(8).toString('hex');
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let channel = '';

  const listen = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    next.on('notification', (message) => {
      try {
        const notice = JSON.parse(message.payload ?? '') as { from: string; groups: string[] };
        if (notice.from !== me && Array.isArray(notice.groups)) cache.changedElsewhere(notice.groups.map(String));
      } catch {
        cache.changedElsewhere('all');
      }
    });
    next.on('error', (error) => logger.warn('the change feed lost its connection', { error: String(error) }));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
      setTimeout(() => void listen().catch(() => {}), wait).unref();
    });
    await next.connect();
    const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
    channel = channelOf(rows[0]?.schema ?? 'public');
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    // Notices sent while no connection listened are lost: whatever is kept may be stale.
    if (client === null && failures > 0) cache.changedElsewhere('all');
    client = next;
    failures = 0;
  };

  const ready = listen();
  ready.catch((error: unknown) => logger.error('the change feed could not listen', { error: String(error) }));

  cache.publishChangesTo((groups) => {
    const payload = JSON.stringify({ from: me, groups });
    void ready
      .then(() => sql`select pg_notify(${channel}, ${payload})`.execute(db))
      .catch((error: unknown) =>
        logger.error('telling the other servers of a change failed', { error: String(error) }),
      );
  });

  return {
    ready,
    async close() {
      closed = true;
      cache.publishChangesTo(null);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
