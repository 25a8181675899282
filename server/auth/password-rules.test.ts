// The matcher of passwords made of the site's or the account's own words (NIST SP 800-63B; issue 35).
import { describe, expect, it } from 'vitest';
import { isMadeOfWords } from './password-rules.ts';

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
  ])('refuses %s', (password) => {
    expect(isMadeOfWords(password, WORDS)).toBe(true);
  });

  it.for([
    'Serengeti-sunrise-42',
    'Bright Schools rocks 2026',
    'correct horse battery',
    'Br1ghtSchools',
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
