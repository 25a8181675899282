import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt (issue 13.12: one cut for public and admin cards)', () => {
  it('keeps the first 80 characters followed by ...', () => {
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(80) + '...');
    expect(excerpt('Karibu')).toBe('Karibu...');
    expect(excerpt(undefined)).toBe('...');
  });

  it('counts an emoji made of several code points as one character and never cuts it', () => {
    const family = '👨‍👩‍👧‍👦'; // four people joined by zero-width joiners: 7 code points, 11 UTF-16 units
    const wave = '👋🏽'; // with a skin tone: 2 code points
    const text = 'x'.repeat(78) + family + wave + 'after';
    expect(excerpt(text)).toBe('x'.repeat(78) + family + wave + '...');
    expect(excerpt('x'.repeat(79) + family + 'y')).toBe('x'.repeat(79) + family + '...');
  });

  it('keeps a letter with a combining accent whole', () => {
    const accented = 'e\u0301'; // é as e + combining acute
    expect(excerpt('x'.repeat(79) + accented + 'z')).toBe('x'.repeat(79) + accented + '...');
  });
});
