// Hero pictures of the home page (/api/headers); Admin only.
import { z } from 'zod';
import { requiredText, altText } from '../schemas.ts';
import { orderedPicture, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const headerSchema = z.object({
  title: requiredText('Please provide a title.', 'Title'),
  alt: altText(),
});

export const headers = defineResource({
  name: 'headers',
  admin: { path: 'HeaderImageForm', for: 'write' },
  schema: () => headerSchema,
  files: { image: { kind: 'image', required: true } },
  translatable: ['title', 'alt'],
  trash: true,
  order: 'oldest',
  access: { read: 'public', write: ['Admin'] },
  labels: { title: 'admin.headers.itemTitle', image: 'admin.headers.image', alt: 'admin.altText' },
  title: (row) => row.title,
  notFound: 'Header image not found.',
  fields: {
    _id: text(),
    title: text(),
    createdAt: text(),
    updatedAt: text(),
    ...orderedPicture(),
  },
});
