// Start-up configuration (DESIGN.md section 3): defaults, and a clear ConfigError naming the bad variable.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ConfigError, DEFAULT_PARTNER_SCHOOL_URL, SETTINGS, loadConfig, misspelledSettings } from './config.ts';
import { DEFAULT_SCHOOL_NAMES } from '../common/constants.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      publicUrl: null,
      partnerSchoolUrl: DEFAULT_PARTNER_SCHOOL_URL,
      adminEmail: null,
      adminPassword: null,
      seedDemo: true,
      smtpUrl: null,
      mailTo: null,
      mailFrom: 'website@localhost',
      logLevel: 'info',
      secureCookies: false,
      trustProxy: [],
    });
    expect(config.schoolNames).toEqual(DEFAULT_SCHOOL_NAMES);
  });

  it('treats blank values as unset', () => {
    expect(
      loadConfig({ PORT: '', DATABASE_URL: '  ', PUBLIC_URL: '', SEED_DEMO: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }),
    ).toMatchObject({
      port: 3000,
      databaseUrl: null,
      publicUrl: null,
      seedDemo: true,
      adminEmail: null,
    });
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://site:secret@db.internal:5432/bright',
      PUBLIC_URL: 'https://bright.example/',
      PARTNER_SCHOOL_URL: 'https://partnerschule.example/',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'head@bright.example',
      ADMIN_PASSWORD: 'a long enough secret',
      DATA_DIR: '/var/lib/bright',
      SCHOOL_NAMES: 'One School; Two School ;',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://site:secret@db.internal:5432/bright',
      publicUrl: 'https://bright.example',
      partnerSchoolUrl: 'https://partnerschule.example/',
      secureCookies: true,
      seedDemo: false,
      adminEmail: 'head@bright.example',
      adminPassword: 'a long enough secret',
      dataDir: '/var/lib/bright',
      schoolNames: ['One School', 'Two School'],
    });
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).databaseUrl).toBe('postgres://localhost/x');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    for (const on of ['1', 'true', 'YES', 'on']) expect(loadConfig({ SEED_DEMO: on }).seedDemo).toBe(true);
    for (const off of ['0', 'False', 'no', 'OFF']) expect(loadConfig({ SEED_DEMO: off }).seedDemo).toBe(false);
  });

  it.each(['abc', '70000', '65536', '-1', '80.5', '3000abc', '0x50', '1e3'])('refuses PORT=%s', (value) => {
    const error = configError({ PORT: value });
    expect(error.message).toMatch(/^PORT /);
    expect(error.message).toContain(value);
  });

  it.each(['mysql://localhost/db', 'localhost:5432', 'sqlite:./data/site.db', 'http://postgres'])(
    'refuses DATABASE_URL=%s',
    (value) => {
      expect(configError({ DATABASE_URL: value }).message).toMatch(/^DATABASE_URL .*postgres:\/\//);
    },
  );

  it.each(['partner.example', 'mailto:x@partner.example', 'javascript:alert(1)'])(
    'refuses PARTNER_SCHOOL_URL=%s',
    (value) => {
      expect(configError({ PARTNER_SCHOOL_URL: value }).message).toMatch(
        /^PARTNER_SCHOOL_URL must be an absolute http\(s\) address/,
      );
    },
  );

  it.each(['bright.example', 'ftp://bright.example', '/relative/path', 'https://', 'javascript:alert(1)'])(
    'refuses PUBLIC_URL=%s',
    (value) => {
      const error = configError({ PUBLIC_URL: value });
      expect(error.message).toMatch(/^PUBLIC_URL /);
      expect(error.message).toContain(value);
    },
  );

  it.each(['maybe', '2', 'enabled'])('refuses SEED_DEMO=%s', (value) => {
    const error = configError({ SEED_DEMO: value });
    expect(error.message).toMatch(/^SEED_DEMO /);
    expect(error.message).toContain(value);
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD and the other way round', () => {
    expect(configError({ ADMIN_EMAIL: 'head@bright.example' }).message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(configError({ ADMIN_PASSWORD: 'a long enough secret' }).message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('refuses a short ADMIN_PASSWORD', () => {
    expect(configError({ ADMIN_EMAIL: 'head@bright.example', ADMIN_PASSWORD: 'short' }).message).toMatch(
      /^ADMIN_PASSWORD .*8 characters/,
    );
  });

  it.each(['head', 'head@bright', 'head @bright.example'])(
    'refuses ADMIN_EMAIL=%s that is not an e-mail address',
    (value) => {
      const error = configError({ ADMIN_EMAIL: value, ADMIN_PASSWORD: 'a long enough secret' });
      expect(error.message).toMatch(/^ADMIN_EMAIL /);
      expect(error.message).toContain(value);
    },
  );

  it('refuses an ADMIN_PASSWORD that is one of the most common passwords', () => {
    expect(configError({ ADMIN_EMAIL: 'head@bright.example', ADMIN_PASSWORD: 'password123' }).message).toMatch(
      /^ADMIN_PASSWORD: This password is one of the most common passwords/,
    );
  });

  it.each(['BrightSchools2026', 'Head@Bright.example!', 'Bright Secondary School 1'])(
    'refuses ADMIN_PASSWORD=%s, made of the site’s or the Admin’s own words (issue 35)',
    (password) => {
      expect(configError({ ADMIN_EMAIL: 'head@bright.example', ADMIN_PASSWORD: password }).message).toBe(
        "ADMIN_PASSWORD: This password is made of words others can guess: the site's or a school's name, or the account's name, e-mail address or phone number. Please choose another.",
      );
    },
  );

  it.each(['caddy', '127.0.0.1/33', '10.0.0.0/8/1', '1.2.3', '127.0.0.1;::1'])('refuses TRUST_PROXY=%s', (value) => {
    const error = configError({ TRUST_PROXY: value });
    expect(error.message).toMatch(/^TRUST_PROXY must list the reverse proxy's addresses/);
    expect(error.message).toContain(value);
  });

  it('refuses a bad SMTP_URL, LOG_LEVEL and empty SCHOOL_NAMES', () => {
    expect(configError({ SMTP_URL: 'mail.example:25' }).message).toMatch(/^SMTP_URL /);
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toMatch(/^LOG_LEVEL /);
    expect(configError({ SCHOOL_NAMES: ' ; ; ' }).message).toMatch(/^SCHOOL_NAMES /);
  });

  it('e-mail: SMTP_URL needs a recipient, MAIL_TO falls back to ADMIN_EMAIL, MAIL_FROM to ADMIN_EMAIL, then the public host', () => {
    const error = configError({ SMTP_URL: 'smtp://mail.example:587' });
    expect(error.message).toMatch(/^SMTP_URL is set, but nobody would receive the e-mails: set MAIL_TO/);
    expect(error.message).toContain('ADMIN_EMAIL');

    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_TO: 'office@bright.example',
        PUBLIC_URL: 'http://localhost:3000',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example:587',
      mailTo: 'office@bright.example',
      mailFrom: 'website@localhost',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example',
        ADMIN_EMAIL: 'head@bright.example',
        ADMIN_PASSWORD: 'a long enough secret',
        PUBLIC_URL: 'https://www.bright.example:8443/',
      }),
    ).toMatchObject({ mailTo: 'head@bright.example', mailFrom: 'head@bright.example' });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example',
        MAIL_TO: 'office@bright.example',
        PUBLIC_URL: 'https://www.bright.example/',
      }),
    ).toMatchObject({ mailFrom: 'website@www.bright.example' });
    expect(
      loadConfig({ MAIL_TO: 'a@bright.example, b@bright.example', MAIL_FROM: 'noreply@bright.example' }),
    ).toMatchObject({ mailTo: 'a@bright.example, b@bright.example', mailFrom: 'noreply@bright.example' });

    expect(configError({ MAIL_TO: 'office' }).message).toMatch(/^MAIL_TO must be an e-mail address.*"office"/);
    expect(configError({ MAIL_TO: 'a@bright.example; b@bright.example' }).message).toMatch(/^MAIL_TO /);
    expect(configError({ MAIL_FROM: 'website' }).message).toMatch(/^MAIL_FROM must be an e-mail address.*"website"/);
  });

  it('refuses SMTP_URL without PUBLIC_URL: links in e-mails never come from a request’s Host', () => {
    const error = configError({ SMTP_URL: 'smtp://mail.example:587', MAIL_TO: 'office@bright.example' });
    expect(error.message).toBe(
      'SMTP_URL is set but PUBLIC_URL is not, and links in e-mails must name the public address: set PUBLIC_URL to it, such as https://school.example.',
    );
    expect(
      loadConfig({ SMTP_URL: 'smtp://m.example', MAIL_TO: 'o@bright.example', PUBLIC_URL: 'https://bright.example' }),
    ).toMatchObject({ publicUrl: 'https://bright.example' });
  });

  it('reads TRUST_PROXY, BACKUP_DIR, BACKUP_KEEP and MIN_FREE_DISK_MB, and refuses bad values', () => {
    const defaults = loadConfig({});
    expect(defaults.trustProxy).toEqual([]);
    expect(defaults.backupDir).toBeNull();
    expect(defaults.backupKeep).toBe(14);
    expect(defaults.minFreeDiskMb).toBe(500);
    const set = loadConfig({
      TRUST_PROXY: '127.0.0.1, ::1',
      BACKUP_DIR: '/srv/backups',
      BACKUP_KEEP: '30',
      MIN_FREE_DISK_MB: '2000',
    });
    expect(set.trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(set.backupDir).toBe('/srv/backups');
    expect(set.backupKeep).toBe(30);
    expect(set.minFreeDiskMb).toBe(2000);
    expect(configError({ TRUST_PROXY: 'caddy' }).message).toMatch(/^TRUST_PROXY must list .*"caddy"/);
    expect(configError({ BACKUP_KEEP: '0' }).message).toMatch(/^BACKUP_KEEP must be a whole number from 1/);
    expect(configError({ MIN_FREE_DISK_MB: 'lots' }).message).toMatch(/^MIN_FREE_DISK_MB must be a whole number/);
  });
});

