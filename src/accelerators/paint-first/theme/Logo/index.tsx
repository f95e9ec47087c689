// Replaced (from the theme's Logo of 3.10.2), for the accelerator `paint-first` (plugins/paint-first): the mark is drawn inline (./LogoMark.tsx) instead of an <img> of img/logo.svg.
// The image was a request of its own inside every page's first paint, and Lighthouse counted it towards
// the largest paint; the mark now paints with the HTML. Props and settings as the theme's. The mark copies
// the file's drawing (tests/unit/logo-mark.test.tsx keeps the two equal): a new logo is redrawn there too.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import LogoMark from './LogoMark';

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');
  // If a visible title is shown, the mark is decorative; otherwise it names the site.
  const alt = logo?.alt ?? (navbarTitle ? '' : title);
  const mark = <LogoMark className={logo?.className} width={logo?.width} height={logo?.height} />;
  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {logo && (
        <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={imageClassName}>
          {mark}
        </span>
      )}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
