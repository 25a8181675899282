// Hero banner (spec section 2.1): full-height header images rotating every 6000 ms, arrows and dots that
// wrap around both ways, 'Loading hero images...' when there are none. The first picture is loaded at
// once and first; the others only when their turn comes (the carousel's script fills them in: fade-carousel.tsx).
// Plain HTML and CSS (home.css).
import { useT } from '../../i18n/i18n.tsx';
import { otherLang } from '../layout/content-language.tsx';
import { FadeCarousel } from '../carousel/fade-carousel.tsx';
import { StoredImage, deferredImageAttributes } from '../gallery/stored-image.tsx';
import { ActionLink } from './action-link.tsx';
import type { HeroImage } from './home-data.ts';
import './home.css';

export const HERO_INTERVAL_MS = 6000;
export const HERO_SIZES = '100vw';
const HERO_FALLBACK = '/images/default-hero.svg';

function Overlay() {
  const { t } = useT();
  return (
    <div className="bs-hero__overlay">
      <h1 className="bs-hero__title">{t('home.hero.title')}</h1>
      <p className="bs-hero__subtitle">{t('home.hero.subtitle')}</p>
      <div className="bs-hero__actions">
        <ActionLink to="/about" look="accent">
          {t('home.hero.aboutCta')}
        </ActionLink>
        <ActionLink to="/contact" look="outlined-light">
          {t('home.hero.contactCta')}
        </ActionLink>
      </div>
    </div>
  );
}

export function Hero({ images, failed }: { images: HeroImage[]; failed: boolean }) {
  const { t, lang } = useT();

  if (images.length === 0) {
    return (
      <section
        aria-label={t('home.hero.label')}
        className="bs-hero bs-hero--empty"
        style={{ backgroundImage: `url("${HERO_FALLBACK}")` }}
      >
        <div style={{ gridArea: '1 / 1' }}>
          <Overlay />
        </div>
        <div className="bs-hero__status">
          <p className="bs-text" data-hero-loading="">
            {t('home.hero.loading')}
          </p>
          {failed && (
            <p role="alert" className="bs-hero__failed">
              {t('home.hero.loadFailed')}
            </p>
          )}
        </div>
      </section>
    );
  }

  return (
    <FadeCarousel
      label={t('home.hero.label')}
      count={images.length}
      interval={HERO_INTERVAL_MS}
      className="bs-hero"
      overlay={<Overlay />}
      renderSlide={(i, { first }) => {
        const image = images[i];
        if (!image) return null;
        const picture = {
          src: image.image,
          variants: image.imageVariants,
          alt: image.alt || image.title,
          sizes: HERO_SIZES,
          eager: first,
          srcWidth: 800,
          fallback: HERO_FALLBACK,
        };
        const slide = {
          className: 'bs-hero__slide',
          'data-hero-title': image.title,
          lang: otherLang(image.lang, lang),
        };
        if (first)
          return (
            <div {...slide}>
              <StoredImage {...picture} />
            </div>
          );
        // Later pictures come when their turn does: app/islands/motion.ts fills the holder (React leaves it be).
        return (
          <div
            {...slide}
            data-deferred-image={JSON.stringify(deferredImageAttributes(picture))}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        );
      }}
    />
  );
}
