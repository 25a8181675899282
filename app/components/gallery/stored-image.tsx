// One stored image with its responsive variants: srcset/sizes, intrinsic width and height (so nothing
// shifts), lazy loading below the fold, and the tiny blurred placeholder as a background while it loads.
import type { CSSProperties } from 'react';
import type { ImageVariants } from '../../../common/api-types.ts';
import { srcSet, variantUrl } from '../../lib/images.ts';

export interface StoredImageProps {
  src: string | null | undefined;
  variants: ImageVariants | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn in the layout. */
  sizes: string;
  /** Above the fold: load at once (and first, unless `secondary`). */
  eager?: boolean;
  /**
   * A picture of the first screen beside its main one: asked for at low priority (fetchpriority="low", so not
   * preloaded either) for the main picture and the text to come first on a slow connection. Chromium would
   * otherwise raise a visible picture to high priority, beside the main one.
   */
  secondary?: boolean;
  /** Width to pick for the plain `src` (browsers without srcset support, and no-JS previews). */
  srcWidth?: number;
  /** Local picture when there is no stored one. */
  fallback: string;
  /** How the picture fills its box. */
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

/** The picture's <img> attributes as React props. */
function storedImageProps({
  src,
  variants,
  alt,
  sizes,
  eager = false,
  secondary = false,
  srcWidth = 800,
  fallback,
  fit = 'cover',
  className,
  style,
}: StoredImageProps) {
  const url = variantUrl(variants, srcWidth, src ?? null) ?? fallback;
  const placeholder = variants?.placeholder;
  return {
    src: url,
    srcSet: srcSet(variants),
    sizes: variants ? sizes : undefined,
    width: variants?.width ?? 800,
    height: variants?.height ?? 600,
    alt,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: secondary ? ('low' as const) : eager ? ('high' as const) : undefined,
    className,
    style: {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: fit,
      backgroundColor: '#e0f2f1',
      ...(placeholder
        ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
        : {}),
      ...style,
    } satisfies CSSProperties,
  };
}

export function StoredImage(props: StoredImageProps) {
  return <img {...storedImageProps(props)} />;
}

/**
 * The same picture's attributes as HTML (names and a style text), for a holder that app/islands/motion.ts
 * fills when the picture is due (a hero slide's `data-deferred-image`).
 */
export function deferredImageAttributes(props: StoredImageProps): Record<string, string> {
  const { srcSet: srcset, fetchPriority: fetchpriority, className, style, ...rest } = storedImageProps(props);
  const css = Object.entries(style)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
  const attributes = { ...rest, srcset, fetchpriority, class: className, style: css };
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}
