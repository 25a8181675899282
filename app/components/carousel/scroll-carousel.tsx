// A carousel of several cards per view built on CSS scroll snapping: the server sends a plain row of
// cards that fingers can swipe even without JavaScript; in the browser it also rotates on a timer, with
// dots, optional arrows and a Play/Pause button (see use-autoplay.ts for the pause rules).
//
// How many cards show is pure CSS (`perView`, by minimum viewport width: a few rules in a <style> next to
// the carousel), so nothing shifts on hydration. A layout may also turn the row into a grid at some widths
// (its own CSS on `className`, see carousel.css for the class names): the carousel notices that nothing
// overflows and then neither rotates nor shows controls. Styled by carousel.css.
//
// `loop` (the home page's blog and schools carousels, spec sections 2.4 and 2.6: infinite, looping): every
// card can lead, one dot per card, and the carousel always moves on in the direction it goes: from the last
// card it carries on forward to the first instead of rewinding across every card. It does so by giving the
// cards a CSS `order` that starts the row at another card (the page's reading order stays as it is), changed
// together with the scroll position so that nothing on the screen moves, and put back as soon as the
// cards in view allow it.
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
  /** Endless: moves on forward from the last card to the first (and back from the first to the last). */
  loop?: boolean;
}

interface Metrics {
  /** Index of the last card that can be scrolled to the start edge. */
  maxIndex: number;
}

/** Left edges of the cards (in the page's order) relative to the track's scroll origin, the leftmost card. */
function slideOffsets(track: HTMLElement): number[] {
  const lefts = Array.from(track.children, (child) => (child as HTMLElement).offsetLeft);
  const base = Math.min(...lefts);
  return lefts.map((left) => left - base);
}

const maxScrollOf = (track: HTMLElement) => track.scrollWidth - track.clientWidth;

/** Lays the cards out starting with card `first` (CSS order; the page's order stays). */
function startRowAt(track: HTMLElement, first: number): void {
  const n = track.children.length;
  Array.from(track.children, (child, k) => {
    (child as HTMLElement).style.order = first === 0 ? '' : String((k - first + n) % n);
  });
}

function measure(track: HTMLElement, loop: boolean): Metrics {
  const maxScroll = maxScrollOf(track);
  if (maxScroll <= 1) return { maxIndex: 0 };
  // Looping, every card can lead.
  if (loop) return { maxIndex: track.children.length - 1 };
  const offsets = slideOffsets(track);
  // The first card whose left edge cannot come further left than the end of the scroll range.
  const last = offsets.findIndex((left) => left >= maxScroll - 1);
  return { maxIndex: last === -1 ? offsets.length - 1 : last };
}

function nearestIndex(track: HTMLElement, maxIndex: number, loop: boolean): number {
  const offsets = slideOffsets(track);
  const left = track.scrollLeft;
  const maxScroll = maxScrollOf(track);
  if (!loop && left >= maxScroll - 1) return maxIndex;
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
  loop = false,
}: ScrollCarouselProps<T>) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [metrics, setMetrics] = useState<Metrics>({ maxIndex: 0 });
  const stopAnimation = useRef<(() => void) | null>(null);
  /** Looping: the card the row starts with (see startRowAt). */
  const rowStart = useRef(0);

  // Measure after layout and whenever the track changes size (rotation, window resize).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      // Nothing to move (a grid, or every card in view): the row in its own order.
      if (rowStart.current !== 0 && maxScrollOf(track) <= 1) {
        startRowAt(track, 0);
        rowStart.current = 0;
      }
      const next = measure(track, loop);
      setMetrics((m) => (m.maxIndex === next.maxIndex ? m : next));
      setIndex(nearestIndex(track, next.maxIndex, loop));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => observer.disconnect();
  }, [items.length, loop]);

  // Follow swipes and keyboard scrolling.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      if (stopAnimation.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(nearestIndex(track, metrics.maxIndex, loop)));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [metrics.maxIndex, loop]);

  useEffect(() => () => stopAnimation.current?.(), []);

  /**
   * Moves so that card `target` leads. `direction` (looping only): 1 moves on forward, -1 back; 0 (a dot)
   * takes the way the row allows.
   */
  const goTo = useCallback(
    (target: number, direction: -1 | 0 | 1 = 0) => {
      const track = trackRef.current;
      if (!track) return;
      const clamped = Math.max(0, Math.min(target, metrics.maxIndex));
      stopAnimation.current?.();
      const maxScroll = maxScrollOf(track);
      let offsets = slideOffsets(track);
      const restart = (first: number, leading: number) => {
        startRowAt(track, first);
        rowStart.current = first;
        offsets = slideOffsets(track);
        track.scrollLeft = Math.min(offsets[leading] ?? 0, maxScroll);
      };
      if (loop && maxScroll > 1) {
        const at = track.scrollLeft;
        const there = offsets[clamped] ?? 0;
        const fits = there <= maxScroll + 1;
        if (direction === 1 && !(fits && there > at + 1)) {
          // Carry on forward: the row starts with the card in view, then the target comes next.
          restart(index, index);
        } else if (direction === -1 && !(fits && there < at - 1)) {
          // Back: the row starts with the target, followed by the card in view.
          restart(clamped, index);
        } else if (!fits) {
          restart(clamped, clamped);
        }
      }
      const to = Math.min(offsets[clamped] ?? 0, maxScroll);
      setIndex(clamped);
      // Back in the page's own order as soon as that shows the same cards (nothing on the screen moves).
      const settle = () => {
        if (!loop || rowStart.current === 0) return;
        const row = rowStart.current;
        restart(0, clamped);
        if (Math.abs((offsets[clamped] ?? 0) - track.scrollLeft) > 1) restart(row, clamped);
      };
      const stop = animateScroll(track, to, reducedMotion ? 0 : transitionMs, () => {
        if (stopAnimation.current === stop) stopAnimation.current = null;
        settle();
      });
      stopAnimation.current = stop;
      if (!stop) settle();
    },
    [metrics.maxIndex, reducedMotion, transitionMs, loop, index],
  );

  const next = () => goTo(index >= metrics.maxIndex ? 0 : index + 1, 1);
  const previous = () => goTo(index <= 0 ? metrics.maxIndex : index - 1, -1);

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
