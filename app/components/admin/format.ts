// Small display helpers for admin pages: dates in the page's language, newest-first ordering, and the image
// URL of a stored image at a given width.
import type { ImageVariants } from '../../../common/api-types.ts';
import { SCHOOL_TIME_ZONE } from '../../../common/constants.ts';
import { variantUrl } from '../../lib/images.ts';

export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment in East Africa Time, the school's (publication times, the activity log), in the page's language. */
export function formatSchoolTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE }).format(
    new Date(iso),
  );
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