describe('settings that look misspelled', () => {
  it('warns about a name a letter or two off a setting, or in other letter case, and names the setting', () => {
    expect(misspelledSettings({ PUBLC_URL: 'https://x.example' })).toEqual([
      'The setting PUBLC_URL is not one this site knows, so it is ignored: did you mean PUBLIC_URL? (README, Configuration)',
    ]);
    for (const [typo, meant] of [
      ['public_url', 'PUBLIC_URL'],
      ['DATABASE_ULR', 'DATABASE_URL'],
      ['DATADIR', 'DATA_DIR'],
      ['ADMIN_EMIAL', 'ADMIN_EMAIL'],
      ['PROT', 'PORT'],
      ['TRUST_PROXYS', 'TRUST_PROXY'],
    ] as const) {
      expect(misspelledSettings({ [typo]: '1' }), typo).toEqual([expect.stringContaining(`did you mean ${meant}?`)]);
    }
    expect(loadConfig({ SMTP_ULR: 'smtp://x' }).warnings).toHaveLength(1);
  });

  it("leaves the settings themselves and the system's own variables alone", () => {
    const env = Object.fromEntries(
      [
        ...SETTINGS,
        'PATH',
        'HOME',
        'MAIL',
        'PWD',
        'LANG',
        'USER',
        'HOSTNAME',
        'NODE_ENV',
        'TERM',
        'SHELL',
        'LOGNAME',
      ].map((name) => [name, '1']),
    );
    expect(misspelledSettings(env)).toEqual([]);
  });

  it("the README's configuration table lists every setting", () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Forgotten staff passwords'));
    for (const name of SETTINGS) expect(table, name).toContain(`\`${name}\``);
  });
});
