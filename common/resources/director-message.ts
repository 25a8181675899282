// The director's message (/api/directorMessage): one record; Admin and Director manage it. GET answers a list.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { requiredText, socialLink } from '../schemas.ts';
import { language, picture, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const directorMessageSchema = z.object({
  name: requiredText('Name is required', 'Name'),
  directorYear: requiredText('Year is required', 'Year', 50),
  message: requiredText('Message is required', 'Message', LIMITS.long),
  facebook: socialLink('Facebook'),
  twitter: socialLink('X (Twitter)'),
  instagram: socialLink('Instagram'),
  linkedin: socialLink('LinkedIn'),
});
export type DirectorMessageInput = z.infer<typeof directorMessageSchema>;

export const directorMessage = defineResource({
  name: 'directorMessage',
  admin: { path: 'DirectorMessage', for: 'write' },
  table: 'directorMessages',
  schema: () => directorMessageSchema,
  files: { image: { kind: 'image' } },
  translatable: ['directorYear', 'message'],
  versioned: true,
  single: true,
  order: 'oldest',
  access: { read: 'public', write: ['Admin', 'director'] },
  labels: {
    name: 'adminRecords.director.name',
    directorYear: 'adminRecords.director.year',
    message: 'adminRecords.director.message',
    facebook: 'adminRecords.director.facebook',
    twitter: 'adminRecords.director.twitter',
    instagram: 'adminRecords.director.instagram',
    linkedin: 'adminRecords.director.linkedin',
    image: 'adminRecords.director.image',
  },
  title: (row) => row.name,
  notFound: 'No director message found.',
  second: 'A director message already exists; edit it instead.',
  fields: {
    _id: text(),
    name: text(),
    directorYear: text(),
    message: text(),
    facebook: text(),
    twitter: text(),
    instagram: text(),
    linkedin: text(),
    createdAt: text(),
    updatedAt: text(),
    image: picture(),
    lang: language(),
  },
});
