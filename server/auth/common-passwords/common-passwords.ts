// Refuses the most common passwords for staff accounts (issue 9): list.txt holds about 18,000 of them
// (make-list.sh says where they come from), read once into a set.
import { readFileSync } from 'node:fs';
import { HttpError } from '../../http/errors.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Please choose another.';

let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./list.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/** Digits and signs written for the letters they look like, as guessers spell common words ("p@ssw0rd"). */
const LOOKALIKE = /[0134578@$!|]/g;
const LETTER_OF: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/**
 * Whether the password (in any letter case) is on the list, or is one of the list's passwords with digits and
 * signs put before or after it or written for its letters: the first changes a guesser tries ("Password2026!",
 * "P@ssw0rd", "!!sunshine1").
 */
export function isCommonPassword(password: string): boolean {
  const plain = password.normalize('NFC').toLowerCase();
  const trimmed = plain.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const unmasked = (text: string) => text.replace(LOOKALIKE, (c) => LETTER_OF[c]!);
  return [plain, trimmed, unmasked(plain), unmasked(trimmed)].some((variant) => commonPasswords().has(variant));
}

/** Throws a 400 naming `field` when the password is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new HttpError(
      400,
      COMMON_PASSWORD_MESSAGE,
      { [field]: COMMON_PASSWORD_MESSAGE },
      undefined,
      'common_password',
    );
}
