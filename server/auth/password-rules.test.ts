// The matcher of passwords made of the site's or the account's own words (NIST SP 800-63B; issue 35).
import { describe, expect, it } from 'vitest';
import { isMadeOfWords, isOwnPhone } from './password-rules.ts';
import { isCommonPassword } from './common-passwords/common-passwords.ts';

const WORDS = ['Bright Schools', 'Bright Secondary School', 'amani.juma@example.org', 'Amani Juma'];

describe('isMadeOfWords', () => {
  it.for([
    'brightschools',
    'BrightSchools2026',
    'Bright-Schools!!',
    '2026 BRIGHT schools',
    'BrightSecondarySchool1',
    'amani.juma@example.org',
    'Amani.Juma!2026',
    'jumaamani',
    'Juma-Amani-1',
    'AmaniAmaniAmani',
    'AMANI JUMA',
    // Look-alike digits and signs, and backwards: the spellings a guesser tries next (attacker trial, issue 35).
    'Br1ghtSchools',
    'Br1ght$ch00ls!',
    '@mani.Jum4',
    'sloohcsthgirb',
    'SloohcsThgirb2026',
  ])('refuses %s', (password) => {
    expect(isMadeOfWords(password, WORDS)).toBe(true);
  });

  it.for([
    'Serengeti-sunrise-42',
    'Bright Schools rocks 2026',
    'correct horse battery',
    'Br1ghtSchoolz',
    '12345678',
    '!!!!????',
  ])('accepts %s (a word of its own, or no letters: the common list judges those)', (password) => {
    expect(isMadeOfWords(password, WORDS)).toBe(false);
  });

  it('compares in any letter case and Unicode form', () => {
    expect(isMadeOfWords('ＢＲＩＧＨＴ ＳＣＨＯＯＬＳ', WORDS)).toBe(true);
    expect(isMadeOfWords('Zawadi-Öztürk-1', ['Zawadi Öztürk'])).toBe(true);
  });
});

describe('isOwnPhone', () => {
  const PHONE = '+255 754 111 222';
  it.for(['+255 754 111 222', '255754111222', '0754111222', '754-111-222', '(0754) 111 222'])(
    'refuses %s',
    (password) => {
      expect(isOwnPhone(password, PHONE)).toBe(true);
    },
  );
  it.for(['754111', '111222'])('refuses a part of six digits or more: %s', (password) => {
    expect(isOwnPhone(password, PHONE)).toBe(true);
  });
  it.for(['0754999888', 'Tel 0754111222 home', '75411'])(
    'accepts %s (another number, letters, or too short)',
    (password) => {
      expect(isOwnPhone(password, PHONE)).toBe(false);
    },
  );
  it('accepts any number when the account has no phone', () => {
    expect(isOwnPhone('0754111222', '')).toBe(false);
    expect(isOwnPhone('0754111222', null)).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it.for(['password', 'Password2026!', 'P@ssw0rd', '!!P@SSWORD1', 'sunshine1', 'iloveyou!!'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );
  it.for(['Serengeti-sunrise-42', 'correct horse battery', 'Kilimanjaro at dawn'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
