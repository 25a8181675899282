// The blog form's publication time half filled (blog-publishing.tsx): a date without a time, or a time without a
// date (also a date the browser emptied as invalid), is caught by the form before anything is sent.
import { describe, expect, it } from 'vitest';
import { halfFilled } from './blog-publishing.tsx';

describe('a half-filled publication time', () => {
  it('is a date without a time or a time without a date', () => {
    expect(halfFilled({ publishDate: '2026-12-01', publishTime: '' })).toBe(true);
    expect(halfFilled({ publishDate: '', publishTime: '07:00' })).toBe(true);
  });

  it('is neither both nor none', () => {
    expect(halfFilled({ publishDate: '2026-12-01', publishTime: '07:00' })).toBe(false);
    expect(halfFilled({ publishDate: '', publishTime: '' })).toBe(false);
  });
});
