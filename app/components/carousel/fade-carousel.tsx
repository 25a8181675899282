// A one-at-a-time rotator (the home hero): slides stacked in one place and cross-faded, previous/next
// arrows that wrap around both ways, dots, and a Play/Pause button. React draws it in its first state (the
// first slide shown); app/islands/motion.ts moves it (the pause rules are there), before and without React on
// a lean page. The server sends the first slide only with its content; later slides get theirs just before
// they are shown (the script fills a slide's [data-deferred-image] holder: see hero.tsx), so a phone on
// mobile data downloads one picture at a time. Styled by carousel.css.
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useMotionPart } from '../../islands/use-motion-part.ts';
import { ArrowButton, MotionDots, RotationToggle } from './carousel-controls.tsx';
import './carousel.css';

export interface SlideState {
  /** Whether the slide has its content from the start (the first one); the others defer their picture. */
  first: boolean;
}

export interface FadeCarouselProps {
  label: string;
  count: number;
  renderSlide: (index: number, state: SlideState) => ReactNode;
  /** Autoplay interval in ms. */
  interval: number;
  /** Cross-fade duration in ms. */
  transitionMs?: number;
  pauseOnHover?: boolean;
  /** Content laid over every slide (a heading, buttons). */
  overlay?: ReactNode;
  /** Extra class for the root (its size and background). */
  className?: string;
}

export function FadeCarousel({
  label,
  count,
  renderSlide,
  interval,
  transitionMs = 700,
  pauseOnHover = false,
  overlay,
  className,
}: FadeCarouselProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useMotionPart(ref);

  // The attributes motion.ts changes (which slide is shown, Play or Pause) are drawn in the first state and
  // never re-rendered otherwise; suppressHydrationWarning: the script may have moved on before React hydrates.
  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-motion="fade"
      data-interval={interval}
      data-pause-on-hover={pauseOnHover ? '' : undefined}
      data-slide-index={0}
      suppressHydrationWarning
      className={className ? `bs-fade ${className}` : 'bs-fade'}
      style={{ '--bs-fade-ms': `${transitionMs}ms` } as CSSProperties}
    >
      <div id={id} aria-live="polite" data-motion-panel="" suppressHydrationWarning className="bs-fade__slides">
        {Array.from({ length: count }, (_, i) => {
          const active = i === 0;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-slide={i}
              data-active={active ? 'true' : 'false'}
              suppressHydrationWarning
              className="bs-fade__slide"
            >
              {renderSlide(i, { first: active })}
            </div>
          );
        })}
      </div>
      {overlay && <div className="bs-fade__overlay">{overlay}</div>}
      {count > 1 && (
        <>
          <ArrowButton direction="previous" controls={id} className="bs-fade__arrow bs-fade__arrow--previous" />
          <ArrowButton direction="next" controls={id} className="bs-fade__arrow bs-fade__arrow--next" />
          <div className="bs-fade__controls" data-needs-motion="">
            <RotationToggle controls={id} tone="light" />
            <MotionDots tone="light" label={label} />
          </div>
        </>
      )}
    </section>
  );
}
