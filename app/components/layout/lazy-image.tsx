// A fixed picture from public/images/ below the first screen: fetched only when it nears the view, decoded off
// the main thread, and its width and height given so the page does not shift when it arrives.
import type { ImgHTMLAttributes } from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number };

export function LazyImage(props: Props) {
  return <img loading="lazy" decoding="async" {...props} />;
}
