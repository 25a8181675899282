// A clean stop on SIGTERM/SIGINT (DESIGN.md section 3): take no new connections, let the requests in flight
// finish, wait (briefly) for contact e-mails still on their way, close the database, then exit 0. Anything
// that fails on the way is logged and the process still exits, with 1; so does a stop that takes too long.
import type { Logger } from './http/logger.ts';
import type { Mailer } from './mail.ts';

/** What the stop needs of the HTTP server (node:http's Server). */
export interface ClosableServer {
  close(callback: (error?: Error) => void): unknown;
  closeIdleConnections?(): void;
}

export interface StopOptions {
  server: ClosableServer;
  logger: Logger;
  mailer: Mailer | null;
  closeDatabase: () => Promise<void>;
  /** process.exit, unless a test watches. */
  exit?: (code: number) => void;
  /** After this long the process exits with 1, whatever is still running. */
  graceMs?: number;
  /** How long e-mails still being sent may hold the stop. */
  mailWaitMs?: number;
}

export const STOP_GRACE_MS = 10_000;
export const MAIL_WAIT_MS = 5_000;

/** Answers the handler for a stop signal; a second signal while stopping is ignored. */
export function gracefulStop(options: StopOptions): (signal: string) => void {
  const { server, logger, mailer, closeDatabase } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const graceMs = options.graceMs ?? STOP_GRACE_MS;
  const mailWaitMs = options.mailWaitMs ?? MAIL_WAIT_MS;
  let stopping = false;

  return (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    const force = setTimeout(() => {
      logger.warn(`still stopping after ${graceMs / 1000} s; exiting anyway`);
      exit(1);
    }, graceMs);
    force.unref();

    // Keep-alive connections with no request running would hold close() for their whole idle timeout
    // (the client's or the server's, seconds): close them now, and each one as its last request ends.
    const sweep = setInterval(() => server.closeIdleConnections?.(), 50);
    sweep.unref();
    // close() stops listening at once and calls back when the last connection has ended.
    server.close((closeError) => {
      clearInterval(sweep);
      void (async () => {
        let failed = false;
        if (closeError) {
          failed = true;
          logger.error('closing the HTTP server failed', { error: String(closeError) });
        }
        if (mailer) {
          try {
            const unsent = await mailer.settle(mailWaitMs);
            if (unsent > 0) logger.warn('contact e-mails still unsent at shutdown', { count: unsent });
          } catch (error) {
            failed = true;
            logger.error('waiting for contact e-mails failed', { error: String(error) });
          }
        }
        try {
          await closeDatabase();
        } catch (error) {
          failed = true;
          logger.error('closing the database failed', {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        }
        clearTimeout(force);
        if (failed) logger.error('stopped after an error');
        else logger.info('stopped');
        exit(failed ? 1 : 0);
      })();
    });
    server.closeIdleConnections?.();
  };
}
