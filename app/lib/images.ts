// Responsive image attributes from the API's stored variants.
import type { ImageVariants } from '../../common/api-types.ts';

export function srcSet(variants: ImageVariants | null | undefined): string | undefined {
  if (!variants?.sources.length) return undefined;
  return variants.sources.map((s) => `${s.url} ${s.width}w`).join(', ');
}

/** The smallest stored variant at least `width` wide (or the largest there is). */
export function variantUrl(
  variants: ImageVariants | null | undefined,
  width: number,
  fallback: string | null = null,
): string | null {
  if (!variants?.sources.length) return fallback;
  return (variants.sources.find((s) => s.width >= width) ?? variants.sources.at(-1))?.url ?? fallback;
}
