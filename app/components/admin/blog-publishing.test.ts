// What the blog form sends about publishing (blog-publishing.tsx): the spec's Save without a time sends nothing,
// as before drafts existed; a time still to come schedules; a time gone by means now.
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../common/api-types.ts';
import { postState, publishingFields, publishValues } from './blog-publishing.tsx';

const NOW = Date.parse('2026-11-26T09:00:00Z'); // 12:00 East Africa Time
const none = { publishDate: '', publishTime: '' };
const later = { publishDate: '2026-12-01', publishTime: '07:00' };
const earlier = { publishDate: '2026-11-01', publishTime: '07:00' };

function post(status: 'draft' | 'published', publishAt: string | null): BlogPost {
  const at = '2026-11-20T05:00:00.000Z';
  return {
    ...{
      _id: 'a'.repeat(24),
      title: 'T',
      content: 'C',
      image: null,
      imageVariants: null,
      alt: '',
      postedBy: 'A',
      author: 'A',
    },
    ...{ ownerId: null, date: '2026-11-20', time: '08:00', createdAt: at, updatedAt: at, status, publishAt },
  };
}

describe('the blog form’s publishing fields', () => {
  it('sends nothing for a new post saved without a time (published now, as the spec’s form did)', () => {
    expect(publishingFields(null, none, undefined, NOW)).toEqual({});
  });

  it('schedules a new post or a draft for a time still to come, and publishes now for one gone by', () => {
    expect(publishingFields(null, later, undefined, NOW)).toEqual({
      status: 'published',
      publishAt: '2026-12-01T07:00',
    });
    expect(publishingFields(null, earlier, undefined, NOW)).toEqual({});
    const draft = post('draft', null);
    expect(publishingFields(draft, later, undefined, NOW)).toEqual({
      status: 'published',
      publishAt: '2026-12-01T07:00',
    });
    expect(publishingFields(draft, none, undefined, NOW)).toEqual({ status: 'published', publishAt: '' });
  });

  it('saves drafts with a time still to come only, and publishes at once when asked', () => {
    expect(publishingFields(null, later, 'draft', NOW)).toEqual({ status: 'draft', publishAt: '2026-12-01T07:00' });
    expect(publishingFields(post('published', null), earlier, 'draft', NOW)).toEqual({
      status: 'draft',
      publishAt: '',
    });
    expect(publishingFields(post('published', '2026-12-01T04:00:00.000Z'), later, 'now', NOW)).toEqual({
      status: 'published',
      publishAt: '',
    });
  });

  it('sends a published post’s time only when it was changed, and a half-filled time for the server to refuse', () => {
    const published = post('published', '2026-11-20T05:00:00.000Z');
    expect(publishValues(published)).toEqual({ publishDate: '2026-11-20', publishTime: '08:00' });
    expect(publishingFields(published, publishValues(published), undefined, NOW)).toEqual({});
    expect(publishingFields(published, later, undefined, NOW)).toEqual({ publishAt: '2026-12-01T07:00' });
    expect(publishingFields(null, { publishDate: '2026-12-01', publishTime: '' }, undefined, NOW)).toEqual({
      status: 'published',
      publishAt: '2026-12-01T',
    });
  });

  it('tells drafts, scheduled and public posts apart', () => {
    expect(postState(post('draft', '2026-12-01T04:00:00.000Z'), NOW)).toBe('draft');
    expect(postState(post('published', '2026-12-01T04:00:00.000Z'), NOW)).toBe('scheduled');
    expect(postState(post('published', '2026-11-20T05:00:00.000Z'), NOW)).toBe('published');
    expect(postState(post('published', null), NOW)).toBe('published');
  });
});
