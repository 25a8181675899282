// 'Bright Pre and Primary Education' (spec section 2.9): an intro and the four points, beside a picture.
import CheckIcon from 'plain-icon:Check';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { LazyImage } from '../layout/lazy-image.tsx';
import { ActionLink } from './action-link.tsx';
import { SectionHeading } from './section-heading.tsx';
import './home.css';

const POINTS: MessageKey[] = [
  'home.prePrimary.qualifiedTeachers',
  'home.prePrimary.interactiveCurriculum',
  'home.prePrimary.modernClassrooms',
  'home.prePrimary.safeEnvironment',
];

export function PrePrimary() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="home-pre-primary"
      className="bs-section bs-pre-primary bs-home-band"
      data-section="pre-primary"
    >
      <div className="bs-container bs-two-col">
        <div>
          <SectionHeading
            id="home-pre-primary"
            title={t('home.prePrimary.heading')}
            intro={t('home.prePrimary.intro')}
            align="left"
          />
          <ul className="bs-pre-primary__list" data-pre-primary-list="">
            {POINTS.map((key) => (
              <li key={key}>
                <span className="bs-pre-primary__tick">
                  <CheckIcon size={18} />
                </span>
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
          <div className="bs-pre-primary__more">
            <ActionLink to="/about">{t('home.prePrimary.more')}</ActionLink>
          </div>
        </div>
        <div className="bs-picture bs-pre-primary__picture">
          <LazyImage src="/images/pre-primary.svg" alt={t('home.prePrimary.imageAlt')} width={640} height={480} />
        </div>
      </div>
    </section>
  );
}
