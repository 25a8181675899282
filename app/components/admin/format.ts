// Small display helpers for admin pages: dates in the page's language, newest-first ordering, and the image
// URL of a stored image at a given width.
import type { ImageVariants } from '../../../common/api-types.ts';
import { SCHOOL_TIME_ZONE } from '../../../common/constants.ts';
import { variantUrl } from '../../lib/images.ts';

/**
 * A moment in East Africa Time, the school's (publication times, the activity log, the trash, versions), with its
 * date, in the page's language: '26 Nov 2026, 12:08'; `zone` names the zone after it ('… 12:08 EAT') where the
 * sentence around it does not. Empty for no moment; the text as it came for one that is not a date.
 */
export function formatSchoolTime(iso: string | null | undefined, lang: string, { zone = false } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(date);
  return zone ? `${time} EAT` : time;
}

export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** A thumbnail URL for a stored image (smallest variant at least `width` wide), or the original. */
export function thumb(
  image: string | null | undefined,
  variants: ImageVariants | null | undefined,
  width = 400,
): string | null {
  return variantUrl(variants, width, image ?? null);
}

/** Up to two initials for an avatar without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
