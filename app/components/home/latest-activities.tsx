// Latest activities (spec section 2.3): a still picture with a play button, the heading, an intro and a
// checklist of four activities. The play button leads to the photos of school life.
import CheckCircleIcon from 'plain-icon:CheckCircle';
import PlayArrowIcon from 'plain-icon:PlayArrow';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { LazyImage } from '../layout/lazy-image.tsx';
import { SectionHeading } from './section-heading.tsx';
import './home.css';

const ITEMS: MessageKey[] = [
  'home.activities.scienceFair',
  'home.activities.culturalDay',
  'home.activities.artCraft',
  'home.activities.sportsWeek',
];

export function LatestActivities() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-activities" className="bs-section bs-bg-white bs-home-band">
      <div className="bs-container bs-two-col">
        <div className="bs-picture bs-activities__picture">
          <LazyImage src="/images/activities.svg" alt={t('home.activities.imageAlt')} width={640} height={480} />
          <Link
            to="/gallery"
            aria-label={t('home.activities.play')}
            title={t('home.activities.play')}
            className="bs-activities__play"
          >
            <PlayArrowIcon size={44} />
          </Link>
        </div>
        <div>
          <SectionHeading
            id="home-activities"
            title={t('home.activities.heading')}
            intro={t('home.activities.intro')}
            align="left"
          />
          <ul className="bs-check-list bs-activities__list" data-activities="">
            {ITEMS.map((key) => (
              <li key={key}>
                <CheckCircleIcon />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
