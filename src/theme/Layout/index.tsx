// Wrapped to mount the crash probe inside the layout's error boundary, so the
// boundary can be tested on the production build (see CrashProbe), and to
// point og:image and twitter:image at the page's own social card.
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CrashProbe from '@site/src/components/CrashProbe';
import {cardPath} from '@site/src/socialCards/cardPath';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The social card plugins/social-cards renders for this page. Rendered inside
 * the layout, it replaces the site-wide card of the theme's metadata; a page
 * whose front matter names an image still overrides it.
 */
function SocialCard(): React.JSX.Element | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const card = siteConfig.customFields?.socialCards === true ? cardPath(pathname, siteConfig.baseUrl) : null;
  if (card === null) return null;
  const address = `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}${card}`;
  return (
    <Head>
      <meta property="og:image" content={address} />
      <meta name="twitter:image" content={address} />
    </Head>
  );
}

export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Layout {...props}>
      <SocialCard />
      <CrashProbe />
      {children}
    </Layout>
  );
}
