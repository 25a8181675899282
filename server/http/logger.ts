// Structured logs: one JSON object per line on stdout.
import type { Config } from '../config.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * JSON leaves line separators and direction overrides as they are; escaped, a typed value (a visitor's name, an
 * address) cannot make a log line look like another in a terminal or an editor. Line breaks JSON escapes already.
 */
const escapeInvisible = (line: string) =>
  line.replace(
    /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export function createLogger(
  level: Config['logLevel'],
  write: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
  const min = ORDER[level];
  const log = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    write(escapeInvisible(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })) + '\n');
  };
  return {
    log,
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  };
}
