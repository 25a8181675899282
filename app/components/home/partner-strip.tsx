// Partner strip (spec section 2.11): logos scrolling in a 20 s loop, pausing on hover, with a pause
// button and no movement under reduced motion. The first logo opens the partner school's own site in a
// new tab; the second leads to the partner profile page.
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { Marquee } from '../carousel/marquee.tsx';
import { LazyImage } from '../layout/lazy-image.tsx';
import type { PartnerLogos } from './home-data.ts';
import { SectionHeading } from './section-heading.tsx';
import './home.css';

export const PARTNER_LOOP_SECONDS = 20;
/**
 * `schoolUrl`: the partner school's own website (the partner profile's, else the PARTNER_SCHOOL_URL setting);
 * `logos`: the profile's logos (null: the built-in ones).
 */
export function PartnerStrip({ schoolUrl, logos }: { schoolUrl: string; logos: PartnerLogos }) {
  const { t } = useT();
  return (
    <section aria-labelledby="home-partners" className="bs-section bs-bg-white bs-home-band" data-section="partners">
      <div className="bs-container">
        <SectionHeading id="home-partners" title={t('home.partners.heading')} intro={t('home.partners.intro')} />
      </div>
      <Marquee label={t('home.partners.heading')} durationSec={PARTNER_LOOP_SECONDS} gap={48} repeat={3}>
        <a href={schoolUrl} target="_blank" rel="noopener noreferrer" className="bs-partner-logo" data-partner="school">
          <Logo src={logos.school ?? '/images/partner-school-logo.svg'} alt={t('home.partners.school')} />
        </a>
        <Link to="/PartnerClientView" className="bs-partner-logo" data-partner="club">
          <Logo src={logos.club ?? '/images/partner-club-logo.svg'} alt={t('home.partners.club')} />
        </Link>
      </Marquee>
    </section>
  );
}

/** A logo at the strip's size. */
function Logo({ src, alt }: { src: string; alt: string }) {
  return <LazyImage src={src} alt={alt} width={220} height={110} />;
}
