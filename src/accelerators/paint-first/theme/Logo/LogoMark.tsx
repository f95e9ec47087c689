import {useId, type ReactNode} from 'react';

/**
 * The site's mark (static/img/logo.svg) drawn in the page: the same shapes,
 * with a gradient id of its own per copy, since the navbar and the mobile
 * menu both show it.
 */
export default function LogoMark({
  width,
  height,
  className,
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
}): ReactNode {
  const gradient = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={className} width={width} height={height} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13b9fd" />
          <stop offset="1" stopColor="#0b5cad" />
        </linearGradient>
      </defs>
      <path d="M32 3 56 12v18c0 15.5-10.2 26.6-24 31C18.2 56.6 8 45.5 8 30V12Z" fill={`url(#${gradient})`} />
      <path d="M20 34a12 12 0 0 1 20.5-8.5" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <path
        d="M44 21.5 41.6 30l-8.4-2.6"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M44 34a12 12 0 0 1-20.5 8.5"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        opacity=".85"
      />
    </svg>
  );
}
