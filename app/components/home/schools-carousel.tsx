// Our Schools (spec section 2.6): one card per school with its icon, name and a shortened description,
// 1 card on small screens, 2 on medium, 4 on large; moves every 5000 ms, loops, dots, no arrows. A card
// opens the school's page with the school record passed along as navigation state.
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { otherLang } from '../layout/content-language.tsx';
import { ScrollCarousel } from '../carousel/scroll-carousel.tsx';
import type { SchoolCard } from './home-data.ts';
import { SchoolGlyph } from './school-glyph.tsx';
import { SectionHeading } from './section-heading.tsx';
import './home.css';

export const SCHOOLS_CAROUSEL = { interval: 5000, transitionMs: 700, perView: { 0: 1, 600: 2, 1024: 4 } } as const;

export function SchoolsCarousel({ schools }: { schools: SchoolCard[] }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="home-schools" className="bs-section bs-bg-page" data-section="schools">
      <div className="bs-container bs-container--xl">
        <SectionHeading id="home-schools" title={t('home.schools.heading')} intro={t('home.schools.intro')} />
        {schools.length > 0 && (
          <ScrollCarousel
            label={t('home.schools.heading')}
            items={schools}
            itemKey={(s) => s._id}
            perView={SCHOOLS_CAROUSEL.perView}
            interval={SCHOOLS_CAROUSEL.interval}
            transitionMs={SCHOOLS_CAROUSEL.transitionMs}
            loop
            renderItem={(school) => (
              <Link
                to={`/schooldetails/${school._id}`}
                state={{ school }}
                data-school-card=""
                className="bs-card bs-school-card"
              >
                <span className="bs-school-card__icon">
                  <SchoolGlyph name={school.iconName} size={40} />
                </span>
                <h3 className="bs-card-title">{school.schoolName}</h3>
                <p
                  className="bs-body2 bs-muted bs-school-card__text"
                  data-school-description=""
                  lang={school.description ? otherLang(school.lang, lang) : undefined}
                >
                  {school.description || t('common.states.noDescription')}
                </p>
              </Link>
            )}
          />
        )}
      </div>
    </section>
  );
}
