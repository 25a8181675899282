// Phones, e-mails and social links shown in the footer and on /contact (/api/schoolSettings): one record, sent as
// JSON (spec section 7); Admin only. GET answers a list whose first item is used.
import { z } from 'zod';
import { contactEntry, socialLink, stringList } from '../schemas.ts';
import { jsonList, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const schoolSettingsSchema = z.object({
  phones: stringList('Phones', 50, (v, ctx) => contactEntry('tel', v, ctx)),
  emails: stringList('Emails', 254, (v, ctx) => contactEntry('mailto', v, ctx)),
  instagram: socialLink('Instagram'),
  linkedin: socialLink('LinkedIn'),
  facebook: socialLink('Facebook'),
  x: socialLink('X'),
});
export type SchoolSettingsInput = z.infer<typeof schoolSettingsSchema>;

export const schoolSettings = defineResource({
  name: 'schoolSettings',
  admin: { path: 'settings', for: 'write' },
  schema: () => schoolSettingsSchema,
  files: {},
  json: true,
  single: true,
  order: 'oldest',
  access: { read: 'public', write: ['Admin'] },
  labels: {
    phones: 'adminRecords.settings.phones',
    emails: 'adminRecords.settings.emails',
    instagram: 'adminRecords.settings.instagram',
    linkedin: 'adminRecords.settings.linkedin',
    facebook: 'adminRecords.settings.facebook',
    x: 'adminRecords.settings.x',
  },
  title: () => 'contact settings',
  notFound: 'Contact settings not found.',
  second: 'Contact settings already exist; edit them instead.',
  fields: {
    _id: text(),
    instagram: text(),
    linkedin: text(),
    facebook: text(),
    x: text(),
    createdAt: text(),
    updatedAt: text(),
    phones: jsonList<string[]>(),
    emails: jsonList<string[]>(),
  },
});
