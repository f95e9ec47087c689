// Replaced: the theme's link shows a bare "Read more" (Lighthouse's link-text audit fails it) under
// another aria-label; this one's visible text names the post, so it needs no aria-label. It keeps the
// theme's props and translation id.
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): React.JSX.Element {
  return (
    <Link {...linkProps}>
      <b>{translate({id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}'}, {title: blogPostTitle})}</b>
    </Link>
  );
}
