import { startTransition, StrictMode, type ErrorInfo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface Window {
    /**
     * What React had to recover from on this page: a server render the browser's first render did not match
     * (React then renders that part again in the browser) or an error an error boundary caught. Empty on a
     * healthy page; the browser tests read it after every page has hydrated.
     */
    __hydrationErrors?: string[];
  }
}

const recorded: string[] = (window.__hydrationErrors = []);

/** Keeps the error for the tests and still says it in the console (these options replace React's logging). */
const record = (kind: string) => (error: unknown, info: ErrorInfo) => {
  const message = error instanceof Error ? error.message : String(error);
  recorded.push(`${kind}: ${message}`);
  console.error(`${kind}:`, error, info.componentStack ?? '');
};

// No Emotion cache here: pages built with MUI bring Emotion along, and its default cache has the server's
// key ('css'), so it picks up the server's <style data-emotion="css …"> tag. The home page has no MUI and
// so loads no Emotion at all.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError: record('Recoverable error (hydration mismatch?)'),
      onCaughtError: record('Caught error'),
    },
  );
});
