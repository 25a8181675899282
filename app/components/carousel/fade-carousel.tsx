// A one-at-a-time rotator (the home hero): slides stacked in one place and cross-faded, previous/next
// arrows that wrap around both ways, dots, and a Play/Pause button (pause rules in use-autoplay.ts).
// The server sends the first slide only visible; later slides get their content (`load`) just before
// they are shown, so a phone on mobile data downloads one picture at a time. Styled by carousel.css.
import { useId, useState, type ReactNode } from 'react';
import { ArrowButton, Dots, PlayPauseButton } from './carousel-controls.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useHydrated, usePrefersReducedMotion } from './use-motion.ts';
import './carousel.css';

export interface SlideState {
  active: boolean;
  /** Whether the slide should have its picture by now (shown, shown before, or next). */
  load: boolean;
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
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));

  const goTo = (target: number) => {
    const wrapped = ((target % count) + count) % count;
    setIndex(wrapped);
    setVisited((v) => (v.has(wrapped) ? v : new Set(v).add(wrapped)));
  };
  const next = () => goTo(index + 1);
  const previous = () => goTo(index - 1);

  const autoplay = useAutoplay({
    interval,
    onAdvance: next,
    position: index,
    enabled: hydrated && count > 1,
    pauseOnHover,
  });
  const upcoming = (index + 1) % count;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slide-index={index}
      {...autoplay.rootProps}
      className={className ? `bs-fade ${className}` : 'bs-fade'}
    >
      <div id={id} aria-live={autoplay.running ? 'off' : 'polite'} className="bs-fade__slides">
        {Array.from({ length: count }, (_, i) => {
          const active = i === index;
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
              className="bs-fade__slide"
              style={{
                opacity: active ? 1 : 0,
                transition: reducedMotion ? 'none' : `opacity ${transitionMs}ms ease-in-out`,
                zIndex: active ? 1 : 0,
              }}
            >
              {renderSlide(i, { active, load: visited.has(i) || (hydrated && i === upcoming) })}
            </div>
          );
        })}
      </div>
      {overlay && <div className="bs-fade__overlay">{overlay}</div>}
      {hydrated && count > 1 && (
        <>
          <ArrowButton
            direction="previous"
            onClick={previous}
            controls={id}
            className="bs-fade__arrow bs-fade__arrow--previous"
          />
          <ArrowButton direction="next" onClick={next} controls={id} className="bs-fade__arrow bs-fade__arrow--next" />
          <div className="bs-fade__controls">
            <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} controls={id} tone="light" />
            <Dots count={count} current={index} onSelect={goTo} controls={id} tone="light" label={label} />
          </div>
        </>
      )}
    </section>
  );
}
