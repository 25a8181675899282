// Kysely's SQLite dialect expects a better-sqlite3-like object; this adapts Node's built-in node:sqlite,
// which needs no native addon build.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqlite(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  // WAL keeps readers and the writer apart and survives a crash; busy_timeout waits for a lock
  // held by another process (the command-line tool) instead of failing.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  return db;
}

function adapt(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement = db.prepare(sql);
      const params = (p: ReadonlyArray<unknown>) => p.map(toSqlite);
      return {
        reader: statement.columns().length > 0,
        all: (p) => statement.all(...params(p)),
        run: (p) => statement.run(...params(p)),
        iterate: (p) => statement.iterate(...params(p)),
      };
    },
  };
}

export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({ database: async () => adapt(openSqlite(file)) });
}
