// An export keeps its format for years: a column added to a table later that may not be empty must say what the
// rows of an older export get (ADDED_COLUMNS), or importing one fails with "row 1 has no …" (one that may be empty
// is empty there). The columns below are those of the exports this format version has made.
import { describe, expect, it } from 'vitest';
import { ADDED_COLUMNS, checkRow, COLUMNS, TABLES } from './format.ts';

const EXPORTED_COLUMNS: Record<string, string> = {
  users: '_id name phone email role createdAt updatedAt image passwordHash',
  media: 'key kind mime ext bytes width height widths placeholder refs createdAt',
  headers: '_id title createdAt updatedAt image lang',
  blogs: '_id title content author ownerId createdAt updatedAt image postedBy date time status publishAt lang',
  gallery: '_id title category description createdAt updatedAt image lang',
  partners:
    '_id name about location startYear mission vision contacts numberOfWorkers numberOfProjects satisfyingClients createdAt updatedAt topImage galleryImages lang',
  schoolDetails:
    '_id schoolName description location openingYear detailLeft detailRight headName headTitle contactPhone contactEmail createdAt updatedAt headImage image1 image2 image3 teachers students workers awards contactList iconName lang',
  directorMessages: '_id name directorYear message facebook twitter instagram linkedin createdAt updatedAt image lang',
  documents: '_id category documentName description createdAt updatedAt file originalName',
  schoolSettings: '_id instagram linkedin facebook x createdAt updatedAt phones emails',
  contactMessages: '_id name email phone message createdAt updatedAt read',
  activity: '_id at userId userName address source action recordType recordId recordOwnerId summary details',
  versions:
    '_id recordType recordId fields savedAt savedById savedByName replacedAt replacedById replacedByName lang translations',
  trash: '_id recordType recordId title row related files deletedAt deletedById deletedByName',
  translations: '_id recordType recordId lang fields sourceStamp savedAt savedById savedByName',
};

describe('the export format', () => {
  it.each(TABLES)('%s: every column added since its exports were made has a value for their rows', (table) => {
    const exported = new Set((EXPORTED_COLUMNS[table] ?? '').split(' '));
    const added = Object.entries(COLUMNS[table])
      .filter(([column, type]) => !exported.has(column) && !String(type).endsWith('?'))
      .map(([column]) => column);
    const filled = Object.keys(ADDED_COLUMNS[table] ?? {});
    expect(added.filter((column) => !filled.includes(column))).toEqual([]);
  });
});

describe('a row of an older export', () => {
  const older = {
    _id: 'a'.repeat(24),
    title: 'Welcome',
    category: 'Events',
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    image: 'gallery/x.jpg',
  };
  it('gets ADDED_COLUMNS for the columns it lacks that may not be empty', () => {
    expect(checkRow('gallery', older, 0)).toMatchObject({ lang: 'en', alt: '' });
  });
  it('is empty in a column it lacks that may be empty, and refused without one that may not', () => {
    const { publishAt, ...post } = checkRow(
      'blogs',
      {
        _id: 'b'.repeat(24),
        title: 'T',
        content: 'C',
        author: 'A',
        ownerId: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        image: null,
        postedBy: 'A',
        date: '2026-01-01',
        time: '08:00',
      },
      0,
    );
    expect(publishAt).toBeNull();
    expect(post).toMatchObject({ status: 'published' });
    const { title: _title, ...untitled } = older;
    expect(() => checkRow('gallery', untitled, 0)).toThrow('gallery.json, row 1 has no title.');
  });
});
