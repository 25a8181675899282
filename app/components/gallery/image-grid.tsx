// A grid of gallery pictures. Each picture is a link to its large file, so it opens without JavaScript;
// with JavaScript the link opens the lightbox instead.
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import type { GalleryItem } from '../../../common/api-types.ts';
import type { Shown } from '../../app-context.ts';
import { otherLang } from '../layout/content-language.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { variantUrl } from '../../lib/images.ts';
import { paperSx } from '../home/styles.ts';
import { GridList } from '../layout/grid-list.tsx';
import { StoredImage } from './stored-image.tsx';

export const DEFAULT_GALLERY_IMAGE = '/images/default-gallery.svg';

/** Two columns on phones, three from 900 px; the container is at most 1200 px wide. */
export const GRID_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, 48vw';

interface ImageGridProps {
  items: Shown<GalleryItem>[];
  onOpen: (index: number) => void;
  /** How many pictures are above the fold on a phone (loaded at once). */
  eagerCount?: number;
}

export function largeUrl(item: GalleryItem): string {
  return variantUrl(item.imageVariants, 1600, item.image) ?? DEFAULT_GALLERY_IMAGE;
}

export function ImageGrid({ items, onOpen, eagerCount = 2 }: ImageGridProps) {
  const { t, lang } = useT();
  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // New tab, new window, download: leave those to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(index);
  };

  return (
    <GridList gap={{ xs: 1.5, md: 2.5 }} columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}>
      {items.map((item, index) => (
        <Box component="li" key={item._id} sx={{ minWidth: 0 }}>
          <Box component="figure" sx={{ ...paperSx, m: 0, overflow: 'hidden', height: '100%' }}>
            <Box
              component="a"
              href={largeUrl(item)}
              aria-haspopup="dialog"
              title={t('gallery.openImage', { title: item.title })}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => open(e, index)}
              sx={{
                display: 'block',
                aspectRatio: '4 / 3',
                overflow: 'hidden',
                outlineOffset: -3,
                '& img': { transition: 'transform 300ms ease' },
                '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                '@media (prefers-reduced-motion: reduce)': {
                  '& img': { transition: 'none' },
                  '&:hover img, &:focus-visible img': { transform: 'none' },
                },
              }}
            >
              <StoredImage
                src={item.image}
                variants={item.imageVariants}
                alt={item.alt || item.title}
                sizes={GRID_SIZES}
                srcWidth={400}
                eager={index < eagerCount}
                secondary={index > 0 && index < 3} // the rest of the first row (three columns from 900 px)
                fallback={DEFAULT_GALLERY_IMAGE}
              />
            </Box>
            <Box
              component="figcaption"
              lang={otherLang(item.lang, lang)}
              sx={{
                px: 1.5,
                py: 1,
                fontSize: { xs: '0.875rem', md: '1rem' },
                fontWeight: 500,
                color: 'text.primary',
                overflowWrap: 'anywhere',
              }}
            >
              {item.title}
            </Box>
          </Box>
        </Box>
      ))}
    </GridList>
  );
}
