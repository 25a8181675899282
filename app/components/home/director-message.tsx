// Director's message (spec sections 2.5, 4, 5 and 8): photo, name, 'SCHOOLS DIRECTOR' and the year,
// social buttons that open in a new tab, and the message with its line breaks. A column on phones, a
// row from md. Failed: the error in red; no record or nothing usable: nothing (issue 13.15).
import FacebookIcon from 'plain-icon:Facebook';
import InstagramIcon from 'plain-icon:Instagram';
import LinkedInIcon from 'plain-icon:LinkedIn';
import XIcon from 'plain-icon:X';
import { useRef } from 'react';
import { useMotionPart } from '../../islands/use-motion-part.ts';
import { socialHref } from '../../lib/links.ts';
import { srcSet } from '../../lib/images.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { ContentLanguageNote, otherLang } from '../layout/content-language.tsx';
import { SectionHeading } from './section-heading.tsx';
import { DEFAULT_DIRECTOR_IMAGE, directorImageUrl, type DirectorRecord, type DirectorState } from './home-data.ts';
import './home.css';

const NETWORKS: { field: 'instagram' | 'linkedin' | 'twitter' | 'facebook'; label: MessageKey; Icon: typeof XIcon }[] =
  [
    { field: 'instagram', label: 'home.director.instagram', Icon: InstagramIcon },
    { field: 'linkedin', label: 'home.director.linkedin', Icon: LinkedInIcon },
    { field: 'twitter', label: 'home.director.x', Icon: XIcon },
    { field: 'facebook', label: 'home.director.facebook', Icon: FacebookIcon },
  ];

function DirectorPhoto({ record }: { record: DirectorRecord }) {
  const { t } = useT();
  const ref = useRef<HTMLImageElement>(null);
  // A photo that fails (also before React, on the lean page) gives way to the default picture:
  // app/islands/motion.ts's "fallback" part, which may change src before React hydrates.
  useMotionPart(ref);
  const useStored = !!record.image;
  const variants = useStored && !record.image!.startsWith('http') ? record.imageVariants : null;
  // In a frame of its own size: a lean page holds lazy pictures back for a moment (app/islands/lean-page.server.ts)
  // and the text below must not move when it comes.
  return (
    <span className="bs-director__photo">
      <img
        ref={ref}
        src={useStored ? directorImageUrl(record.image) : DEFAULT_DIRECTOR_IMAGE}
        srcSet={variants ? srcSet(variants) : undefined}
        sizes={variants ? '240px' : undefined}
        alt={record.alt || t('home.director.photoAlt', { name: record.name })}
        width={240}
        height={240}
        loading="lazy"
        decoding="async"
        data-motion={useStored ? 'fallback' : undefined}
        data-fallback={DEFAULT_DIRECTOR_IMAGE}
        suppressHydrationWarning
        data-director-photo=""
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          borderRadius: '50%',
          border: '6px solid #ffffff',
          boxShadow: '0 4px 16px rgba(0,0,0,0.15)',
          backgroundColor: '#e0f2f1',
          ...(variants?.placeholder
            ? { backgroundImage: `url("${variants.placeholder}")`, backgroundSize: 'cover' }
            : {}),
        }}
      />
    </span>
  );
}

export function DirectorMessageSection({ state }: { state: DirectorState }) {
  const { t, lang } = useT();
  // Spec section 2.5: nothing is shown when nothing is loaded; 'No director message found.' (section 8) is the
  // admin page's text (decision 004).
  if (state.status === 'none' || state.status === 'missing') return null;

  let body;
  if (state.status === 'failed') {
    body = (
      <p className="bs-director__error" role="alert" data-director-error="">
        {t('home.director.fetchFailed')}
      </p>
    );
  } else {
    const d = state.record;
    const textLang = otherLang(d.lang, lang);
    const links = NETWORKS.map((n) => ({ ...n, href: socialHref(d[n.field]) })).filter((n) => n.href);
    body = (
      <div className="bs-director" data-director="">
        <div className="bs-director__person">
          <DirectorPhoto record={d} />
          <h3 className="bs-director__name" data-director-name="">
            {d.name}
          </h3>
          <p className="bs-director__caption" data-director-caption="">
            {t('home.director.caption')} <span lang={textLang}>{d.directorYear}</span>
          </p>
          {links.length > 0 && (
            <ul className="bs-director__social">
              {links.map(({ field, label, Icon, href }) => (
                <li key={field}>
                  <a
                    href={href!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('home.director.social', { network: t(label), name: d.name })}
                    title={t(label)}
                    data-social={field}
                  >
                    <Icon size="1.25rem" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <blockquote className="bs-director__quote">
          <p className="bs-director__message" data-director-message="" lang={d.message.trim() ? textLang : undefined}>
            {d.message.trim() ? d.message : t('home.director.emptyMessage')}
          </p>
          <ContentLanguageNote lang={d.lang} />
        </blockquote>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="home-director"
      className="bs-section bs-director-section bs-home-band"
      data-section="director"
    >
      <div className="bs-container">
        <SectionHeading id="home-director" title={t('home.director.heading')} />
        {body}
      </div>
    </section>
  );
}
