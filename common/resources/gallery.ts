// Gallery pictures (/api/gallery), by category; Admin, Director and Teacher manage them.
import { z } from 'zod';
import { GALLERY_CATEGORIES, LIMITS } from '../constants.ts';
import { optionalChoice, optionalText as optionalTextRule, requiredText, altText } from '../schemas.ts';
import { orderedPicture, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const gallerySchema = z.object({
  title: requiredText('Title is required', 'Title'),
  category: optionalChoice(GALLERY_CATEGORIES, 'Category', 'All'),
  description: optionalTextRule('Description', LIMITS.medium),
  alt: altText(),
});
export type GalleryInput = z.infer<typeof gallerySchema>;

export const gallery = defineResource({
  name: 'gallery',
  admin: { path: 'add-gallery', for: 'write' },
  schema: () => gallerySchema,
  files: { image: { kind: 'image', required: true } },
  batch: 'image',
  translatable: ['title', 'description', 'alt'],
  trash: true,
  access: { read: 'public', write: ['Admin', 'director', 'Teacher'] },
  labels: {
    title: 'admin.gallery.itemTitle',
    category: 'admin.gallery.category',
    description: 'admin.gallery.description',
    image: 'admin.gallery.image',
    alt: 'admin.altText',
  },
  title: (row) => row.title,
  notFound: 'Gallery image not found.',
  fields: {
    _id: text(),
    title: text(),
    category: text(),
    description: text(),
    createdAt: text(),
    updatedAt: text(),
    ...orderedPicture(),
  },
});
