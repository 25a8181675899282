// /api/partners: the single partner profile (Admin and Partner). GET answers a list.
import { API_ACCESS } from '../../common/permissions.ts';
import { PARTNER_GALLERY_MAX } from '../../common/constants.ts';
import { partnerSchema, type PartnerInput } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import type { PartnerRow } from '../db/schema.ts';
import { imageFields } from './images.ts';
import { listKeys, resourceRoutes } from './resource.ts';

export function partnerRoutes(deps: Deps) {
  return resourceRoutes<PartnerRow, PartnerInput>(deps, {
    table: 'partners',
    cacheKey: 'partners',
    order: 'asc',
    access: API_ACCESS.partners,
    schema: () => partnerSchema,
    images: [{ name: 'topImage' }, { name: 'galleryImages', multiple: PARTNER_GALLERY_MAX }],
    notFoundMessage: 'No partner data available.',
    singleRecordMessage: 'A partner profile already exists; edit it instead.',
    toRow: (input) => input,
    toApi: (row, images) => ({
      _id: row._id,
      name: row.name,
      about: row.about,
      location: row.location,
      startYear: row.startYear,
      mission: row.mission,
      vision: row.vision,
      numberOfWorkers: row.numberOfWorkers,
      numberOfProjects: row.numberOfProjects,
      satisfyingClients: row.satisfyingClients,
      contacts: row.contacts,
      ...imageFields('topImage', row.topImage, images),
      galleryImages: listKeys(row.galleryImages).map((key) => ({
        url: images.url(key),
        variants: images.variants(key),
      })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
