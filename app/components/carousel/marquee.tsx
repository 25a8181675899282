// A strip that scrolls sideways without end (partner logos, testimonials). Pure CSS animation: the
// items are drawn twice and the row slides by one copy per loop. It stops while hovered or while
// keyboard focus is inside, with the Play/Pause button, and never moves under prefers-reduced-motion
// (then the items simply wrap onto several lines). The second copy is hidden from assistive
// technology and from the keyboard, but its links answer a click. Styled by carousel.css.
import {
  Children,
  Fragment,
  cloneElement,
  isValidElement,
  useId,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { PlayPauseButton } from './carousel-controls.tsx';
import './carousel.css';

export interface MarqueeProps {
  label: string;
  /** Seconds for one full loop. */
  durationSec: number;
  /** The items; each child becomes one list item. */
  children: ReactNode;
  /** Gap between items in px. */
  gap?: number;
  /** Draws the items this many times in a row (the extra copies are hidden from assistive technology), so few items still fill a wide strip. */
  repeat?: number;
  /** Extra class for the root. */
  className?: string;
}

/**
 * An item of a copy (hidden from assistive technology): a link is taken out of the tab order. Not inert: for most
 * of each loop the copies are what a visitor sees (the partner strip's first logos are out of the frame after
 * about 3 of its 20 s), and a click on a logo there must follow it as on the first copy.
 */
function outOfTabOrder(child: ReactNode): ReactNode {
  if (!isValidElement<{ href?: unknown; to?: unknown }>(child)) return child;
  if (child.props.href === undefined && child.props.to === undefined) return child;
  return cloneElement(child as ReactElement<{ tabIndex?: number }>, { tabIndex: -1 });
}

export function Marquee({ label, durationSec, children, gap = 32, repeat = 1, className }: MarqueeProps) {
  const id = useId();
  const [paused, setPaused] = useState(false);

  const group = (copy: boolean) => (
    <div
      role={copy ? undefined : 'list'}
      aria-hidden={copy ? true : undefined}
      data-marquee-copy={copy ? 'true' : undefined}
      className={copy ? 'bs-marquee__group bs-marquee__group--copy' : 'bs-marquee__group'}
    >
      {Array.from({ length: repeat }, (_, round) => (
        <Fragment key={round}>
          {Children.map(children, (child) => (
            <div
              role={copy || round > 0 ? undefined : 'listitem'}
              aria-hidden={!copy && round > 0 ? true : undefined}
              className={round > 0 ? 'bs-marquee__item bs-marquee__item--extra' : 'bs-marquee__item'}
            >
              {copy || round > 0 ? outOfTabOrder(child) : child}
            </div>
          ))}
        </Fragment>
      ))}
    </div>
  );

  return (
    <section aria-label={label} className={className ? `bs-marquee ${className}` : 'bs-marquee'}>
      <div className="bs-marquee__viewport">
        <div
          id={id}
          data-marquee-track=""
          data-paused={paused ? 'true' : 'false'}
          className="bs-marquee__track"
          style={{ '--bs-gap': `${gap}px`, animationDuration: `${durationSec}s` } as CSSProperties}
        >
          {group(false)}
          {group(true)}
        </div>
      </div>
      {/* In the server's HTML, so that the pause is there from the first paint (WCAG 2.2.2); hidden when scripting
          is off (carousel.css). On a lean page a press wakes the page and is done once it has hydrated. */}
      <div className="bs-marquee__controls">
        <PlayPauseButton playing={!paused} onToggle={() => setPaused((p) => !p)} controls={id} />
      </div>
    </section>
  );
}
