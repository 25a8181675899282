// /api/headers: the hero images of the home page (Admin only).
import { API_ACCESS } from '../../common/permissions.ts';
import { headerSchema } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import type { HeaderRow } from '../db/schema.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

export function headerRoutes(deps: Deps) {
  return resourceRoutes<HeaderRow, { title: string }>(deps, {
    table: 'headers',
    cacheKey: 'headers',
    order: 'asc',
    access: API_ACCESS.headers,
    schema: () => headerSchema,
    images: [{ name: 'image', requiredMessage: 'Please select an image.' }],
    notFoundMessage: 'Header image not found.',
    toRow: (input) => ({ title: input.title }),
    toApi: (row, images) => ({
      _id: row._id,
      title: row.title,
      ...imageFields('image', row.image, images),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
