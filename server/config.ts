// The one place that reads process.env: every setting is validated once, at start-up.
import path from 'node:path';
import { DEFAULT_SCHOOL_NAMES, SITE_NAME } from '../common/constants.ts';
import { EMAIL_PATTERN } from '../common/schemas.ts';
import { parseTrustedProxies } from './http/client-address.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './auth/common-passwords/common-passwords.ts';
import { GUESSABLE_PASSWORD_MESSAGE, isMadeOfWords } from './auth/password-rules.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string | null;
  /** The partner school's own website: the first logo of the home page's partner strip opens it. */
  partnerSchoolUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  /** Who receives the e-mailed contact messages: MAIL_TO, else ADMIN_EMAIL (required with SMTP_URL). */
  mailTo: string | null;
  /** The sender of those e-mails: MAIL_FROM, else ADMIN_EMAIL, else website@ the host of PUBLIC_URL (or localhost). */
  mailFrom: string;
  schoolNames: readonly string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Cookies get the Secure flag when the public address is HTTPS. */
  secureCookies: boolean;
  /**
   * TRUST_PROXY: addresses (or ranges) of the reverse proxies whose X-Forwarded-For names the client; empty
   * means the socket's address is the client's (server/http/client-address.ts).
   */
  trustProxy: string[];
  /** Where `cli backup` writes its dated folders when no --out or --into is given (BACKUP_DIR). */
  backupDir: string | null;
  /** How many dated backups `cli backup` keeps in that folder (BACKUP_KEEP). */
  backupKeep: number;
  /** How many days the activity log keeps its entries (ACTIVITY_KEEP_DAYS); older ones go in the daily sweep. */
  activityKeepDays: number;
  /** /api/health answers 503 below this much free space on the data folder's disk, in MB (MIN_FREE_DISK_MB). */
  minFreeDiskMb: number;
  /**
   * TWO_STEP_KEY: 64 hex digits, the key that encrypts two-step secrets at rest; without it the key lives in
   * DATA_DIR/two-step.key (server/auth/two-step-key.ts).
   */
  twoStepKey: string | null;
  /** Sentences about settings that look misspelled (PUBLC_URL), which the start logs as warnings. */
  warnings: string[];
}

/** Every setting this module reads: the README's table lists the same. */
export const SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'PARTNER_SCHOOL_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'SMTP_URL',
  'MAIL_TO',
  'MAIL_FROM',
  'SCHOOL_NAMES',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'BACKUP_DIR',
  'BACKUP_KEEP',
  'ACTIVITY_KEEP_DAYS',
  'MIN_FREE_DISK_MB',
  'TWO_STEP_KEY',
] as const;
type Setting = (typeof SETTINGS)[number];

/** How many letters must be added, removed, changed or swapped with their neighbour to turn one word into the other. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * A sentence for each variable that is not a setting but looks like one: the same in other letter case, or one
 * or two letters off (one for short names). Other variables (PATH, HOME, ...) are nobody's business here.
 */
export function misspelledSettings(env: NodeJS.ProcessEnv): string[] {
  const warnings: string[] = [];
  for (const name of Object.keys(env)) {
    if ((SETTINGS as readonly string[]).includes(name)) continue;
    const near = SETTINGS.find((known) => {
      const upper = name.toUpperCase().replaceAll('-', '_');
      if (upper === known) return true;
      const allowed = known.length <= 5 ? 1 : 2;
      return Math.abs(known.length - upper.length) <= allowed && editDistance(upper, known) <= allowed;
    });
    if (near)
      warnings.push(
        `The setting ${name} is not one this site knows, so it is ignored: did you mean ${near}? (README, Configuration)`,
      );
  }
  return warnings;
}

export class ConfigError extends Error {}

