// Wrapped: on hydration a code block keeps the HTML the server rendered, instead of running Prism again and hydrating a React node per token.
import React, {useRef, useState, useSyncExternalStore} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof ContentType>;

// React leaves the children of an element with inner HTML alone when it
// hydrates it, and never rewrites them while this value stays the same.
const KEEP_SERVER_HTML = {__html: ''};

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this component from the server's HTML, false when
 * it renders it on the client. `useIsBrowser` cannot tell: it turns true once
 * the page's shell has hydrated, before the content inside Suspense
 * boundaries is. React reads the server snapshot exactly when it hydrates.
 */
function useIsHydrating(): boolean {
  const serverSnapshotInUse = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return ExecutionEnvironment.canUseDOM && serverSnapshotInUse;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const isHydrating = useIsHydrating();
  const {metadata, wordWrap} = useCodeBlockContext();
  // The code this block was hydrated with; null when it mounted on the client
  // (a page reached by navigation, or the dev server, which does not hydrate).
  const [hydratedCode] = useState(() => (isHydrating ? metadata.code : null));
  // Once the code changes (a view that rewrites its sample), the block renders
  // normally for good: the server's HTML no longer matches it.
  const keepsServerHtml = useRef(true);
  if (hydratedCode === null || hydratedCode !== metadata.code) {
    keepsServerHtml.current = false;
  }
  if (!keepsServerHtml.current) {
    return <Content {...props} />;
  }
  // The server rendered this <pre> with the same attributes, and a production
  // hydration keeps the server's attributes as they are.
  return <pre ref={wordWrap.codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
