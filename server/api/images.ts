// Describing stored images in API answers: the spec's `image` path plus its variants.
import type { MediaRow } from '../db/schema.ts';
import { imageUrl, imageVariants, type ImageVariants, type MediaStore } from '../media/media-store.ts';

export interface ImageLookup {
  url(key: string | null | undefined): string | null;
  variants(key: string | null | undefined): ImageVariants | null;
  row(key: string | null | undefined): MediaRow | undefined;
}

/** Loads the media rows of all `keys` at once and answers a lookup for the serialisers. */
export async function lookupImages(media: MediaStore, keys: (string | null | undefined)[]): Promise<ImageLookup> {
  const rows = await media.describe(keys);
  const row = (key: string | null | undefined) => (key ? rows.get(key) : undefined);
  return {
    row,
    url: (key) => imageUrl(row(key)),
    variants: (key) => imageVariants(row(key)),
  };
}

/** `{ [name]: url, [name + 'Variants']: variants }` for one image field. */
export function imageFields(name: string, key: string | null | undefined, images: ImageLookup) {
  return { [name]: images.url(key), [`${name}Variants`]: images.variants(key) };
}
