// Wrapped: the table of contents becomes a navigation landmark ("On this page"). On blog posts it sits
// outside <main>, where axe's region rule wants every piece of content inside a landmark. The landmark
// takes the theme box's sticky position (./styles.module.css); the theme's box scrolls inside it.
import {translate} from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): React.JSX.Element {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({
        id: 'theme.TOC.ariaLabel',
        message: 'On this page',
        description: 'The ARIA label of the table of contents',
      })}>
      <TOC {...props} />
    </nav>
  );
}
