// Any address that is not a page: answers 404 inside the public layout, so the visitor keeps the header,
// the menus and the footer to find their way.
import { Link, data } from 'react-router';
import { translate, useT } from '../../i18n/i18n.tsx';
import { rootData } from '../../lib/meta.ts';
import type { Route } from './+types/not-found.ts';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  const root = rootData(args);
  const heading = root ? translate(root.messages, 'common.states.notFoundTitle') : 'Page not found';
  const siteName = root ? translate(root.messages, 'common.siteName') : 'Bright Schools';
  return [{ title: `${heading} | ${siteName}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const { t } = useT();
  return (
    <div className="bs-container" style={{ padding: '48px 16px', minHeight: '40vh' }}>
      <h1>{t('common.states.notFoundTitle')}</h1>
      <p>{t('common.states.notFoundText')}</p>
      <p>
        <Link to="/">{t('common.states.backHome')}</Link>
      </p>
    </div>
  );
}
