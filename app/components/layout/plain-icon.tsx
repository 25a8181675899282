// The drawing component behind `plain-icon:Name` imports (vite.config.ts): a Material icon's shapes in a
// bare <svg>, sized by font-size like MUI's SvgIcon (1.5rem; `size` sets another) and coloured by the
// text colour, hidden from assistive technology. No styling engine, so public pages need no MUI for icons.
import type { ReactNode, SVGProps } from 'react';

export type PlainIconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export default function createPlainIcon(shapes: ReactNode, name: string) {
  function PlainIcon({ size, className, style, ...rest }: PlainIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
        data-testid={`${name}Icon`}
        className={className ? `bs-icon ${className}` : 'bs-icon'}
        style={size === undefined ? style : { fontSize: size, ...style }}
        {...rest}
      >
        {shapes}
      </svg>
    );
  }
  PlainIcon.displayName = `${name}Icon`;
  return PlainIcon;
}
