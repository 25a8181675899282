// Scrolls an element horizontally over a fixed duration (the spec's transition times), which the CSS
// `scroll-behavior: smooth` cannot promise. Snapping is switched off while it moves.

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Starts the move and answers a function that stops it, or null when it was done at once (no duration,
 * or nothing to move). `onDone` runs when a started move ends, either way.
 */
export function animateScroll(
  element: HTMLElement,
  to: number,
  durationMs: number,
  onDone: () => void,
): (() => void) | null {
  const from = element.scrollLeft;
  if (durationMs <= 0 || Math.abs(to - from) < 1) {
    element.scrollLeft = to;
    return null;
  }
  const snap = element.style.scrollSnapType;
  element.style.scrollSnapType = 'none';
  const start = performance.now();
  let frame = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(frame);
    element.style.scrollSnapType = snap;
    onDone();
  };
  const step = () => {
    const t = Math.min(1, (performance.now() - start) / durationMs);
    element.scrollLeft = from + (to - from) * easeInOut(t);
    if (t < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return finish;
}
