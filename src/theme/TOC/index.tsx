// Ejected, not wrapped: the table of contents is now a navigation landmark
// ("On this page"). On blog posts it sits outside <main>, where axe's region
// rule wants every piece of content inside a landmark; a wrapping element
// would break its sticky position, so the landmark is the TOC's own box.
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

// The theme's own link classes: TOCInline and TOCCollapsible use others, so
// only this list is highlighted on scroll.
const linkClassName = 'table-of-contents__link toc-highlight';
const linkActiveClassName = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): React.JSX.Element {
  return (
    <nav
      aria-label={translate({id: 'theme.TOC.ariaLabel', message: 'On this page', description: 'The ARIA label of the table of contents'})}
      className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={linkClassName} linkActiveClassName={linkActiveClassName} />
    </nav>
  );
}
