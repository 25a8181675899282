// /api/directorMessage: the single director's message (Admin and Director). GET answers a list.
import { API_ACCESS } from '../../common/permissions.ts';
import { directorMessageSchema, type DirectorMessageInput } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import type { DirectorMessageRow } from '../db/schema.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

export function directorMessageRoutes(deps: Deps) {
  return resourceRoutes<DirectorMessageRow, DirectorMessageInput>(deps, {
    table: 'directorMessages',
    cacheKey: 'directorMessage',
    order: 'asc',
    access: API_ACCESS.directorMessage,
    schema: () => directorMessageSchema,
    images: [{ name: 'image' }],
    notFoundMessage: 'No director message found.',
    singleRecordMessage: 'A director message already exists; edit it instead.',
    toRow: (input) => input,
    toApi: (row, images) => ({
      _id: row._id,
      name: row.name,
      directorYear: row.directorYear,
      message: row.message,
      ...imageFields('image', row.image, images),
      facebook: row.facebook,
      twitter: row.twitter,
      instagram: row.instagram,
      linkedin: row.linkedin,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
