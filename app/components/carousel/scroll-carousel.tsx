// A carousel of several cards per view built on CSS scroll snapping: the server sends a plain row of
// cards that fingers can swipe even without JavaScript; in the browser it also rotates on a timer, with
// dots, optional arrows and a Play/Pause button. React draws the row and the controls in their first state;
// app/islands/motion.ts measures, moves and pauses it (the pause rules are there), before and without React
// on a lean page.
//
// How many cards show is pure CSS (`perView`, by minimum viewport width: a few rules in a <style> next to
// the carousel), so nothing shifts on hydration. A layout may also turn the row into a grid at some widths
// (its own CSS on `className`, see carousel.css for the class names): the carousel notices that nothing
// overflows and then neither rotates nor shows controls (the script marks it data-movable="false"). Styled by
// carousel.css.
//
// `loop` (the home page's blog and schools carousels, spec sections 2.4 and 2.6: infinite, looping): every
// card can lead, one dot per card, and the carousel always moves on in the direction it goes: from the last
// card it carries on forward to the first instead of rewinding across every card. It does so by giving the
// cards a CSS `order` that starts the row at another card (the page's reading order stays as it is), changed
// together with the scroll position so that nothing on the screen moves, and put back as soon as the
// cards in view allow it (motion.ts).
import { useId, useRef, type ReactNode } from 'react';
import { useMotionPart } from '../../islands/use-motion-part.ts';
import { ArrowButton, MotionDots, RotationToggle } from './carousel-controls.tsx';
import './carousel.css';

export interface ScrollCarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Cards per view by minimum viewport width in px, e.g. { 0: 1, 600: 2, 1024: 3, 1400: 4 }. */
  perView: Record<number, number>;
  /** Gap between cards in px. */
  gap?: number;
  /** Autoplay interval in ms. */
  interval: number;
  /** Duration of one move in ms. */
  transitionMs: number;
  arrows?: boolean;
  dots?: boolean;
  pauseOnHover?: boolean;
  /** Extra class for the root: a layout's CSS may restyle .bs-sc__track, .bs-sc__slide and .bs-sc__controls in it. */
  className?: string;
  /**
   * Lets the row itself take keyboard focus (arrow keys then scroll it). Needed when the cards hold no
   * link or button, or keyboard users could not reach the hidden cards.
   */
  focusableTrack?: boolean;
  /** Endless: moves on forward from the last card to the first (and back from the first to the last). */
  loop?: boolean;
}

export function ScrollCarousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  perView,
  gap = 16,
  interval,
  transitionMs,
  arrows = false,
  dots = true,
  pauseOnHover = true,
  className,
  focusableTrack = false,
  loop = false,
}: ScrollCarouselProps<T>) {
  const trackId = useId();
  const ref = useRef<HTMLElement>(null);
  useMotionPart(ref);
  const { layoutClass, layoutCss } = slideLayout(perView, gap);

  // The attributes motion.ts changes (the index, aria-live, the row's tab stop) are drawn in the first state
  // and never re-rendered otherwise; suppressHydrationWarning: the script may have moved on before React hydrates.
  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-motion="scroll"
      data-interval={interval}
      data-transition={transitionMs}
      data-pause-on-hover={pauseOnHover ? '' : undefined}
      data-loop={loop ? '' : undefined}
      data-focusable-track={focusableTrack ? '' : undefined}
      suppressHydrationWarning
      className={['bs-sc', layoutClass, className].filter(Boolean).join(' ')}
    >
      <style>{layoutCss}</style>
      <div
        id={trackId}
        aria-live="polite"
        tabIndex={focusableTrack ? 0 : undefined}
        role={focusableTrack ? 'group' : undefined}
        aria-label={focusableTrack ? label : undefined}
        data-carousel-track=""
        data-motion-panel=""
        data-index={0}
        suppressHydrationWarning
        className="bs-sc__track"
        style={{ gap: `${gap}px` }}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item, i)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${items.length}`}
            data-slide={i}
            // (Looping, the script orders the cards: style.order.)
            suppressHydrationWarning
            className="bs-sc__slide"
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {(dots || arrows) && (
        <div className="bs-sc__controls">
          <RotationToggle controls={trackId} />
          {arrows && <ArrowButton direction="previous" controls={trackId} tone="dark" />}
          {dots && <MotionDots label={label} />}
          {arrows && <ArrowButton direction="next" controls={trackId} tone="dark" />}
        </div>
      )}
    </section>
  );
}

/**
 * The card width for each `perView` step, as a class name and the CSS behind it (the same input gives the
 * same text on the server and in the browser, so hydration matches).
 */
function slideLayout(perView: Record<number, number>, gap: number): { layoutClass: string; layoutCss: string } {
  const steps = Object.entries(perView)
    .map(([min, n]) => [Number(min), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const layoutClass = `bs-sc--${steps.map(([min, n]) => `${min}x${n}`).join('-')}-g${gap}`;
  const width = (n: number) => `calc((100% - ${(n - 1) * gap}px) / ${n})`;
  const rule = (n: number) => `.${layoutClass}>.bs-sc__track>.bs-sc__slide{flex-basis:${width(n)};width:${width(n)}}`;
  const layoutCss = steps.map(([min, n]) => (min === 0 ? rule(n) : `@media (min-width:${min}px){${rule(n)}}`)).join('');
  return { layoutClass, layoutCss };
}
