// Small browser-state hooks shared by the carousels. Both answer the server's value while hydrating
// (no mismatch), then the browser's.
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion. False on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const subscribeNever = () => () => {};

/** False on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is in the background (timers need not run then). */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

function subscribeModal(onChange: () => void): () => void {
  // The whole body: the page's <main> may be replaced by a navigation while the carousel stays.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
  return () => observer.disconnect();
}

/**
 * Whether a modal dialog (the login dialog, Read More, the lightbox) covers the page. MUI hides the rest of the
 * page from screen readers with aria-hidden on the body's other children, the page's <main> among them.
 */
export function useCoveredByModal(): boolean {
  return useSyncExternalStore(
    subscribeModal,
    () => document.getElementById('main')?.getAttribute('aria-hidden') === 'true',
    () => false,
  );
}
