// Puts MUI's theme (app/mui-theme.tsx) around the parts that use MUI components, loading it on demand.
// The home page is built without MUI, so its first download carries no MUI code at all; every other page
// loads MUI anyway with its own modules, and then the theme costs one small import.
//
// The theme module is read with `use()` from a cached promise that records its result on itself, so once
// it has loaded (preloadMuiTheme() starts it early, e.g. when a navigation begins) React renders through
// without suspending; before that the nearest <Suspense> waits (on the server, or while hydrating).
import { Suspense, use, type ReactNode } from 'react';

type ThemeModule = typeof import('../../mui-theme.tsx');
type Tracked = Promise<ThemeModule> & { status?: 'fulfilled'; value?: ThemeModule };

let pending: Tracked | null = null;

/** Starts loading MUI's theme (harmless to call often). */
export function preloadMuiTheme(): Promise<ThemeModule> {
  if (!pending) {
    const promise: Tracked = import('../../mui-theme.tsx');
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      () => {
        // A failed download (offline): try again the next time.
        if (pending === promise) pending = null;
      },
    );
    pending = promise;
  }
  return pending;
}

function Themed({ children }: { children: ReactNode }) {
  const { default: MuiTheme } = use(preloadMuiTheme());
  return <MuiTheme>{children}</MuiTheme>;
}

export function MuiGate({ enabled = true, children }: { enabled?: boolean; children: ReactNode }) {
  if (!enabled) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Themed>{children}</Themed>
    </Suspense>
  );
}
