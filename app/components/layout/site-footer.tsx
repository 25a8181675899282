// Public footer: About, Our Schools, Menus and Resource links, the Contact Us form, and phones, e-mails
// and social links from the school settings ('N/A' when a list is missing). Plain HTML and CSS (site.css).
import FacebookIcon from 'plain-icon:Facebook';
import InstagramIcon from 'plain-icon:Instagram';
import LinkedInIcon from 'plain-icon:LinkedIn';
import XIcon from 'plain-icon:X';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SchoolSettings } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';
import { socialHref } from '../../lib/links.ts';
import { ContactForm } from '../contact-form.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_LINKS, RESOURCE_LINKS, schoolPath, useLinkLabel, type SchoolLink } from './nav-links.ts';
import './site.css';

function Column({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={`bs-footer__col ${className}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** `year` comes from the page data, so the server's and the browser's renders agree (also at New Year). */
export function SiteFooter({
  schools,
  settings,
  year,
}: {
  schools: SchoolLink[];
  settings: SchoolSettings | null;
  year: number;
}) {
  const { t } = useT();
  const linkLabel = useLinkLabel();
  const phones = settings?.phones?.length ? settings.phones : null;
  const emails = settings?.emails?.length ? settings.emails : null;
  const socials = [
    { href: socialHref(settings?.facebook), label: 'Facebook', icon: <FacebookIcon /> },
    { href: socialHref(settings?.instagram), label: 'Instagram', icon: <InstagramIcon /> },
    { href: socialHref(settings?.linkedin), label: 'LinkedIn', icon: <LinkedInIcon /> },
    { href: socialHref(settings?.x), label: 'X (Twitter)', icon: <XIcon /> },
  ].filter((s) => s.href);

  return (
    <footer className="bs-footer">
      <div className="bs-container">
        <div className="bs-footer__grid">
          <Column title={t('common.footer.aboutTitle')}>
            <p className="bs-footer__text" style={{ marginBottom: 16, opacity: 0.9 }}>
              {t('common.footer.aboutText')}
            </p>
            <p className="bs-footer__text">{t('common.footer.businessHours')}</p>
            <p className="bs-footer__text" style={{ marginTop: 12 }}>
              {t('common.footer.phones')}:{' '}
              {phones
                ? phones.map((p) => (
                    <a key={p} href={`tel:${p.replace(/\s+/g, '')}`} className="bs-footer__contact-link">
                      {p}
                    </a>
                  ))
                : t('common.footer.notAvailable')}
            </p>
            <p className="bs-footer__text">
              {t('common.footer.emails')}:{' '}
              {emails
                ? emails.map((e) => (
                    <a key={e} href={`mailto:${e}`} className="bs-footer__contact-link">
                      {e}
                    </a>
                  ))
                : t('common.footer.notAvailable')}
            </p>
            {socials.length > 0 && (
              <div className="bs-footer__social" aria-label={t('common.footer.social')} role="group">
                {socials.map((s) => (
                  <a
                    key={s.label}
                    href={s.href!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    className="bs-icon-btn"
                  >
                    {s.icon}
                  </a>
                ))}
              </div>
            )}
          </Column>
          {/* No heading over an empty column when there are no schools (or they could not be read). */}
          {schools.length > 0 && (
            <Column title={t('common.footer.ourSchools')} className="bs-footer__links">
              {schools.map((school) => (
                <Link key={school._id} to={schoolPath(school)} state={{ school }}>
                  {school.schoolName}
                </Link>
              ))}
            </Column>
          )}
          <Column title={t('common.footer.menus')} className="bs-footer__links bs-footer__col--half">
            {MAIN_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {linkLabel(link)}
              </Link>
            ))}
          </Column>
          <Column title={t('common.footer.resources')} className="bs-footer__links bs-footer__col--half">
            {RESOURCE_LINKS.slice(0, 5).map((link) => (
              <Link key={link.to} to={link.to}>
                {t(link.label)}
              </Link>
            ))}
          </Column>
          <Column title={t('common.footer.contactUs')} className="bs-footer__col--contact">
            <ContactForm compact />
          </Column>
        </div>
        <div className="bs-footer__bottom">
          {/* Also here: on phones the header's switch sits in the menu drawer, which needs JavaScript. */}
          <LanguageSwitch label={t('common.footer.language')} />
          <p className="bs-footer__text">
            © {year} {t('common.siteName')}. {t('common.footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}
