import { describe, expect, it } from 'vitest';
import { matchesGalleryItem, matchesWords } from './search.ts';

describe('admin search (issue 13.11)', () => {
  it("matches whole words only: 'Sports' finds 'Sports Day', not 'Transports'", () => {
    expect(matchesWords('Sports Day 2024', 'sports')).toBe(true);
    expect(matchesWords('Morning transports', 'Sports')).toBe(false);
    expect(matchesWords('Science fair: Standard Six', 'standard six')).toBe(true);
    expect(matchesWords('Science fair', 'fair science')).toBe(true);
    expect(matchesWords('Science fair', 'science sports')).toBe(false);
    expect(matchesWords('Grüße aus Moshi', 'grüße')).toBe(true);
    expect(matchesWords('anything', '   ')).toBe(true);
  });

  it('a gallery item matches by title words or by its category named exactly', () => {
    const bus = { title: 'The school bus', category: 'Transports' };
    const match = { title: 'Football final', category: 'Sports' };
    expect(matchesGalleryItem(bus, 'Sports')).toBe(false);
    expect(matchesGalleryItem(match, 'Sports')).toBe(true);
    expect(matchesGalleryItem(match, 'sports')).toBe(true);
    expect(matchesGalleryItem(bus, 'transports')).toBe(true);
    expect(matchesGalleryItem(bus, 'bus')).toBe(true);
    expect(matchesGalleryItem({ title: 'Reading hour', category: 'Library Life' }, 'library life')).toBe(true);
    expect(matchesGalleryItem({ title: 'Reading hour', category: 'Library Life' }, 'Library')).toBe(false);
  });
});
