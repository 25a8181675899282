// Photo Gallery preview (spec section 2.10): the first six pictures. On small screens a carousel (one
// picture per slide, 700 ms moves every 5000 ms, pauses on hover, swipeable); from 600 px a grid (home.css).
import { useT } from '../../i18n/i18n.tsx';
import { otherLang } from '../layout/content-language.tsx';
import { ScrollCarousel } from '../carousel/scroll-carousel.tsx';
import { StoredImage } from '../gallery/stored-image.tsx';
import { ActionLink } from './action-link.tsx';
import { SectionHeading } from './section-heading.tsx';
import type { GalleryPreviewItem } from './home-data.ts';
import './home.css';

export const GALLERY_CAROUSEL = { interval: 5000, transitionMs: 700 } as const;

export function GalleryPreview({ items }: { items: GalleryPreviewItem[] }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="home-gallery" className="bs-section bs-bg-page bs-gallery-preview" data-section="gallery">
      <div className="bs-container">
        <SectionHeading
          id="home-gallery"
          title={t('home.gallery.heading')}
          intro={t('home.gallery.intro')}
          action={
            <ActionLink to="/gallery" data-view-all="gallery">
              {t('common.states.viewAll')}
            </ActionLink>
          }
        />
        {items.length > 0 && (
          <ScrollCarousel
            label={t('home.gallery.heading')}
            items={items}
            itemKey={(item) => item._id}
            perView={{ 0: 1 }}
            interval={GALLERY_CAROUSEL.interval}
            transitionMs={GALLERY_CAROUSEL.transitionMs}
            pauseOnHover
            focusableTrack
            renderItem={(item) => (
              <figure className="bs-gallery-item" data-gallery-item="" lang={otherLang(item.lang, lang)}>
                <div className="bs-gallery-item__picture">
                  <StoredImage
                    src={item.image}
                    variants={item.imageVariants}
                    alt={item.alt || item.title}
                    sizes="(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 92vw"
                    srcWidth={400}
                    fallback="/images/default-gallery.svg"
                  />
                </div>
                <figcaption aria-hidden>{item.title}</figcaption>
              </figure>
            )}
          />
        )}
      </div>
    </section>
  );
}
