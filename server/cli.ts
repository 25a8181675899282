// The operators' command-line tool: `npm run cli -- <command>`. It opens the same database as the server
// (DATA_DIR, or DATABASE_URL for PostgreSQL) and may run while the server is running.
//
// Exit codes: 0 done, 1 refused or failed (duplicate e-mail, unknown user, export folder not empty, import into a
// site with content, damaged export, database error), 2 bad usage or invalid input (unknown command or option, bad role, short password, bad settings).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, PASSWORD_MIN } from '../common/schemas.ts';
import { LIMITS } from '../common/constants.ts';
import { ROLES, normaliseRole } from '../common/permissions.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDeps, type Opened } from './bootstrap.ts';
import type { Deps } from './context.ts';
import { createLogger } from './http/logger.ts';
import { hashPassword } from './auth/passwords.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './auth/common-passwords/common-passwords.ts';
import { clearFailures } from './auth/throttle.ts';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword, type PasswordOwner } from './auth/password-rules.ts';
import { createUser, findUserByEmail, setPasswordEndingSessions } from './repositories/users.ts';
import { resetTwoStepOf } from './auth/two-step.ts';
import { CLI_ACTOR, recordActivity } from './repositories/activity.ts';
import { migrationStatus, openDatabase, type DatabaseHandle } from './db/database.ts';
import { UpgradeError, upgradeBackupFolder } from './db/upgrade.ts';
import { backupFolderName, exportSite, type ExportSummary } from './transfer/export.ts';
import { TABLES, TransferError, type Site } from './transfer/format.ts';
import { importSite } from './transfer/import.ts';
import { appendStatus, backupInto } from './transfer/backups.ts';
import { StartupError, checkDataFolder, databaseError, safeDatabaseUrl } from './startup-checks.ts';

const PASSWORD_MAX = 200;

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user --email E --name N --role R [--phone P] [--password P]
      Creates a staff account. Roles: ${ROLES.join(', ')} (any capitalisation).
  reset-password --email E [--password P]
      Sets a new password and signs the user out everywhere.
  reset-two-step --email E
      Turns off two-step sign-in of the account (lost phone and recovery codes) and signs
      the user out everywhere. Where it is required, they set up a new app at sign-in.
  list-users
      Lists every account (e-mail, role, name, created).
  export --out DIR
      Writes all content into the new (or empty) folder DIR: every table as JSON and
      every uploaded file, for import into a site on SQLite or PostgreSQL. Staff accounts
      go with their password hashes, so staff can sign in after a move: keep exports
      private. Sessions are left out.
  import --in DIR [--replace]
      Loads an export into this site, checking it first. Refuses a site that already has
      content unless --replace, which deletes all content and signs everyone out first.
      Stop the server while importing and start it again afterwards.
  backup [--out DIR | --into FOLDER [--keep N]]
      export. With --into (or the BACKUP_DIR setting) into FOLDER/backup-YYYY-MM-DDTHHMMSS
      (UTC; -2, -3, ... for another backup in the same second), keeping the newest N there (--keep, else BACKUP_KEEP, 14 by default) and
      writing one status line (JSON: "backup done" or "backup failed") to the output and to
      FOLDER/backups.log. Otherwise DIR, by default ./backup-YYYY-MM-DDTHHMM (UTC time).
      Backups are readable by their owner only (folders 0700, files 0600).
  restore --in DIR
      import --replace.
  migrate-status
      Lists the database's applied migrations (with the time each was applied) and the
      pending ones, which the server or this tool applies when it next starts, after
      backing the database up (into BACKUP_DIR, else DATA_DIR/backups). Changes nothing.
  help
      Shows this text.

Without --password the password is asked for (hidden) on a terminal, or read from the
first line of standard input, which keeps it out of the shell history:
  printf '%s\\n' "$PASSWORD" | npm run cli -- reset-password --email head@school.example
Passwords have at least ${PASSWORD_MIN} characters.

The tool uses the server's settings: DATA_DIR (default ./data) or DATABASE_URL.`;

/** Bad usage or input: exit code 2. */
class UsageError extends Error {}
/** Refused or failed: exit code 1. */
class Refused extends Error {}

type Options = Record<string, string | boolean | undefined>;

/**
 * What the tool reads and writes: the process's own streams, environment and working directory when it is run
 * (`npm run cli`), a test's when server/cli.db.test.ts calls `runCli` in its own process.
 */
