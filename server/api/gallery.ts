// /api/gallery: photos by category (Admin, Director and Teacher manage them).
import { API_ACCESS } from '../../common/permissions.ts';
import { gallerySchema, type GalleryInput } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import type { GalleryRow } from '../db/schema.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

export function galleryRoutes(deps: Deps) {
  return resourceRoutes<GalleryRow, GalleryInput>(deps, {
    table: 'gallery',
    cacheKey: 'gallery',
    access: API_ACCESS.gallery,
    schema: () => gallerySchema,
    images: [{ name: 'image', requiredMessage: 'Please select an image.' }],
    notFoundMessage: 'Gallery image not found.',
    toRow: (input) => ({ title: input.title, category: input.category, description: input.description }),
    toApi: (row, images) => ({
      _id: row._id,
      title: row.title,
      category: row.category,
      description: row.description,
      ...imageFields('image', row.image, images),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
