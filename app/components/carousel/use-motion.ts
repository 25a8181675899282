// useHydrated: false on the server and while hydrating (no mismatch), then true. (The carousels' pause rules,
// reduced motion, a hidden tab, a modal dialog, are app/islands/motion.ts's.)
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
