import { describe, expect, it } from 'vitest';
import { diffText, sides, type DiffPart } from './text-diff.ts';

const joined = (parts: DiffPart[], kinds: string[]) =>
  parts
    .filter((p) => kinds.includes(p.kind))
    .map((p) => p.text)
    .join('');

describe('diffText', () => {
  it('marks the words that changed and keeps the rest', () => {
    expect(diffText('Sports day is on Friday', 'Sports day is on Saturday')).toEqual([
      { kind: 'same', text: 'Sports day is on ' },
      { kind: 'removed', text: 'Friday' },
      { kind: 'added', text: 'Saturday' },
    ]);
    expect(diffText('the quick brown fox', 'the brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick ' },
      { kind: 'same', text: 'brown fox' },
      { kind: 'added', text: ' jumps' },
    ]);
  });

  it('answers the same text as one unchanged part, and an empty side as all added or removed', () => {
    expect(diffText('same\ntext', 'same\ntext')).toEqual([{ kind: 'same', text: 'same\ntext' }]);
    expect(diffText('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffText('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('always rebuilds both texts: before from unchanged and removed parts, after from unchanged and added', () => {
    const pairs: [string, string][] = [
      ['Karibu Bright Schools.\nWe teach.', 'Welcome to Bright Schools.\nWe teach well.\n'],
      ['a b c d e f', 'f e d c b a'],
      ['  spaces   kept ', 'spaces kept'],
      ['ümlaut ß 😀 emoji', 'umlaut ss 😀 emoji!'],
    ];
    for (const [before, after] of pairs) {
      const parts = diffText(before, after);
      expect(joined(parts, ['same', 'removed'])).toBe(before);
      expect(joined(parts, ['same', 'added'])).toBe(after);
      const both = sides(parts);
      expect(both.before.map((p) => p.text).join('')).toBe(before);
      expect(both.after.map((p) => p.text).join('')).toBe(after);
    }
  });

  it('compares long texts line by line, and quickly', () => {
    const paragraph = (n: number) => `Paragraph ${n} says something about the school and its pupils.\n`;
    const before = Array.from({ length: 3000 }, (_, n) => paragraph(n)).join('');
    const after = before.replace(paragraph(1500), 'A new paragraph.\n').replace(paragraph(10), '');
    const started = performance.now();
    const parts = diffText(before, after);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(joined(parts, ['same', 'removed'])).toBe(before);
    expect(joined(parts, ['same', 'added'])).toBe(after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual([paragraph(10), paragraph(1500)]);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['A new paragraph.\n']);
  });
});
