// An export keeps its format for years: a column added to a table later must say what the rows of an older
// export get (ADDED_COLUMNS), or importing one fails with "row 1 has no …". The columns below are those of the
// exports this format version has made; a new column is either in ADDED_COLUMNS or a new format version.
import { describe, expect, it } from 'vitest';
import { ADDED_COLUMNS, COLUMNS, TABLES } from './format.ts';

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
    const added = Object.keys(COLUMNS[table]).filter((column) => !exported.has(column));
    const filled = Object.keys(ADDED_COLUMNS[table] ?? {});
    expect(added.filter((column) => !filled.includes(column))).toEqual([]);
  });
});
