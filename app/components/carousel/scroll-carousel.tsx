// A carousel of several cards per view built on CSS scroll snapping: the server sends a plain row of
// cards that fingers can swipe even without JavaScript; in the browser it also rotates on a timer, with
// dots, optional arrows and a Play/Pause button (see use-autoplay.ts for the pause rules).
//
// How many cards show is pure CSS (`perView`, by minimum viewport width: a few rules in a <style> next to
// the carousel), so nothing shifts on hydration. A layout may also turn the row into a grid at some widths
// (its own CSS on `className`, see carousel.css for the class names): the carousel notices that nothing
// overflows and then neither rotates nor shows controls. Styled by carousel.css.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { animateScroll } from './animate-scroll.ts';
import { ArrowButton, Dots, PlayPauseButton } from './carousel-controls.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useHydrated, usePrefersReducedMotion } from './use-motion.ts';
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
}

interface Metrics {
  /** Index of the last card that can be scrolled to the start edge. */
  maxIndex: number;
}

/** Left edges of the cards relative to the track's scroll origin. */
function slideOffsets(track: HTMLElement): number[] {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return [];
  const base = first.offsetLeft;
  return Array.from(track.children, (child) => (child as HTMLElement).offsetLeft - base);
}

function measure(track: HTMLElement): Metrics {
  const maxScroll = track.scrollWidth - track.clientWidth;
  if (maxScroll <= 1) return { maxIndex: 0 };
  const offsets = slideOffsets(track);
  // The first card whose left edge cannot come further left than the end of the scroll range.
  const last = offsets.findIndex((left) => left >= maxScroll - 1);
  return { maxIndex: last === -1 ? offsets.length - 1 : last };
}

function nearestIndex(track: HTMLElement, maxIndex: number): number {
  const offsets = slideOffsets(track);
  const left = track.scrollLeft;
  const maxScroll = track.scrollWidth - track.clientWidth;
  if (left >= maxScroll - 1) return maxIndex;
  let best = 0;
  let bestDistance = Infinity;
  offsets.forEach((offset, i) => {
    const distance = Math.abs(offset - left);
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return Math.min(best, maxIndex);
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
}: ScrollCarouselProps<T>) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [metrics, setMetrics] = useState<Metrics>({ maxIndex: 0 });
  const stopAnimation = useRef<(() => void) | null>(null);

  // Measure after layout and whenever the track changes size (rotation, window resize).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const next = measure(track);
      setMetrics((m) => (m.maxIndex === next.maxIndex ? m : next));
      setIndex(nearestIndex(track, next.maxIndex));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => observer.disconnect();
  }, [items.length]);

  // Follow swipes and keyboard scrolling.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      if (stopAnimation.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(nearestIndex(track, metrics.maxIndex)));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [metrics.maxIndex]);

  useEffect(() => () => stopAnimation.current?.(), []);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const clamped = Math.max(0, Math.min(target, metrics.maxIndex));
      const offsets = slideOffsets(track);
      const to = Math.min(offsets[clamped] ?? 0, track.scrollWidth - track.clientWidth);
      stopAnimation.current?.();
      setIndex(clamped);
      const stop = animateScroll(track, to, reducedMotion ? 0 : transitionMs, () => {
        if (stopAnimation.current === stop) stopAnimation.current = null;
      });
      stopAnimation.current = stop;
    },
    [metrics.maxIndex, reducedMotion, transitionMs],
  );

  const next = () => goTo(index >= metrics.maxIndex ? 0 : index + 1);
  const previous = () => goTo(index <= 0 ? metrics.maxIndex : index - 1);

  const movable = metrics.maxIndex > 0;
  const autoplay = useAutoplay({
    interval,
    onAdvance: next,
    position: index,
    enabled: hydrated && movable,
    pauseOnHover,
  });

  const { layoutClass, layoutCss } = slideLayout(perView, gap);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      {...autoplay.rootProps}
      className={['bs-sc', layoutClass, className].filter(Boolean).join(' ')}
    >
      <style>{layoutCss}</style>
      <div
        ref={trackRef}
        id={trackId}
        aria-live={autoplay.running ? 'off' : 'polite'}
        tabIndex={focusableTrack && (!hydrated || movable) ? 0 : undefined}
        role={focusableTrack ? 'group' : undefined}
        aria-label={focusableTrack ? label : undefined}
        data-carousel-track=""
        data-index={index}
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
            className="bs-sc__slide"
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {(dots || arrows) && (
        <div className="bs-sc__controls">
          {hydrated && movable && (
            <>
              <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} controls={trackId} />
              {arrows && <ArrowButton direction="previous" onClick={previous} controls={trackId} tone="dark" />}
              {dots && (
                <Dots count={metrics.maxIndex + 1} current={index} onSelect={goTo} controls={trackId} label={label} />
              )}
              {arrows && <ArrowButton direction="next" onClick={next} controls={trackId} tone="dark" />}
            </>
          )}
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
