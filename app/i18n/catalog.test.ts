import { describe, expect, it } from 'vitest';
import { SECTIONS } from './catalog.ts';
import { LANGUAGES } from './languages.ts';
import { present } from '../../tests/helpers/nth.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('translations', () => {
  for (const [name, section] of Object.entries(SECTIONS)) {
    const english = leaves(section.en as Tree);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${name}: ${lang} has exactly the English keys, none empty, and is really translated`, () => {
        const other = leaves(present((section as Record<string, Tree | undefined>)[lang], lang));
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of other) expect(value.trim(), `${lang} ${name}.${key}`).not.toBe('');
        // Some words are the same in every language (Blog, Name, brand names); most texts are not.
        const words = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
        const same = [...english]
          .filter(([key, value]) => words(value).length > 12 && other.get(key) === value)
          .map(([key]) => key);
        expect(same, `${lang} ${name} left in English`).toEqual([]);
      });
    }
    it(`${name}: placeholders match in every language`, () => {
      for (const lang of LANGUAGES) {
        const other = leaves(present((section as Record<string, Tree | undefined>)[lang], lang));
        for (const [key, value] of english) {
          const wanted = (value.match(/\{\w+\}/g) ?? []).sort();
          expect((other.get(key)?.match(/\{\w+\}/g) ?? []).sort(), `${lang} ${name}.${key}`).toEqual(wanted);
        }
      }
    });
  }
});

describe("the director's message in German (issue 13.13)", () => {
  it("uses one neutral term, 'Grußwort der Direktion', in the admin and on the public site", () => {
    const german = [...Object.values(SECTIONS)].flatMap((section) => [
      ...leaves(present((section as Record<string, Tree | undefined>).de, 'de')).values(),
    ]);
    expect(german.filter((text) => /Botschaft|Direktorin|Grußwort der Leitung/.test(text))).toEqual([]);
    const admin = leaves(SECTIONS.admin.de as Tree);
    const home = leaves(SECTIONS.home.de as Tree);
    expect(admin.get('shell.directorMessage')).toBe('Grußwort der Direktion');
    expect(home.get('director.heading')).toBe('GRUSSWORT DER DIREKTION');
  });
});
