// Gallery categories: the filter list of the /gallery page (spec section 2), their translated labels,
// and matching an item's stored category (case-insensitive).
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

/**
 * The filter buttons of /gallery, in the spec's order; 'All' shows everything. Transports and Library are not
 * among them: they have pages of their own (/resource/transports, /resource/library).
 */
export const GALLERY_FILTERS = GALLERY_CATEGORIES.filter((c) => c !== 'Transports' && c !== 'Library');

const LABELS: Record<string, MessageKey> = {
  All: 'gallery.categories.all',
  'Class Life': 'gallery.categories.classLife',
  'Library Life': 'gallery.categories.libraryLife',
  Laboratory: 'gallery.categories.laboratory',
  'Campus Life': 'gallery.categories.campusLife',
  Sports: 'gallery.categories.sports',
  Graduation: 'gallery.categories.graduation',
  'Computer Lab': 'gallery.categories.computerLab',
  Transports: 'gallery.categories.transports',
  Library: 'gallery.categories.library',
};

/** The message key of a category's label, or null for a category the site does not know. */
export function categoryLabelKey(category: string): MessageKey | null {
  return LABELS[category] ?? null;
}

/** A known category from a query value (any case), or 'All'. */
export function parseCategory(value: string | null | undefined): string {
  const wanted = (value ?? '').trim().toLowerCase();
  return GALLERY_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? 'All';
}

export function inCategory(itemCategory: string | null | undefined, categories: readonly string[]): boolean {
  const have = (itemCategory ?? '').trim().toLowerCase();
  return categories.some((c) => c.toLowerCase() === have);
}
