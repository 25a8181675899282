// Kysely's SQLite dialect expects a better-sqlite3-like object; this adapts Node's built-in node:sqlite,
// which needs no native addon build.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqlite(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  // WAL keeps readers and the writer apart and survives a crash; busy_timeout waits for a lock
  // held by another process (the command-line tool) instead of failing. It comes first: switching a database
  // to WAL (the first start on a file written without it) needs a lock another process may be holding.
  db.exec(
    'PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;',
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

/**
 * When a statement fails with SQLITE_FULL (or an I/O error) SQLite has already rolled the transaction back
 * itself. Kysely then sends ROLLBACK, which fails with 'cannot rollback - no transaction is active' and
 * replaces the real cause (a full disk) in the error that reaches the log. The rollback is skipped when no
 * transaction is open any more.
 */
class NodeSqliteDriver extends SqliteDriver {
  private readonly current: () => DatabaseSync | null;

  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], current: () => DatabaseSync | null) {
    super(config);
    this.current = current;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.current()?.isTransaction === false) return;
    await super.rollbackTransaction(connection);
  }
}

/**
 * SQLite runs CREATE, ALTER and DROP inside a transaction like any other statement, but Kysely's SQLite adapter
 * says it does not, so its Migrator would run migrations without one and a failing migration would leave the
 * statements before it applied. Saying yes makes the Migrator run all pending migrations in one transaction,
 * as on PostgreSQL: an upgrade is applied completely or not at all (docs/decisions/013). A migration cannot
 * switch `PRAGMA foreign_keys` inside it (SQLite ignores that in a transaction): use `PRAGMA defer_foreign_keys`.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export function nodeSqliteDialect(file: string): SqliteDialect {
  let db: DatabaseSync | null = null;
  const config = {
    database: async () => {
      db = openSqlite(file);
      return adapt(db);
    },
  };
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new NodeSqliteDriver(config, () => db);
    }

    override createAdapter(): DialectAdapter {
      return new TransactionalDdlSqliteAdapter();
    }
  })(config);
}
