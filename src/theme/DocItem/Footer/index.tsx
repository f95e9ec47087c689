// Wrapped to ask "Was this page helpful?" (src/components/PageFeedback) at the end of every docs page.
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback permalink={metadata.permalink} title={metadata.title} />
      <Footer {...props} />
    </>
  );
}
