// The data the home page's loader hands to its sections.
import type { DirectorMessage, GalleryItem, HeaderImage, SchoolDetail } from '../../../common/api-types.ts';
import type { Shown } from '../../app-context.ts';
import type { PostSummary } from '../blog/post.ts';
import { lastLayoutData } from '../../lib/data-fallback.ts';
import type { PublicLayoutData } from '../../routes/public/layout.tsx';

// `lang` (Shown): the language of each record's texts, set on them when not the page's (decision 021).
export type HeroImage = Shown<Pick<HeaderImage, '_id' | 'title' | 'image' | 'imageVariants'>>;
/** What a card of Our Schools shows (and passes along to the school's page). */
export type SchoolCard = Shown<Pick<SchoolDetail, '_id' | 'schoolName' | 'description' | 'iconName'>>;
export type GalleryPreviewItem = Shown<Pick<GalleryItem, '_id' | 'title' | 'image' | 'imageVariants'>>;
export type DirectorRecord = Shown<
  Pick<
    DirectorMessage,
    'name' | 'directorYear' | 'message' | 'image' | 'imageVariants' | 'instagram' | 'linkedin' | 'twitter' | 'facebook'
  >
>;

/** Spec section 4: loaded, failed, or loaded with no record ('missing') or nothing usable ('none'). */
export type DirectorState =
  { status: 'loaded'; record: DirectorRecord } | { status: 'failed' } | { status: 'missing' } | { status: 'none' };

export interface Totals {
  pupils: number;
  teachers: number;
  workers: number;
  awards: number;
}

export interface HomeData {
  heroImages: HeroImage[];
  heroFailed: boolean;
  posts: PostSummary[];
  postsFailed: boolean;
  director: DirectorState;
  schools: SchoolCard[];
  schoolsFailed: boolean;
  totals: Totals;
  gallery: GalleryPreviewItem[];
  galleryFailed: boolean;
  partnerSchoolUrl: string;
  /** The partner strip's logos set in the partner profile (null: the built-in ones). */
  partnerLogos: PartnerLogos;
}

export interface PartnerLogos {
  school: string | null;
  club: string | null;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** Pupils, teachers, workers and awards summed over every school (missing counts as 0). */
export function sumTotals(schools: Pick<SchoolDetail, 'students' | 'teachers' | 'workers' | 'awards'>[]): Totals {
  return schools.reduce(
    (sum, s) => ({
      pupils: sum.pupils + count(s.students),
      teachers: sum.teachers + count(s.teachers),
      workers: sum.workers + count(s.workers),
      awards: sum.awards + count(s.awards),
    }),
    { pupils: 0, teachers: 0, workers: 0, awards: 0 },
  );
}

/** The director record from an answer that may be an object or a list (first item used). */
export function directorState(answer: unknown): DirectorState {
  const record: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (Array.isArray(answer) && answer.length === 0) return { status: 'missing' };
  if (!record || typeof record !== 'object') return { status: 'none' };
  const d = record as Partial<Shown<DirectorMessage>>;
  return {
    status: 'loaded',
    record: {
      ...(d.lang ? { lang: d.lang } : {}),
      name: d.name ?? '',
      directorYear: d.directorYear ?? '',
      message: d.message ?? '',
      image: d.image ?? null,
      imageVariants: d.imageVariants ?? null,
      instagram: d.instagram ?? '',
      linkedin: d.linkedin ?? '',
      twitter: d.twitter ?? '',
      facebook: d.facebook ?? '',
    },
  };
}

/** The API's base address for stored files: the site itself. */
export const API_BASE = '';

export const DEFAULT_DIRECTOR_IMAGE = '/images/default-director.svg';

/** Spec section 5: used as is when it starts with http, else joined to the API base with one slash. */
export function directorImageUrl(image: string | null | undefined): string {
  if (!image) return DEFAULT_DIRECTOR_IMAGE;
  if (image.startsWith('http')) return image;
  return `${API_BASE.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}

/**
 * The home page with every call failed, as a first load shows it when the API fails (spec section 8): for
 * when the page's data request fails in the browser (the partner school's address then from the layout).
 */
export function failedHomeData(): HomeData {
  return {
    heroImages: [],
    heroFailed: true,
    posts: [],
    postsFailed: true,
    director: { status: 'failed' },
    schools: [],
    schoolsFailed: true,
    totals: sumTotals([]),
    gallery: [],
    galleryFailed: true,
    partnerSchoolUrl: lastLayoutData<PublicLayoutData>()?.partnerSchoolUrl ?? '',
    partnerLogos: { school: null, club: null },
  };
}
