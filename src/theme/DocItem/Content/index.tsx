// Wrapped to put the page tools menu (src/components/PageTools) beside the title of every docs page.
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageTools from '@site/src/components/PageTools';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageTools permalink={metadata.permalink} title={metadata.title} />
      <Content {...props} />
    </>
  );
}
