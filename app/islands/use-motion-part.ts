// The React side of motion.ts: a component whose markup carries a [data-motion] part runs it after every
// commit. The first time (a client-side navigation; on a lean page the page's own script has started it
// already) it starts the part; after that it only writes the part's state back onto the elements, in case
// React's render changed them. The part stops when the component unmounts.
import { useLayoutEffect, type RefObject } from 'react';
import { motion, stopMotion } from './motion.ts';

export function useMotionPart(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (ref.current) motion(ref.current);
  });
  useLayoutEffect(() => {
    const element = ref.current;
    return () => stopMotion(element);
  }, [ref]);
}
