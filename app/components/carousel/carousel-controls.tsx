// Buttons shared by the carousels: Play/Pause, previous/next arrows and the slide dots. Plain buttons
// (no ripple machinery) with visible focus and 24 px or larger targets (WCAG 2.5.8), styled by carousel.css.
import ChevronLeftIcon from 'plain-icon:ChevronLeft';
import ChevronRightIcon from 'plain-icon:ChevronRight';
import PauseIcon from 'plain-icon:Pause';
import PlayArrowIcon from 'plain-icon:PlayArrow';
import { useT } from '../../i18n/i18n.tsx';
import { ROTATION_CONTROL_ATTR } from './use-autoplay.ts';
import './carousel.css';

export type Tone = 'light' | 'dark';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
  const label = playing ? t('common.states.pause') : t('common.states.play');
  return (
    <button
      type="button"
      {...{ [ROTATION_CONTROL_ATTR]: '' }}
      aria-label={label}
      title={label}
      aria-controls={controls}
      data-playing={playing ? 'true' : 'false'}
      onClick={onToggle}
      className={cx('bs-round bs-round--36', `bs-round--${tone}`, className)}
    >
      {playing ? <PauseIcon size="1.25rem" /> : <PlayArrowIcon size="1.25rem" />}
    </button>
  );
}

export function ArrowButton({
  direction,
  onClick,
  controls,
  tone = 'light',
  className,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  controls?: string;
  tone?: Tone;
  className?: string;
}) {
  const { t } = useT();
  const label = direction === 'previous' ? t('common.states.previous') : t('common.states.next');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-controls={controls}
      onClick={onClick}
      className={cx('bs-round bs-round--44', `bs-round--${tone}`, className)}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

export function Dots({
  count,
  current,
  onSelect,
  controls,
  tone = 'dark',
  label,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  controls?: string;
  tone?: Tone;
  label?: string;
}) {
  const { t } = useT();
  if (count < 2) return null;
  return (
    <div role="group" aria-label={label} className={`bs-dots bs-dots--${tone}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="bs-dot"
          aria-label={t('common.states.goToSlide', { n: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          aria-controls={controls}
          data-dot={i}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
