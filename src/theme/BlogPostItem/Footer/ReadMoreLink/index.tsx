// Ejected, not wrapped: the original link's visible text is a bare "Read more"
// (Lighthouse's link-text audit fails it) with a different aria-label; the
// visible text now names the post, so no aria-label is needed.
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