/** The spec leaves the partner school's address out: operators set theirs with PARTNER_SCHOOL_URL. */
export const DEFAULT_PARTNER_SCHOOL_URL = 'https://www.example.org/';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), not "${value}".`);
}

/** Reads and checks the settings; throws ConfigError with a sentence naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const text = (name: Setting) => {
    const v = env[name]?.trim();
    return v ? v : null;
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${portText}".`);
  }

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL address starting with postgres:// (leave it unset for the embedded database).',
    );
  }

  const webAddress = (name: Setting, example: string): string | null => {
    const value = text(name);
    if (value === null) return null;
    try {
      const u = new URL(value);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    } catch {
      throw new ConfigError(`${name} must be an absolute http(s) address such as ${example}, not "${value}".`);
    }
    return value;
  };
  const publicUrl = webAddress('PUBLIC_URL', 'https://school.example');
  const partnerSchoolUrl =
    webAddress('PARTNER_SCHOOL_URL', 'https://partner-school.example') ?? DEFAULT_PARTNER_SCHOOL_URL;

  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (adminEmail && !EMAIL_PATTERN.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address such as head@school.example, not "${adminEmail}".`);
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  if (adminPassword && isCommonPassword(adminPassword)) {
    throw new ConfigError(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
  }

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  const mailToText = text('MAIL_TO');
  if (mailToText) {
    for (const address of mailToText.split(',').map((a) => a.trim())) {
      if (!EMAIL_PATTERN.test(address)) {
        throw new ConfigError(
          `MAIL_TO must be an e-mail address (or several, separated by commas) such as office@school.example, not "${mailToText}".`,
        );
      }
    }
  }
  const mailTo = mailToText ?? adminEmail;
  if (smtpUrl && !mailTo) {
    throw new ConfigError(
      'SMTP_URL is set, but nobody would receive the e-mails: set MAIL_TO (or ADMIN_EMAIL) to the address that should get the contact messages.',
    );
  }
  // Links in e-mails (a password reset's) name PUBLIC_URL: taken from a request's Host instead, a stranger could
  // send the Admin a reset link to their own site.
  if (smtpUrl && !publicUrl) {
    throw new ConfigError(
      'SMTP_URL is set but PUBLIC_URL is not, and links in e-mails must name the public address: set PUBLIC_URL to it, such as https://school.example.',
    );
  }
  const mailFromText = text('MAIL_FROM');
  if (mailFromText && !EMAIL_PATTERN.test(mailFromText)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address such as website@school.example, not "${mailFromText}".`);
  }
  // The Admin's address first: many mail services accept only their own account's address as sender.
  const mailFrom = mailFromText ?? adminEmail ?? `website@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`;

  const schoolNamesText = text('SCHOOL_NAMES');
  const schoolNames = schoolNamesText
    ? schoolNamesText
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_SCHOOL_NAMES;
  if (schoolNames.length === 0)
    throw new ConfigError('SCHOOL_NAMES must list at least one name, separated by semicolons.');
  // The first Admin's password, like every other (server/auth/password-rules.ts; the school records come later).
  if (adminPassword && isMadeOfWords(adminPassword, [SITE_NAME, ...schoolNames, adminEmail ?? '']))
    throw new ConfigError(`ADMIN_PASSWORD: ${GUESSABLE_PASSWORD_MESSAGE}`);

  const logLevel = (text('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }

  const trustProxyText = text('TRUST_PROXY');
  const trustProxy = parseTrustedProxies(trustProxyText ?? '');
  if (trustProxy.invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must list the reverse proxy's addresses or ranges, separated by commas, such as 127.0.0.1,::1 or 10.0.0.0/8, not "${trustProxyText}".`,
    );
  }

  const whole = (name: Setting, fallback: number, min: number, max: number): number => {
    const value = text(name) ?? String(fallback);
    if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
    }
    return Number(value);
  };
  const backupDirText = text('BACKUP_DIR');
  const twoStepKey = text('TWO_STEP_KEY');
  if (twoStepKey && !/^[0-9a-fA-F]{64}$/.test(twoStepKey)) {
    throw new ConfigError(
      'TWO_STEP_KEY must be 64 hexadecimal digits (make one with: openssl rand -hex 32), or be left unset.',
    );
  }

  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(text('DATA_DIR') ?? './data'),
    databaseUrl,
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
    partnerSchoolUrl,
    adminEmail,
    adminPassword,
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO, true),
    smtpUrl,
    mailTo,
    mailFrom,
    schoolNames,
    logLevel,
    secureCookies: publicUrl?.startsWith('https:') ?? false,
    trustProxy: trustProxy.entries,
    backupDir: backupDirText ? path.resolve(backupDirText) : null,
    backupKeep: whole('BACKUP_KEEP', 14, 1, 10_000),
    activityKeepDays: whole('ACTIVITY_KEEP_DAYS', 365, 1, 36_500),
    minFreeDiskMb: whole('MIN_FREE_DISK_MB', 500, 0, 100_000_000),
    twoStepKey: twoStepKey ? twoStepKey.toLowerCase() : null,
    warnings: misspelledSettings(env),
  };
}
