// The timing half of every auto-moving carousel: a timer that fires `onAdvance` every `interval` ms,
// restarted whenever `position` changes (so a manual move gets a full interval), and the pause rules of
// WCAG 2.2.2: a visible Play/Pause control, no movement under prefers-reduced-motion unless the visitor
// presses Play, a pause while a mouse hovers (optional) or keyboard focus is inside, none in a hidden tab or
// behind a modal dialog (nobody is looking at it, and a cheap phone has better use for the time).
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useCoveredByModal, useDocumentHidden, usePrefersReducedMotion } from './use-motion.ts';

export interface AutoplayOptions {
  /** Milliseconds between moves. */
  interval: number;
  /** Moves on by one (the caller wraps around). */
  onAdvance: () => void;
  /** The current position; a change restarts the interval. */
  position: number;
  /** False when there is nothing to move (one slide, or the layout shows every slide). */
  enabled?: boolean;
  pauseOnHover?: boolean;
}

/** Marks an element (the Play/Pause button) whose keyboard focus must not pause the carousel. */
export const ROTATION_CONTROL_ATTR = 'data-rotation-control';

export interface Autoplay {
  /** The state the Play/Pause button shows: true while rotation is wanted. */
  playing: boolean;
  /** True while the timer actually runs (playing and not held by hover, focus, a hidden tab or a dialog). */
  running: boolean;
  toggle(): void;
  /** Spread on the carousel's root element. */
  rootProps: {
    onPointerEnter(event: PointerEvent): void;
    onPointerLeave(event: PointerEvent): void;
    onPointerDown(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(event: PointerEvent): void;
    onFocus(event: FocusEvent): void;
    onBlur(event: FocusEvent): void;
  };
}

export function useAutoplay({
  interval,
  onAdvance,
  position,
  enabled = true,
  pauseOnHover = false,
}: AutoplayOptions): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  const hiddenTab = useDocumentHidden();
  const covered = useCoveredByModal();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice ? choice === 'play' : !reducedMotion;
  const running = enabled && playing && !hiddenTab && !covered && !touching && !focused && !(pauseOnHover && hovered);

  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });

  // Armed in the same commit that shows the new position (a layout effect, not a passive one, which React
  // may run a frame later): the next move is always counted from the moment the current one is on screen.
  useLayoutEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance.current(), interval);
    return () => clearTimeout(timer);
  }, [running, interval, position]);

  return {
    playing,
    running,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    rootProps: {
      onPointerEnter: (e) => e.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (e) => e.pointerType === 'mouse' && setHovered(false),
      onPointerDown: (e) => e.pointerType !== 'mouse' && setTouching(true),
      onPointerUp: () => setTouching(false),
      onPointerCancel: () => setTouching(false),
      onFocus: (e) => {
        const target = e.target as HTMLElement;
        // Only keyboard focus holds the carousel; a mouse click on a dot or arrow does not.
        if (target.matches(':focus-visible') && !target.closest(`[${ROTATION_CONTROL_ATTR}]`)) setFocused(true);
        else setFocused(false);
      },
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
