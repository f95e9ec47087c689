// Wrap: a code block's copy and word-wrap buttons exist only in the browser (the original is a BrowserOnly, so the
// server writes none). Their code is a chunk of its own, fetched once the page has hydrated, rather than part of
// the first load of every page that shows code.
import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type ButtonsType from '@theme/CodeBlock/Buttons';

const Buttons = lazy(() => import('@theme-original/CodeBlock/Buttons'));

export default function ButtonsWrapper(props: ComponentProps<typeof ButtonsType>): ReactNode {
  const isBrowser = useIsBrowser();
  return isBrowser ? (
    <Suspense fallback={null}>
      <Buttons {...props} />
    </Suspense>
  ) : null;
}
