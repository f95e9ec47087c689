/**
 * Seam search-docsearch-button (seams.ts): the navbar carries a copy of
 * DocSearch's search button (plugins/search/client/docsearch/), so that no
 * page loads DocSearch's whole build (about 5 KB gzip more on every page)
 * before a reader searches. DocSearch's stylesheet, which loads with the modal,
 * styles the copy by DocSearch's class names, so the copy must keep the markup
 * of the installed DocSearch's own button: the same elements with the same
 * classes, in the same order.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DocSearchButton} from '../../plugins/search/client/docsearch/DocSearchButton';

const SEAM = 'search-docsearch-button';

// The copy's stylesheet is for the browser.
jest.mock('../../plugins/search/client/docsearch/DocSearchButton.css', () => ({}));

/** DocSearch's own button, from its entry point of its own (an ES module, which jest.config.js transforms). */
async function upstreamButton() {
  return (await import('@docsearch/react/button')).DocSearchButton;
}

// DocSearch's `exports` name no package.json: it sits two folders above the button's build.
const installedVersion = (): string =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(path.dirname(require.resolve('@docsearch/react/button')), '../../package.json'),
        'utf8',
      ),
    ) as {version: string}
  ).version;

/** Each element's tag and classes, in document order: what DocSearch's stylesheet selects on. */
function structure(html: string): string[] {
  return [...html.matchAll(/<([a-z]+)\b([^>]*)>/g)].map(([, tag, attributes]) => {
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '';
    return `${tag}${classes ? `.${classes.split(/\s+/).join('.')}` : ''}`;
  });
}

describe('the copy of DocSearch’s button', () => {
  const translations = {buttonText: 'Search', buttonAriaLabel: 'Search'};

  it('has the elements and classes of the installed DocSearch’s button', async () => {
    const Upstream = await upstreamButton();
    const theirs = structure(renderToStaticMarkup(<Upstream translations={translations} />));
    const ours = structure(renderToStaticMarkup(<DocSearchButton translations={translations} />));
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      throw new Error(
        `seam ${SEAM}: @docsearch/react ${installedVersion()} renders its button as\n  ${theirs.join('\n  ')}\n` +
          `but plugins/search/client/docsearch/DocSearchButton.tsx renders\n  ${ours.join('\n  ')}\n` +
          "Carry DocSearch's new markup over to the copy (and its keyboard hook, useDocSearchKeyboardEvents.ts), " +
          'then run tests/e2e/search-embedded.spec.ts and search-modal.spec.ts.',
      );
    }
    expect(ours[0]).toBe('button.DocSearch.DocSearch-Button');
  });

  it('names itself by its visible label, and announces the shortcuts instead of reading them out', () => {
    const html = renderToStaticMarkup(<DocSearchButton translations={translations} />);
    expect(html).toContain('aria-label="Search"');
    expect(html).toContain('aria-keyshortcuts="Control+K Meta+K /"');
    expect(html).toMatch(/<span class="DocSearch-Button-Keys" aria-hidden="true">/);
  });
});
