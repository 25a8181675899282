import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIRECTOR, HEADERS, POSTS, SCHOOLS } from './demo-content.ts';

/** The shape of server/seed/demo-translations/<lang>.json: the demo's English texts, in order. */
interface DemoTranslation {
  posts: { title: string; paragraphs: string[] }[];
  director: { message: string };
  schools: { description: string; detailLeft: string; detailRight: string }[];
  headers: string[];
}

const load = (lang: string): DemoTranslation =>
  JSON.parse(readFileSync(new URL(`./demo-translations/${lang}.json`, import.meta.url), 'utf8'));

// The English of each translated text, by the same path as in the JSON file.
const english = {
  posts: POSTS.map(({ title, paragraphs }) => ({ title, paragraphs })),
  director: { message: DIRECTOR.message },
  schools: SCHOOLS.map(({ description, detailLeft, detailRight }) => ({
    description: description('{name}'),
    detailLeft,
    detailRight,
  })),
  headers: HEADERS.map(({ title }) => title),
};

/** Every text of a translation (or of the English) with its path, e.g. `posts.3.paragraphs.1`. */
function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree as object).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(['de', 'sw'])('demo content in %s', (lang) => {
  const translation = load(lang);
  const translated = new Map(texts(translation));

  it('has one entry per post, school and hero picture, in the same shape as the English', () => {
    expect(translation.posts.map((post) => post.paragraphs.length)).toEqual(POSTS.map((p) => p.paragraphs.length));
    expect(translation.schools).toHaveLength(SCHOOLS.length);
    expect(translation.headers).toHaveLength(HEADERS.length);
    expect(Object.keys(translation.director)).toEqual(['message']);
    // Exactly the English's texts, no more and no fewer.
    expect([...translated.keys()].sort()).toEqual(
      texts(english)
        .map(([path]) => path)
        .sort(),
    );
  });

  it('keeps every placeholder and the line structure of each text', () => {
    for (const [path, text] of texts(english)) {
      const other = translated.get(path) ?? '';
      expect(placeholders(other), path).toEqual(placeholders(text));
      // Paragraphs of the director's message, lines of a school's details (the first line is a heading).
      expect(
        other.split('\n\n').map((p) => p.split('\n').length),
        path,
      ).toEqual(text.split('\n\n').map((p) => p.split('\n').length));
    }
    expect(translation.director.message).toContain('Dr. Elia M. Urassa');
  });

  it('has no empty text and none left in English', () => {
    const same: string[] = [];
    for (const [path, text] of texts(english)) {
      const other = translated.get(path) ?? '';
      expect(other.trim(), path).not.toBe('');
      // A short text may be the same in both languages (a name); a longer one must not be.
      if (text.length > 40 && other === text) same.push(path);
      // Nor may a line of it (a paragraph or a detail left in English within a translated text).
      for (const line of text.split('\n')) if (line.length > 40 && other.includes(line)) same.push(`${path}: ${line}`);
    }
    expect(same).toEqual([]);
  });
});
