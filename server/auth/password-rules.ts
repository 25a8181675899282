// What a new staff password must not be (NIST SP 800-63B 3.1.1.2): one of the most common passwords
// (common-passwords/), or made of words a stranger would try first on this site: its name, the schools' names
// (the SCHOOL_NAMES setting and the school records), and the account's own e-mail address and name. Letter case,
// and digits and punctuation around or between the words, make no difference: "BrightSchools2026",
// "amani.juma@example.org!" and "Juma-Amani-1" are all refused for Amani Juma of amani.juma@example.org.
// Checked everywhere a password is set: creating a user, the Admin's reset, one's own change, the e-mailed
// link, and the command-line tool.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { SITE_NAME } from '../../common/constants.ts';
import { refuseCommonPassword } from './common-passwords/common-passwords.ts';

export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is made of words others can guess: the site's or a school's name, or the account's name or e-mail address. Please choose another.";

/** The account a password is for (what is known of it when it is set). */
export interface PasswordOwner {
  email?: string;
  name?: string;
}

/** The runs of letters of a text, in lower case ("Bright Schools 2026" → bright, schools). */
const lettersOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

/**
 * Whether the password's letters, once digits and punctuation are left out, are nothing but words of `texts`
 * (each any number of times, in any order).
 */
export function isMadeOfWords(password: string, texts: readonly string[]): boolean {
  const core = lettersOf(password).join('');
  if (core === '') return false;
  const words = [...new Set(texts.flatMap(lettersOf))];
  // made[i]: the first i letters are made of words.
  const made = [true, ...Array<boolean>(core.length).fill(false)];
  for (let i = 1; i <= core.length; i++)
    made[i] = words.some((w) => w.length <= i && made[i - w.length] && core.startsWith(w, i - w.length));
  return made[core.length]!;
}

/** The site's own words: its name and the schools' names (the setting's and the records'). */
export async function siteWords(db: Db, config: Pick<Config, 'schoolNames'>): Promise<string[]> {
  const schools = await db.selectFrom('schoolDetails').select('schoolName').execute();
  return [SITE_NAME, ...config.schoolNames, ...schools.map((s) => s.schoolName)];
}

/** The account's own words, and the e-mail address whole (its local part is among its words). */
const ownerWords = (owner: PasswordOwner) => [owner.email ?? '', owner.name ?? ''];

/** Whether the password is made of the site's or the account's own words (for the command-line tool). */
export async function isGuessablePassword(
  deps: { db: Db; config: Pick<Config, 'schoolNames'> },
  password: string,
  owner: PasswordOwner,
): Promise<boolean> {
  return isMadeOfWords(password, [...(await siteWords(deps.db, deps.config)), ...ownerWords(owner)]);
}

/** Throws a 400 naming `field` when the password is a common one or made of the site's or account's words. */
export async function refuseWeakPassword(
  deps: { db: Db; config: Pick<Config, 'schoolNames'> },
  password: string,
  field: string,
  owner: PasswordOwner,
): Promise<void> {
  refuseCommonPassword(password, field);
  if (await isGuessablePassword(deps, password, owner)) {
    throw new HttpError(
      400,
      GUESSABLE_PASSWORD_MESSAGE,
      { [field]: GUESSABLE_PASSWORD_MESSAGE },
      undefined,
      'guessable_password',
    );
  }
}
