// Wrapped to put the page tools menu (src/components/PageTools) beside the title of every docs page, and to point the page's head at its Markdown twin (`<link rel="alternate" type="text/markdown">`, written by plugins/llms).
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageTools from '@site/src/components/PageTools';
import {twinPath} from '@site/src/pageTools/twinPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink, baseUrl)} />
      </Head>
      <PageTools permalink={metadata.permalink} title={metadata.title} />
      <Content {...props} />
    </>
  );
}
