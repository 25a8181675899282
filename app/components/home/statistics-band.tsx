// Statistics band (spec section 2.7): Pupils, Teachers, Workers and Awards summed over every school.
// The server sends the totals, so they are there without JavaScript; in the browser the numbers count
// up from 0 over 2.5 s once 30 % of the band is visible, only once, and not at all under reduced motion:
// app/islands/motion.ts counts (data-counting: final, waiting, counting, done), before and without React on a
// lean page; React draws the totals only.
import EmojiEventsIcon from 'plain-icon:EmojiEvents';
import GroupsIcon from 'plain-icon:Groups';
import PersonIcon from 'plain-icon:Person';
import WorkIcon from 'plain-icon:Work';
import { useRef } from 'react';
import { useMotionPart } from '../../islands/use-motion-part.ts';
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

export function StatisticsBand({ totals }: { totals: Totals }) {
  const { t, lang } = useT();
  const ref = useRef<HTMLElement>(null);
  const format = new Intl.NumberFormat(lang);
  useMotionPart(ref);

  return (
    // The script changes data-counting and the numbers: suppressHydrationWarning, as it may start before React.
    <section
      ref={ref}
      aria-labelledby="home-stats"
      data-section="stats"
      data-motion="count"
      data-duration={COUNT_UP_MS}
      data-threshold={COUNT_UP_THRESHOLD}
      data-counting="final"
      suppressHydrationWarning
      className="bs-stats bs-home-band"
    >
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
                <span data-stat={key} data-total={totals[key]} className="bs-stats__number" suppressHydrationWarning>
                  {format.format(totals[key])}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
