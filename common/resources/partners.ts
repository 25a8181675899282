// The partner profile (/api/partners): one record; Admin and Partner manage it. GET answers a list.
import { z } from 'zod';
import { LIMITS, PARTNER_GALLERY_MAX } from '../constants.ts';
import { requiredCount, requiredText, year } from '../schemas.ts';
import { language, integer, picture, pictureList, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const partnerSchema = z.object({
  name: requiredText('Name is required', 'Name'),
  about: requiredText('About is required', 'About', LIMITS.long),
  location: requiredText('Location is required', 'Location'),
  startYear: year('Start year is required'),
  mission: requiredText('Mission is required', 'Mission', LIMITS.medium),
  vision: requiredText('Vision is required', 'Vision', LIMITS.medium),
  numberOfWorkers: requiredCount('Number of workers'),
  numberOfProjects: requiredCount('Number of projects'),
  satisfyingClients: requiredCount('Satisfied clients'),
  contacts: requiredText('Contacts are required', 'Contacts', LIMITS.medium),
});
export type PartnerInput = z.infer<typeof partnerSchema>;

export const partners = defineResource({
  name: 'partners',
  admin: { path: 'PartnerAdmin', for: 'write' },
  schema: () => partnerSchema,
  files: { topImage: { kind: 'image' }, galleryImages: { kind: 'image', max: PARTNER_GALLERY_MAX } },
  translatable: ['about', 'location', 'mission', 'vision'],
  versioned: true,
  single: true,
  order: 'oldest',
  access: { read: 'public', write: ['Admin', 'Partner'] },
  labels: {
    name: 'adminRecords.partner.name',
    about: 'adminRecords.partner.about',
    location: 'adminRecords.partner.location',
    startYear: 'adminRecords.partner.startYear',
    mission: 'adminRecords.partner.mission',
    vision: 'adminRecords.partner.vision',
    numberOfWorkers: 'adminRecords.partner.workers',
    numberOfProjects: 'adminRecords.partner.projects',
    satisfyingClients: 'adminRecords.partner.clients',
    contacts: 'adminRecords.partner.contacts',
    topImage: 'adminRecords.partner.topImage',
    galleryImages: 'adminRecords.partner.galleryImages',
  },
  title: (row) => row.name,
  notFound: 'No partner data available.',
  second: 'A partner profile already exists; edit it instead.',
  fields: {
    _id: text(),
    name: text(),
    about: text(),
    location: text(),
    startYear: integer(),
    mission: text(),
    vision: text(),
    contacts: text(),
    numberOfWorkers: integer(),
    numberOfProjects: integer(),
    satisfyingClients: integer(),
    createdAt: text(),
    updatedAt: text(),
    topImage: picture(),
    galleryImages: pictureList(),
    lang: language(),
  },
});
