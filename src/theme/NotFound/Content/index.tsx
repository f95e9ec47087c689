// Ejected from @docusaurus/theme-classic 3.10.2, src/theme/NotFound/Content/index.tsx: the suggestions
// of pages near the requested path (src/components/NearestPages) belong inside the <main> this
// component renders, which a wrapper cannot reach.
import React, {type ReactNode} from 'react';
// Change: the suggestions load as a chunk of their own (the docs layout imports this component on every docs page).
import {lazy, Suspense} from 'react';
// End change
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// Change: the suggestions of nearby pages.
const NearestPages = lazy(() => import('@site/src/components/NearestPages'));
// End change

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="theme.NotFound.p1"
              description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          {/* Change: the suggestions of nearby pages, after the first paragraph. */}
          <Suspense fallback={null}>
            <NearestPages />
          </Suspense>
          {/* End change */}
          <p>
            <Translate
              id="theme.NotFound.p2"
              description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the
              original URL and let them know their link is broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
