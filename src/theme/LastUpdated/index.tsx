// Wrapped: the date is formatted with Intl.DateTimeFormat, whose first use took 15 ms (60 ms on Lighthouse's slowed CPU) of every docs page's hydration; a hydrating page keeps the date the server wrote.
import React from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {KEEP_SERVER_HTML, useKeepServerHtml} from '@site/src/hooks/useKeepServerHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): React.JSX.Element {
  if (!useKeepServerHtml(`${props.lastUpdatedAt ?? ''} ${props.lastUpdatedBy ?? ''}`)) {
    return <LastUpdated {...props} />;
  }
  return (
    <span
      className={ThemeClassNames.common.lastUpdated}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