export interface CliIo {
  /** A terminal (isTTY, with setRawMode) or a pipe. */
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  /** Relative folders (--out, --in, --into, a backup's default name) are taken from here. */
  cwd: string;
}

interface Command {
  /** Options that take a value. */
  options: string[];
  /** Options that take none (switches). */
  flags?: string[];
  run: (opened: Opened, options: Options, io: CliIo) => Promise<void>;
}

/** A command that opens only the database, without upgrading it (migrate-status must see what is pending). */
interface DatabaseCommand {
  options: string[];
  flags?: string[];
  runOnDatabase: (handle: DatabaseHandle, config: Config, io: CliIo) => Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  'create-user': { options: ['email', 'name', 'role', 'phone', 'password'], run: createUserCommand },
  'reset-password': { options: ['email', 'password'], run: resetPassword },
  'reset-two-step': { options: ['email'], run: resetTwoStep },
  'list-users': { options: [], run: listUsers },
  export: {
    options: ['out'],
    run: (opened, options, io) => exportTo(opened, folder(io, required(options, 'out')), io),
  },
  backup: { options: ['out', 'into', 'keep'], run: backup },
  import: {
    options: ['in'],
    flags: ['replace'],
    run: (opened, options, io) => importFrom(opened, folder(io, required(options, 'in')), options.replace === true, io),
  },
  restore: {
    options: ['in'],
    run: (opened, options, io) => importFrom(opened, folder(io, required(options, 'in')), true, io),
  },
};

/** The commands that may make a new site database: the first Admin, an import, a restore. */
const CREATING_COMMANDS = new Set(['create-user', 'import', 'restore']);

/** This copy's own deploy/site-cli, the way to run the tool on the site it is installed as (wherever that is). */
const SITE_CLI = path.resolve(import.meta.dirname, '../deploy/site-cli');

/**
 * Refuses a command that needs a site when there is none where the settings point (an SQLite file that does not
 * exist, or a database without the site's tables): opening it would make an empty one, and the command would
 * answer about nothing ("No users yet") while the real site is elsewhere.
 */
async function refuseWithoutSite(name: string, config: Config, io: CliIo): Promise<void> {
  const file = path.join(config.dataDir, 'site.db');
  const where = config.databaseUrl
    ? `the PostgreSQL database of DATABASE_URL (${safeDatabaseUrl(config.databaseUrl)})`
    : `${config.dataDir} (the folder DATA_DIR names${io.env.DATA_DIR ? '' : '; unset, that is ./data in the folder the tool runs in'})`;
  const refuse = () =>
    new Refused(
      `There is no site in ${where}, and ${name} makes none. On the production server run it as ` +
        `${SITE_CLI} ${name}, which uses the service's data folder and settings; ` +
        'elsewhere set DATA_DIR (or DATABASE_URL) to where the site keeps its data.',
    );
  if (!config.databaseUrl && !fs.existsSync(file)) throw refuse();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: file });
  try {
    if ((await migrationStatus(handle.db)).applied.length === 0) throw refuse();
  } finally {
    await handle.close();
  }
}

/**
 * Run as root on a data folder that belongs to the service's user, the tool would leave files there (the
 * database's -wal and -shm, uploads) that the service then cannot write: refused, with the way to run it.
 */
function refuseRootOnOthersFolder(name: string, config: Config): void {
  if (process.getuid?.() !== 0) return;
  const owner = fs.statSync(config.dataDir, { throwIfNoEntry: false })?.uid;
  if (owner === undefined || owner === 0) return;
  throw new UsageError(
    `The data folder ${config.dataDir} belongs to another user than root: run the tool as that user, for example ` +
      `${SITE_CLI} ${name} (as root it would leave files there the site cannot write).`,
  );
}

const DATABASE_COMMANDS: Record<string, DatabaseCommand> = {
  'migrate-status': { options: [], runOnDatabase: migrateStatus },
};

function parseOptions(
  command: string,
  args: string[],
  { options: allowed, flags = [] }: Command | DatabaseCommand,
): Options {
  try {
    const { values } = parseArgs({
      args,
      options: {
        ...Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
        ...Object.fromEntries(flags.map((name) => [name, { type: 'boolean' as const }])),
      },
      strict: true,
      allowPositionals: false,
    });
    return values as Options;
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('. ')[0] ?? '') : String(error);
    const all = [...allowed, ...flags];
    const known = all.length
      ? `${command} takes ${all.map((o) => `--${o}`).join(', ')}`
      : `${command} takes no options`;
    throw new UsageError(`${reason.replace(/\.$/, '')}. ${known}.`);
  }
}

