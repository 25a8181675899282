// Statistics band (spec section 2.7): Pupils, Teachers, Workers and Awards summed over every school.
// The server sends the totals, so they are there without JavaScript; in the browser the numbers count
// up from 0 over 2.5 s once 30 % of the band is visible, only once, and not at all under reduced motion.
import EmojiEventsIcon from 'plain-icon:EmojiEvents';
import GroupsIcon from 'plain-icon:Groups';
import PersonIcon from 'plain-icon:Person';
import WorkIcon from 'plain-icon:Work';
import { useEffect, useRef, useState } from 'react';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import type { Totals } from './home-data.ts';
import './home.css';

export const COUNT_UP_MS = 2500;
export const COUNT_UP_THRESHOLD = 0.3;

const ITEMS: { key: keyof Totals; label: MessageKey; Icon: typeof GroupsIcon }[] = [
  { key: 'pupils', label: 'home.stats.pupils', Icon: GroupsIcon },
  { key: 'teachers', label: 'home.stats.teachers', Icon: PersonIcon },
  { key: 'workers', label: 'home.stats.workers', Icon: WorkIcon },
  { key: 'awards', label: 'home.stats.awards', Icon: EmojiEventsIcon },
];

const easeOut = (t: number) => 1 - (1 - t) ** 3;

type Phase = 'final' | 'waiting' | 'counting' | 'done';

/**
 * The count-up: 'final' shows the totals (server, no JavaScript, reduced motion); 'waiting' shows 0
 * until the band is in view; 'counting' runs `progress` from 0 to 1; 'done' shows the totals again.
 */
function useCountUp(ref: React.RefObject<HTMLElement | null>): { phase: Phase; progress: number } {
  const [state, setState] = useState<{ phase: Phase; progress: number }>({ phase: 'final', progress: 1 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (started) return;
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.intersectionRatio < COUNT_UP_THRESHOLD) {
          // Out of view: wait at 0, so the count is seen when the band arrives.
          setState({ phase: 'waiting', progress: 0 });
          return;
        }
        started = true;
        observer.disconnect();
        const start = performance.now();
        const step = () => {
          const t = Math.min(1, (performance.now() - start) / COUNT_UP_MS);
          setState({ phase: t < 1 ? 'counting' : 'done', progress: t });
          if (t < 1) frame = requestAnimationFrame(step);
        };
        setState({ phase: 'counting', progress: 0 });
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNT_UP_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);
  return state;
}

export function StatisticsBand({ totals }: { totals: Totals }) {
  const { t, lang } = useT();
  const ref = useRef<HTMLElement>(null);
  const format = new Intl.NumberFormat(lang);
  const { phase, progress } = useCountUp(ref);
  const shown = (total: number) => Math.round(total * easeOut(progress));

  return (
    <section ref={ref} aria-labelledby="home-stats" data-section="stats" data-counting={phase} className="bs-stats">
      <h2 id="home-stats" className="bs-sr-only">
        {t('home.stats.heading')}
      </h2>
      <div className="bs-container">
        <dl className="bs-stats__list">
          {ITEMS.map(({ key, label, Icon }) => (
            <div key={key} className="bs-stats__item">
              <dt className="bs-stats__label">{t(label)}</dt>
              <dd className="bs-stats__value">
                <Icon size={36} />
                <span data-stat={key} data-total={totals[key]} className="bs-stats__number">
                  {format.format(shown(totals[key]))}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
