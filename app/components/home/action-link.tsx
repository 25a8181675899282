// A link that looks like a button. Lighter than MUI's Button (no ripple, one CSS class per look from
// home.css, no styling engine), which matters on a page sent to phones.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import './home.css';

export type ActionLook = 'contained' | 'accent' | 'outlined' | 'outlined-light' | 'text';

/** The class names of a look, also for a real <button>. */
export function actionClass(look: ActionLook): string {
  return `bs-action bs-action--${look}`;
}

export function ActionLink({
  to,
  look = 'contained',
  onClick,
  children,
  className,
  style,
  ...rest
}: {
  to: string;
  look?: ActionLook;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
} & Record<`data-${string}`, string> & { 'aria-haspopup'?: 'dialog' }) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={className ? `${actionClass(look)} ${className}` : actionClass(look)}
      style={style}
      {...rest}
    >
      {children}
    </Link>
  );
}