/** A text option's value, trimmed; undefined when absent or empty. */
function text(options: Options, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A folder given on the command line, relative to the working directory. */
const folder = (io: CliIo, given: string) => path.resolve(io.cwd, given);

function required(options: Options, name: string): string {
  const value = text(options, name);
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    throw new UsageError(`"${value}" is not a valid e-mail address.`);
  return email;
}

function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN)
    throw new UsageError(`The password must be at least ${PASSWORD_MIN} characters long.`);
  if (password.length > PASSWORD_MAX)
    throw new UsageError(`The password must be at most ${PASSWORD_MAX} characters long.`);
  if (isCommonPassword(password)) throw new UsageError(COMMON_PASSWORD_MESSAGE);
  return password;
}

/** Refuses a password made of the site's or the account's own words (server/auth/password-rules.ts). */
async function refuseOwnWords(deps: Deps, password: string, owner: PasswordOwner): Promise<void> {
  if (await isGuessablePassword(deps, password, owner)) throw new UsageError(GUESSABLE_PASSWORD_MESSAGE);
}

// ---- reading the password -----------------------------------------------------------------------

/** Asks on the terminal without echoing what is typed. */
function askHidden(prompt: string, io: CliIo): Promise<string> {
  const stdin = io.stdin;
  io.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error: Error | null) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(null);
        if (char === '\u0003') return finish(new Refused('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of a piped standard input (without its line ending). */
function firstLine(io: CliIo): Promise<string | null> {
  const stdin = io.stdin;
  return new Promise((resolve, reject) => {
    let text = '';
    const done = (line: string | null) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.off('error', reject);
      stdin.pause();
      stdin.destroy();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) done(text.slice(0, end).replace(/\r$/, ''));
    };
    const onEnd = () => done(text === '' ? null : text.replace(/\r$/, ''));
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.on('error', reject);
  });
}

async function passwordFrom(options: Options, io: CliIo): Promise<string> {
  if (typeof options.password === 'string') return checkPassword(options.password);
  if (io.stdin.isTTY) {
    const password = checkPassword(await askHidden('New password: ', io));
    if ((await askHidden('Repeat the password: ', io)) !== password) throw new UsageError('The two passwords differ.');
    return password;
  }
  const line = await firstLine(io);
  if (line === null)
    throw new UsageError('No password given: pass --password, or write it as the first line of standard input.');
  return checkPassword(line);
}

// ---- commands -----------------------------------------------------------------------------------

async function createUserCommand({ deps }: Opened, options: Options, io: CliIo): Promise<void> {
  const email = checkEmail(required(options, 'email'));
  const name = required(options, 'name');
  if (name.length > LIMITS.short) throw new UsageError(`--name must be at most ${LIMITS.short} characters.`);
  const roleText = required(options, 'role');
  const role = normaliseRole(roleText);
  if (!role) throw new UsageError(`Unknown role "${roleText}": use one of ${ROLES.join(', ')}.`);
  const phone = text(options, 'phone') ?? '';
  if (phone.length > 50) throw new UsageError('--phone must be at most 50 characters.');
  // Checked before asking for the password, so nobody types one for nothing.
  const taken = async () => (await findUserByEmail(deps.db, email)) !== undefined;
  if (await taken())
    throw new Refused(`A user with the e-mail ${email} already exists (reset-password changes their password).`);
  const password = await passwordFrom(options, io);
  await refuseOwnWords(deps, password, { email, name, phone });
  const passwordHash = await hashPassword(password);
  let id: string;
  try {
    ({ _id: id } = await createUser(deps, { name, phone, email, role, passwordHash }));
  } catch (error) {
    if (await taken()) throw new Refused(`A user with the e-mail ${email} already exists.`);
    throw error;
  }
  io.stdout.write(`Created ${role} account for ${email} (id ${id}). They can sign in now.\n`);
}

async function resetPassword({ deps }: Opened, options: Options, io: CliIo): Promise<void> {
  const email = checkEmail(required(options, 'email'));
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new Refused(`No user has the e-mail ${email} (list-users shows every account).`);
  const password = await passwordFrom(options, io);
  await refuseOwnWords(deps, password, user);
  await setPasswordEndingSessions(deps.db, user._id, await hashPassword(password), deps.clock.now());
  // A user locked out by failed attempts may sign in with the new password at once.
  await clearFailures(deps.db, email);
  await recordActivity(deps.db, deps.clock.now(), CLI_ACTOR, {
    action: 'password',
    recordType: 'users',
    recordId: user._id,
    details: { title: user.name, password: 'admin' },
  });
  io.stdout.write(`Changed the password of ${email}; they were signed out everywhere.\n`);
}

