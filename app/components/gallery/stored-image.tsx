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
  /** Above the fold: load at once (and first). */
  eager?: boolean;
  /** Width to pick for the plain `src` (browsers without srcset support, and no-JS previews). */
  srcWidth?: number;
  /** Local picture when there is no stored one. */
  fallback: string;
  /** How the picture fills its box. */
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

export function StoredImage({
  src,
  variants,
  alt,
  sizes,
  eager = false,
  srcWidth = 800,
  fallback,
  fit = 'cover',
  className,
  style,
}: StoredImageProps) {
  const url = variantUrl(variants, srcWidth, src ?? null) ?? fallback;
  const placeholder = variants?.placeholder;
  return (
    <img
      src={url}
      srcSet={srcSet(variants)}
      sizes={variants ? sizes : undefined}
      width={variants?.width ?? 800}
      height={variants?.height ?? 600}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: fit,
        backgroundColor: '#e0f2f1',
        ...(placeholder
          ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : {}),
        ...style,
      }}
    />
  );
}
