// EN / DE / SW links: plain links (work without JavaScript); the server remembers the choice in a cookie, the
// public pages' or the admin's own (app/i18n/languages.ts).
// Styled by site.css (no MUI), so the public header costs no style work when the page starts.
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { LANGUAGES, LANGUAGE_NAMES } from '../../i18n/languages.ts';
import './site.css';

export function LanguageSwitch({ color = 'inherit', label }: { color?: string; label?: string }) {
  const { lang, t } = useT();
  const location = useLocation();
  return (
    <nav aria-label={label ?? t('common.nav.language')} className="bs-lang">
      {LANGUAGES.map((code) => {
        const params = new URLSearchParams(location.search);
        params.set('lang', code);
        return (
          <Link
            key={code}
            to={`${location.pathname}?${params}`}
            reloadDocument
            lang={code}
            hrefLang={code}
            aria-current={code === lang ? 'true' : undefined}
            title={LANGUAGE_NAMES[code]}
            style={color === 'inherit' ? undefined : { color }}
          >
            {code.toUpperCase()}
          </Link>
        );
      })}
    </nav>
  );
}
