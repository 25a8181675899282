// The gallery's lightbox: one large picture with previous/next (wrapping at both ends), thumbnails,
// arrow keys, Escape to close, focus kept inside and given back to the picture that opened it
// (MUI's modal does the trapping and the return), and on touch screens a swipe left or right for the next or
// previous picture. Shows the picture's description when it has one.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { GalleryItem } from '../../../common/api-types.ts';
import type { Shown } from '../../app-context.ts';
import { otherLang } from '../layout/content-language.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { DEFAULT_GALLERY_IMAGE } from './image-grid.tsx';
import { StoredImage } from './stored-image.tsx';

interface LightboxProps {
  items: Shown<GalleryItem>[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** How far (px) a finger must travel sideways, and how much more sideways than up or down, to count as a swipe. */
const SWIPE_DISTANCE = 40;
const SWIPE_RATIO = 1.5;

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
  '&:focus-visible': { outline: '3px solid #ffad42', outlineOffset: 2 },
} as const;

export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const { t, lang } = useT();
  const titleId = useId();
  const activeThumb = useRef<HTMLButtonElement | null>(null);
  const open = index !== null && index >= 0 && index < items.length;
  // The last picture stays drawn while the dialog fades out.
  const [last, setLast] = useState<number | null>(null);
  if (open && index !== last) setLast(index);
  const shown = open ? index : last !== null && last < items.length ? last : null;
  const item = shown !== null ? items[shown] : null;
  const count = items.length;

  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndex((index + step + count) % count);
  };

  // Swipes: where one finger went down; a second finger (pinch zoom) or a cancelled touch is no swipe.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touchStart.current = event.touches.length === 1 && point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const point = event.changedTouches[0];
    if (!start || !point || event.touches.length > 0) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > SWIPE_RATIO * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  // Keep the current thumbnail in view as the pictures change.
  useEffect(() => {
    activeThumb.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            bgcolor: '#111',
            color: '#fff',
            m: { xs: 1, sm: 2 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' },
            maxHeight: 'calc(100% - 16px)',
          },
        },
      }}
    >
      {item && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id={titleId}
                lang={otherLang(item.lang, lang)}
                variant="h2"
                sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)' }} aria-live="polite">
                {t('gallery.lightbox.counter', { n: shown! + 1, total: count })}
              </Typography>
            </Box>
            <IconButton
              onClick={onClose}
              aria-label={t('gallery.lightbox.close')}
              autoFocus
              sx={{ color: '#fff', '&:focus-visible': { outline: '3px solid #ffad42' } }}
            >
              <CloseIcon />
            </IconButton>
          </Box>

          <Box
            data-lightbox-stage=""
            onTouchStart={count > 1 ? onTouchStart : undefined}
            onTouchEnd={count > 1 ? onTouchEnd : undefined}
            onTouchCancel={() => (touchStart.current = null)}
            sx={{
              position: 'relative',
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              minHeight: { xs: 200, md: 320 },
              px: { xs: 0, md: 7 },
              // Sideways finger moves are the lightbox's (swipes), not the page's; up and down and zoom stay.
              touchAction: 'pan-y pinch-zoom',
            }}
          >
            <StoredImage
              key={item._id}
              src={item.image}
              variants={item.imageVariants}
              alt={item.alt || item.title}
              sizes="(min-width: 1200px) 1060px, 100vw"
              srcWidth={1600}
              eager
              fit="contain"
              fallback={DEFAULT_GALLERY_IMAGE}
              style={{
                width: 'auto',
                height: 'auto',
                maxWidth: '100%',
                maxHeight: 'min(62vh, 900px)',
                margin: '0 auto',
              }}
            />
            {count > 1 && (
              <>
                <IconButton
                  aria-label={t('gallery.lightbox.previous')}
                  onClick={() => go(-1)}
                  sx={{ ...navButtonSx, left: { xs: 4, md: 8 } }}
                >
                  <ChevronLeftIcon fontSize="large" />
                </IconButton>
                <IconButton
                  aria-label={t('gallery.lightbox.next')}
                  onClick={() => go(1)}
                  sx={{ ...navButtonSx, right: { xs: 4, md: 8 } }}
                >
                  <ChevronRightIcon fontSize="large" />
                </IconButton>
              </>
            )}
          </Box>

          {item.description && (
            <Typography
              data-testid="lightbox-description"
              lang={otherLang(item.lang, lang)}
              sx={{ px: 2, pt: 1.5, whiteSpace: 'pre-line', color: 'rgba(255,255,255,0.92)', overflowWrap: 'anywhere' }}
            >
              {item.description}
            </Typography>
          )}

          {count > 1 && (
            <Box
              component="ul"
              aria-label={t('gallery.lightbox.thumbnails')}
              sx={{
                listStyle: 'none',
                m: 0,
                px: 2,
                py: 1.5,
                display: 'flex',
                gap: 1,
                overflowX: 'auto',
                scrollbarWidth: 'thin',
              }}
            >
              {items.map((thumb, i) => (
                <Box component="li" key={thumb._id} sx={{ flex: '0 0 auto' }}>
                  <Box
                    component="button"
                    type="button"
                    ref={i === shown ? activeThumb : undefined}
                    aria-label={t('gallery.lightbox.showImage', { n: i + 1, title: thumb.title })}
                    aria-current={i === shown ? 'true' : undefined}
                    onClick={() => onIndex(i)}
                    sx={{
                      display: 'block',
                      p: 0,
                      width: { xs: 64, md: 88 },
                      aspectRatio: '4 / 3',
                      border: '3px solid',
                      borderColor: i === shown ? 'secondary.light' : 'transparent',
                      borderRadius: 1,
                      overflow: 'hidden',
                      cursor: 'pointer',
                      bgcolor: 'transparent',
                      opacity: i === shown ? 1 : 0.7,
                      '&:hover': { opacity: 1 },
                      '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 1 },
                    }}
                  >
                    <StoredImage
                      src={thumb.image}
                      variants={thumb.imageVariants}
                      alt=""
                      sizes="88px"
                      srcWidth={400}
                      fallback={DEFAULT_GALLERY_IMAGE}
                    />
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Dialog>
  );
}