async function resetTwoStep({ deps }: Opened, options: Options, io: CliIo): Promise<void> {
  const email = checkEmail(required(options, 'email'));
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new Refused(`No user has the e-mail ${email} (list-users shows every account).`);
  const had = await resetTwoStepOf(deps.db, user._id);
  if (had) {
    await recordActivity(deps.db, deps.clock.now(), CLI_ACTOR, {
      action: 'two-step',
      recordType: 'users',
      recordId: user._id,
      details: { title: user.name },
    });
  }
  io.stdout.write(
    had
      ? `Turned off two-step sign-in of ${email}; they were signed out everywhere.\n`
      : `${email} had no two-step sign-in; signed them out everywhere.\n`,
  );
}

async function listUsers({ deps }: Opened, _options: Options, io: CliIo): Promise<void> {
  const users = await deps.db
    .selectFrom('users')
    .select(['email', 'role', 'name', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('email')
    .execute();
  if (users.length === 0) {
    io.stdout.write(
      'No users yet. Create the first Admin with:\n  npm run cli -- create-user --email you@school.example --name "Your Name" --role Admin\n' +
        '(on a production server: deploy/site-cli create-user ...)\n',
    );
    return;
  }
  const rows = [
    ['E-MAIL', 'ROLE', 'NAME', 'CREATED'],
    ...users.map((u) => [u.email, u.role, u.name, u.createdAt.slice(0, 10)]),
  ];
  const width = (column: number) => Math.max(...rows.map((r) => r[column]?.length ?? 0));
  for (const row of rows)
    io.stdout.write(`${row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(width(i)) : cell)).join('  ')}\n`);
  io.stdout.write(`${users.length} user${users.length === 1 ? '' : 's'}\n`);
}

// ---- export and import (server/transfer/) -------------------------------------------------------

const siteOf = ({ deps }: Opened): Site => ({ kind: deps.dbKind, storage: deps.media.storage });

/** "12 blogs, 30 gallery, …": the tables that have rows. */
/** The rows of the content tables (the activity log goes along but is not content). */
function countsText(counts: Record<string, number>): string {
  const parts = TABLES.filter((t) => t !== 'activity' && (counts[t] ?? 0) > 0).map((t) => `${counts[t]} ${t}`);
  return parts.length ? parts.join(', ') : 'no rows';
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function exportTo(opened: Opened, out: string, io: CliIo): Promise<void> {
  const done: ExportSummary = await exportSite(opened.deps.db, siteOf(opened), out, opened.deps.clock.now());
  io.stdout.write(
    `Exported ${countsText(done.counts)} and ${done.files} files (${megabytes(done.bytes)}) to ${done.dir}\n` +
      'It holds every staff account with its password hash: keep it private.\n',
  );
}

async function backup(opened: Opened, options: Options, io: CliIo): Promise<void> {
  const out = text(options, 'out');
  const into = text(options, 'into') ?? (out ? undefined : (opened.deps.config.backupDir ?? undefined));
  if (out && text(options, 'into')) throw new UsageError('Give either --out or --into, not both.');
  if (!into) {
    if (text(options, 'keep')) throw new UsageError('--keep goes with --into FOLDER (or the BACKUP_DIR setting).');
    return exportTo(opened, folder(io, out ?? backupFolderName(opened.deps.clock.now())), io);
  }
  const keepText = text(options, 'keep');
  if (keepText && !/^[1-9]\d{0,3}$/.test(keepText))
    throw new UsageError(`--keep must be a whole number from 1 to 9999, not "${keepText}".`);
  const keep = keepText ? Number(keepText) : opened.deps.config.backupKeep;
  const target = folder(io, into);
  const started = performance.now();
  const status = (fields: Record<string, unknown>) =>
    `${JSON.stringify({ time: new Date().toISOString(), ...fields, folder: target, seconds: Math.round((performance.now() - started) / 100) / 10 })}\n`;
  let line: string;
  try {
    const done = await backupInto(opened.deps.db, siteOf(opened), target, keep);
    line = status({
      level: 'info',
      msg: 'backup done',
      dir: done.summary.dir,
      rows: Object.values(done.summary.counts).reduce((a, b) => a + b, 0),
      files: done.summary.files,
      bytes: done.summary.bytes,
      kept: done.kept.length,
      removed: done.removed,
    });
  } catch (error) {
    line = status({
      level: 'error',
      msg: 'backup failed',
      error: error instanceof Error ? error.message : String(error),
    });
    io.stdout.write(line);
    await appendStatus(target, line).catch(() => {});
    throw new Refused(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  io.stdout.write(line);
  await appendStatus(target, line);
}

async function importFrom(opened: Opened, from: string, replace: boolean, io: CliIo): Promise<void> {
  const done = await importSite(opened.deps.db, siteOf(opened), from, { replace });
  const { exportedAt, databaseKind } = done.manifest;
  io.stdout.write(
    `Imported ${countsText(done.counts)} and ${done.files} files (${done.copied} copied) from the ${databaseKind} ` +
      `export of ${exportedAt}${replace ? ', replacing the previous content; everyone was signed out' : ''}.\n` +
      'Start (or restart) the server to show it.\n',
  );
}

// ---- migrations ---------------------------------------------------------------------------------

async function migrateStatus(handle: DatabaseHandle, config: Config, io: CliIo): Promise<void> {
  const { applied, pending, unknown } = await migrationStatus(handle.db);
  const out = (line: string) => io.stdout.write(`${line}\n`);
  out(handle.kind === 'postgres' ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: SQLite file ${handle.file}`);
  const width = Math.max(0, ...applied.map((m) => m.name.length));
  out(`Applied migrations (${applied.length}):${applied.length ? '' : ' none, the database is new'}`);
  for (const m of applied) out(`  ${m.name.padEnd(width)}  applied ${m.appliedAt}`);
  if (pending.length) {
    out(`Pending migrations (${pending.length}), applied when the server or this tool next starts:`);
    for (const name of pending) out(`  ${name}`);
    if (applied.length) out(`The database is backed up into ${upgradeBackupFolder(config)} before they are applied.`);
  } else {
    out('Pending migrations (0): none, the database is up to date.');
  }
  if (unknown.length)
    out(
      `Applied migrations unknown to this version (${unknown.length}): ${unknown.join(', ')}. ` +
        'The database was upgraded by a newer version of the site: run that version.',
    );
}

// ---- entry --------------------------------------------------------------------------------------

/** Runs one command; answers its exit code (see the top of this file). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const command = COMMANDS[name] ?? DATABASE_COMMANDS[name];
  if (!command) {
    io.stderr.write(
      `Unknown command "${name}". Commands: ${[...Object.keys(COMMANDS), ...Object.keys(DATABASE_COMMANDS), 'help'].join(', ')}.\n`,
    );
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }

  let opened: Opened | null = null;
  let handle: DatabaseHandle | null = null;
  let config: Config | null = null;
  try {
    const options = parseOptions(name, args, command);
    config = loadConfig(io.env);
    for (const warning of config.warnings) io.stderr.write(`Warning: ${warning}\n`);
    refuseRootOnOthersFolder(name, config);
    if ('runOnDatabase' in command) {
      const file = path.join(config.dataDir, 'site.db');
      if (!config.databaseUrl && !fs.existsSync(file)) {
        // Opening would create the file: say so instead.
        io.stdout.write(`No database yet: ${file} does not exist. The server creates it when it first starts.\n`);
        return 0;
      }
      handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'site.db') });
      await command.runOnDatabase(handle, config, io);
      return 0;
    }
    if (!CREATING_COMMANDS.has(name)) await refuseWithoutSite(name, config, io);
    await checkDataFolder(config);
    opened = await openDeps(
      config,
      createLogger('warn', (line) => io.stderr.write(line)),
    );
    await command.run(opened, options, io);
    return 0;
  } catch (error) {
    const settingsError = databaseError(error, config?.databaseUrl ?? null) ?? error;
    if (
      settingsError instanceof UsageError ||
      settingsError instanceof ConfigError ||
      settingsError instanceof StartupError
    ) {
      io.stderr.write(
        `${settingsError instanceof ConfigError ? 'Configuration error: ' : ''}${settingsError.message}\n`,
      );
      return 2;
    }
    if (error instanceof Refused || error instanceof TransferError || error instanceof UpgradeError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened?.handle.close();
    await handle?.close();
  }
}

// Run as a program (`node server/cli.ts`, `npm run cli`), not when a test imports runCli.
if (import.meta.main) {
  const io: CliIo = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
  };
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
