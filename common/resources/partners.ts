// The partner profile (/api/partners): one record; Admin and Partner manage it. GET answers a list.
import { z } from 'zod';
import { CLUB_SHORT_NAME_MAX, LIMITS, PARTNER_GALLERY_MAX } from '../constants.ts';
import { altText, optionalText, requiredCount, requiredText, socialLink, year } from '../schemas.ts';
import { altTextColumn, language, integer, picture, pictureList, text, withDefault } from './fields.ts';
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
  /** The partner school's own website, opened by the home page's partner strip ('': PARTNER_SCHOOL_URL). */
  schoolUrl: socialLink('Partner school website'),
  /** The club's short brand name: the menu's link is it plus "Germany" ('': "Partner Club Germany"). */
  clubShortName: optionalText('Short club name', CLUB_SHORT_NAME_MAX),
  alt: altText(),
});
export type PartnerInput = z.infer<typeof partnerSchema>;

export const partners = defineResource({
  name: 'partners',
  admin: { path: 'PartnerAdmin', for: 'write' },
  schema: () => partnerSchema,
  files: {
    topImage: { kind: 'image' },
    galleryImages: { kind: 'image', max: PARTNER_GALLERY_MAX },
    schoolLogo: { kind: 'image' },
    clubLogo: { kind: 'image' },
  },
  translatable: ['about', 'location', 'mission', 'vision', 'alt'],
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
    schoolUrl: 'adminRecords.partner.schoolUrl',
    clubShortName: 'adminRecords.partner.clubShortName',
    schoolLogo: 'adminRecords.partner.schoolLogo',
    clubLogo: 'adminRecords.partner.clubLogo',
    alt: 'admin.altText',
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
    alt: altTextColumn(),
    lang: language(),
    schoolUrl: withDefault(text()),
    /** The partner strip's logos (null: the built-in ones). */
    schoolLogo: picture(),
    clubLogo: picture(),
    clubShortName: withDefault(text()),
  },
});
