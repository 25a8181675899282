// What a new staff password must not be (NIST SP 800-63B 3.1.1.2): one of the most common passwords
// (common-passwords/), or made of words a stranger would try first on this site: its name, the schools' names
// (the SCHOOL_NAMES setting and the school records), and the account's own e-mail address, name and phone number. Letter case,
// and digits and punctuation around or between the words, make no difference: "BrightSchools2026",
// "amani.juma@example.org!" and "Juma-Amani-1" are all refused for Amani Juma of amani.juma@example.org, and
// so are the look-alike and backwards spellings a guesser tries next ("Br1ght$ch00ls", "sloohcsthgirb").
// Checked everywhere a password is set: creating a user, the Admin's reset, one's own change, the e-mailed
// link, and the command-line tool.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { SITE_NAME } from '../../common/constants.ts';
import { refuseCommonPassword } from './common-passwords/common-passwords.ts';

export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is made of words others can guess: the site's or a school's name, or the account's name, e-mail address or phone number. Please choose another.";

/** The account a password is for (what is known of it when it is set). */
export interface PasswordOwner {
  email?: string;
  name?: string;
  phone?: string | null;
}

/** The runs of letters of a text, in lower case ("Bright Schools 2026" → bright, schools). */
const lettersOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

/** Digits and signs written for the letters they look like ("Br1ght$ch00ls", "@mani"). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'il',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

/** Whether the password's character `c` stands for the letter `letter` (itself, or a look-alike). */
const standsFor = (c: string, letter: string) => c === letter || (LOOKALIKES[c]?.includes(letter) ?? false);

/**
 * Whether the password is nothing but words of `texts` (each any number of times, in any order), between and
 * around digits and punctuation, a digit or sign standing for the letter it looks like, read forwards or
 * backwards ("BrightSchools2026", "Br1ght-$ch00ls", "sloohcsthgirb").
 */
export function isMadeOfWords(password: string, texts: readonly string[]): boolean {
  const words = [...new Set(texts.flatMap(lettersOf))];
  const chars = [...password.normalize('NFKC').toLowerCase()];
  return madeOfWords(chars, words) || madeOfWords([...chars].reverse(), words);
}

function madeOfWords(chars: readonly string[], words: readonly string[]): boolean {
  // reached[i]: the first i characters are words and fillers (1: fillers only, 2: at least one word).
  const reached = new Uint8Array(chars.length + 1);
  reached[0] = 1;
  for (let i = 0; i < chars.length; i++) {
    const here = reached[i]!;
    if (here === 0) continue;
    if (!/\p{L}/u.test(chars[i]!)) reached[i + 1] = Math.max(reached[i + 1]!, here); // a digit or sign between
    for (const word of words) {
      if (i + word.length > chars.length) continue;
      let k = 0;
      while (k < word.length && standsFor(chars[i + k]!, word[k]!)) k++;
      if (k === word.length) reached[i + word.length] = 2;
    }
  }
  return reached[chars.length] === 2;
}

/** The digits of a text ("+255 754 111 222" → 255754111222). */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether the password is the account's phone number, or a part of it of six digits or more, written with
 * any spaces or signs ("0754111222", "+255-754-111-222").
 */
export function isOwnPhone(password: string, phone: string | null | undefined): boolean {
  const digits = digitsOf(password);
  const own = digitsOf(phone ?? '');
  if (/\p{L}/u.test(password) || digits.length < 6 || own.length < 6) return false;
  return own.includes(digits) || digits.includes(own.slice(-9));
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
  return (
    isOwnPhone(password, owner.phone) ||
    isMadeOfWords(password, [...(await siteWords(deps.db, deps.config)), ...ownerWords(owner)])
  );
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
