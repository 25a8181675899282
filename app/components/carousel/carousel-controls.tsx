// Buttons shared by the carousels: Play/Pause, previous/next arrows and the slide dots. Plain buttons
// (no ripple machinery) with visible focus and 24 px or larger targets (WCAG 2.5.8), styled by carousel.css.
// The home page's carousels are run by app/islands/motion.ts, not by React: their controls (`RotationToggle`,
// `ArrowButton` without onClick, `MotionDots`) carry data-motion-control and are drawn in the carousel's first
// state, hidden until that script has started the carousel (a page without JavaScript offers none). The
// script keeps their state (Play or Pause, the current dot); the dots themselves it makes, as many as there
// are positions to go to (known only once the row is laid out). `PlayPauseButton` is the React-run button of
// the marquee.
import ChevronLeftIcon from 'plain-icon:ChevronLeft';
import ChevronRightIcon from 'plain-icon:ChevronRight';
import PauseIcon from 'plain-icon:Pause';
import PlayArrowIcon from 'plain-icon:PlayArrow';
import { useT } from '../../i18n/i18n.tsx';
import './carousel.css';

export type Tone = 'light' | 'dark';

/** Marks an element (the Play/Pause button) whose keyboard focus must not pause the carousel. */
export const ROTATION_CONTROL_ATTR = 'data-rotation-control';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Both icons of a Play/Pause button: its data-playing shows one (carousel.css), so a script can switch it. */
function PlayPauseIcons() {
  return (
    <>
      <span className="bs-icon-pause">
        <PauseIcon size="1.25rem" />
      </span>
      <span className="bs-icon-play">
        <PlayArrowIcon size="1.25rem" />
      </span>
    </>
  );
}

export function PlayPauseButton({
  playing,
  onToggle,
  controls,
  tone = 'dark',
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  controls?: string;
  tone?: Tone;
  className?: string;
}) {
  const { t } = useT();
  const [play, pause] = [t('common.states.play'), t('common.states.pause')];
  const label = playing ? pause : play;
  // Both icons, shown by data-playing, and both names: on a lean page a press before the wake-up switches them
  // (and the strip) at once, without React (wake-on-intent.ts).
  return (
    <button
      type="button"
      {...{ [ROTATION_CONTROL_ATTR]: '' }}
      data-label-play={play}
      data-label-pause={pause}
      aria-label={label}
      title={label}
      aria-controls={controls}
      data-playing={playing ? 'true' : 'false'}
      onClick={onToggle}
      className={cx('bs-round bs-round--36', `bs-round--${tone}`, className)}
    >
      <PlayPauseIcons />
    </button>
  );
}

/** Play/Pause of a carousel run by motion.ts: drawn playing; the script switches it (both icons are there). */
export function RotationToggle({ controls, tone = 'dark' }: { controls: string; tone?: Tone }) {
  const { t } = useT();
  const pause = t('common.states.pause');
  return (
    <button
      type="button"
      {...{ [ROTATION_CONTROL_ATTR]: '' }}
      data-motion-control="toggle"
      data-needs-motion=""
      data-label-play={t('common.states.play')}
      data-label-pause={pause}
      aria-label={pause}
      title={pause}
      aria-controls={controls}
      data-playing="true"
      suppressHydrationWarning
      className={cx('bs-round bs-round--36', `bs-round--${tone}`)}
    >
      <PlayPauseIcons />
    </button>
  );
}

/** Previous or next; without `onClick`, a control of a carousel run by motion.ts. */
export function ArrowButton({
  direction,
  onClick,
  controls,
  tone = 'light',
  className,
}: {
  direction: 'previous' | 'next';
  onClick?: () => void;
  controls?: string;
  tone?: Tone;
  className?: string;
}) {
  const { t } = useT();
  const label = direction === 'previous' ? t('common.states.previous') : t('common.states.next');
  const motion = onClick ? {} : { 'data-motion-control': direction, 'data-needs-motion': '' };
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-controls={controls}
      onClick={onClick}
      {...motion}
      className={cx('bs-round bs-round--44', `bs-round--${tone}`, className)}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

/** The box motion.ts makes a carousel's dots in ("Go to slide n" each); React leaves its content alone. */
export function MotionDots({ tone = 'dark', label }: { tone?: Tone; label: string }) {
  const { t } = useT();
  return (
    <div
      role="group"
      aria-label={label}
      data-motion-dots=""
      data-needs-motion=""
      // Without values, the message keeps its {n} for the script to fill in.
      data-dot-label={t('common.states.goToSlide')}
      className={`bs-dots bs-dots--${tone}`}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
