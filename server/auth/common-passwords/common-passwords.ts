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

/** Whether the password (in any letter case) is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
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
