// The heading of one home page band: title with an orange rule, an optional intro and an action link.
// Plain HTML and CSS (home.css).
import type { ReactNode } from 'react';
import './home.css';

export function SectionHeading({
  id,
  title,
  intro,
  action,
  align = 'center',
  tone = 'dark',
}: {
  id?: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}) {
  const light = tone === 'light';
  return (
    <div className={align === 'left' ? 'bs-heading bs-heading--left' : 'bs-heading'}>
      <h2 id={id} className={light ? 'bs-heading__title bs-heading__title--light' : 'bs-heading__title'}>
        {title}
      </h2>
      {intro && <p className={light ? 'bs-heading__intro bs-heading__intro--light' : 'bs-heading__intro'}>{intro}</p>}
      {action}
    </div>
  );
}
