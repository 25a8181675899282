import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// No Emotion cache here: pages built with MUI bring Emotion along, and its default cache has the server's
// key ('css'), so it picks up the server's <style data-emotion="css …"> tag. The home page has no MUI and
// so loads no Emotion at all.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
