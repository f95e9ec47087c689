/**
 * Seam browser-flag-in-transition (seams.ts): the Root wrapper provides the flag that `useIsBrowser()` reads, set
 * in a transition after hydration, through Docusaurus's own context, which @docusaurus/core does not export. If
 * useIsBrowser reads another context, the wrapper's provider changes nothing: the flag still turns true, but in
 * one blocking task again.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Context} from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/core/lib/client/exports/useIsBrowser';
import BrowserFlagProvider from '../../src/accelerators/hydration-transition/theme/Root';

const SEAM = 'browser-flag-in-transition';

// The wrapper renders the theme's Root, which needs the app around it; here it passes its children through.
jest.mock(
  '@theme-init/Root',
  () => ({__esModule: true, default: ({children}: {children: React.ReactNode}) => children}),
  {
    virtual: true,
  },
);

function Probe(): React.ReactNode {
  return `browser: ${String(useIsBrowser())}`;
}

describe(`the flag useIsBrowser reads (seam ${SEAM})`, () => {
  it('comes from the context the Root wrapper provides', () => {
    const read = (value: boolean) =>
      renderToStaticMarkup(
        <Context.Provider value={value}>
          <Probe />
        </Context.Provider>,
      );
    expect({seam: SEAM, read: [read(true), read(false)]}).toEqual({
      seam: SEAM,
      read: ['browser: true', 'browser: false'],
    });
  });

  it('is false while the wrapper renders on the server, whatever an outer provider says', () => {
    const html = renderToStaticMarkup(
      <Context.Provider value>
        <BrowserFlagProvider>
          <Probe />
        </BrowserFlagProvider>
      </Context.Provider>,
    );
    expect(html).toBe('browser: false');
  });
});
