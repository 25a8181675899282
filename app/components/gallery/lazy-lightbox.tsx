// The lightbox, loaded when a picture is first opened: the gallery pages do not carry the modal's code in
// their first download. Once loaded it stays mounted, so closing animates and gives focus back as before.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';

const load = () => import('./lightbox.tsx');
const Lightbox = lazy(() => load().then((m) => ({ default: m.Lightbox })));

export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  const [used, setUsed] = useState(false);
  const opening = props.index !== null;
  // Once opened, it stays mounted (state derived during render, as React recommends over an effect).
  if (opening && !used) setUsed(true);
  // Start the download at the visitor's first touch, click or key press, a moment before the click opens it.
  useEffect(() => {
    const warm = () => void load().catch(() => {});
    window.addEventListener('pointerdown', warm, { once: true, passive: true });
    window.addEventListener('keydown', warm, { once: true });
    return () => {
      window.removeEventListener('pointerdown', warm);
      window.removeEventListener('keydown', warm);
    };
  }, []);
  if (!used && !opening) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
