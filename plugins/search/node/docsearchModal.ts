/**
 * Seams `search-docsearch-error-screen`, `search-docsearch-input-limit`,
 * `search-docsearch-empty-history`, `search-docsearch-no-eval` and `search-docsearch-suggestions` (seams.ts at
 * the site's root): the plugin serves DocSearch's modal
 * (`@search/docsearch-modal`) from a copy of DocSearch's ES build of the modal
 * (`@docsearch/react/modal`, dist/esm/DocSearchModal.js) with six statements
 * changed. The copy is made at build time from the installed package.
 *
 * 1. The error screen. DocSearch sets the `error` status when every search
 *    host fails, but the autocomplete core it bundles resets the status to
 *    `idle` as soon as the request settles, so readers see "No results"
 *    instead of the error screen. That same statement also drops the promise
 *    of the failed request without a handler, so every failed search ends in
 *    an unhandled rejection. In the copy the statement leaves an `error` status
 *    alone (the next keystroke starts a new request and leaves it) and handles
 *    the dropped promise. DocSearch's props offer no way in: the status belongs
 *    to the autocomplete core, and `transformSearchClient` only sees the request.
 * 2. The input limit. DocSearch 4 gives its input `maxLength` 512 (the length
 *    of a question to its assistant), fixed in its search box; the
 *    specification's input takes at most 64 characters, as DocSearch 3 did. No
 *    prop sets it.
 * 3. The empty history. DocSearch 4's start screen shows the stored searches
 *    and nothing when there are none; the specification's (and DocSearch 3's)
 *    says "No recent searches" (`startScreen.noRecentSearchesText`). The copy
 *    keeps the dropdown that DocSearch 4 leaves out then, and puts DocSearch
 *    3's screen back in it for that case.
 * 4. No eval. DocSearch 4 bundles a schema library that tries `new Function("")`
 *    to learn whether it may compile code; the site's Content-Security-Policy
 *    forbids eval, so each open of the modal reported a violation. The copy
 *    answers "no" without trying (the library then validates without
 *    compiling, as it does under any such policy).
 * 5. The suggestions. DocSearch 4 spreads the suggested queries (the
 *    top-level headings of earlier hits) into an object instead of an array,
 *    so its no-results screen never shows "Try searching for"; the copy keeps
 *    them an array, as DocSearch 3 did.
 * 6. The hit count. DocSearch 4 adds each answer's hit count to the count it
 *    keeps in the autocomplete context, which lives as long as the modal, so
 *    "See all N results" summed every query typed since the modal opened. The
 *    copy sets the count to the sum over the current answer's results (one per
 *    index), as DocSearch 3 did.
 *
 * When a new DocSearch no longer has a statement exactly once, the build goes
 * on with that statement as it ships (search works; the error screen does not
 * stay, or the input takes 512 characters), says so, and the seam's tests fail.
 */
import fs from 'node:fs';
import path from 'node:path';

const ERROR_SCREEN = 'search-docsearch-error-screen';
const INPUT_LIMIT = 'search-docsearch-input-limit';
const EMPTY_HISTORY_SEAM = 'search-docsearch-empty-history';
const NO_EVAL = 'search-docsearch-no-eval';
const SUGGESTIONS = 'search-docsearch-suggestions';
const HIT_COUNT = 'search-docsearch-hit-count';

/** The specification's input limit. */
const MAX_QUERY_LENGTH = 64;

// DocSearch 3's build wraps the function in parentheses, 4's does not.
const RESET_TO_IDLE =
  /\.finally\(\(?function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\)?\);return ([\w$]+)\.pendingRequests\.add\(/g;

const KEEP_ERROR =
  '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)}).catch(function(){});return $4.pendingRequests.add(';

const INPUT_PROPS = /(\.getInputProps\(\{inputElement:[\w$.]+\.inputRef\.current,autoFocus:[\w$.]+,maxLength:)\d+\}/g;

// The start screen: (translations) (rest props) ... return React.createElement("div", {className: "DocSearch-Dropdown-Container"}, …
const START_SCREEN =
  /(function [\w$]+\([\w$]+\)\{var [\w$]+=[\w$]+\.translations,([\w$]+)=void 0===[\w$]+\?\{\}:[\w$]+,([\w$]+)=[\w$]+\([\w$]+,[\w$]+\),[\w$]+=\2\.recentSearchesTitle,[^;]*;)return ([\w$]+)\.createElement\("div",\{className:"DocSearch-Dropdown-Container"\},/g;

const EMPTY_HISTORY =
  '$1if("idle"===$3.state.status&&!1===$3.hasCollections)return $3.disableUserPersonalization?null:' +
  '$4.createElement("div",{className:"DocSearch-StartScreen"},$4.createElement("p",{className:"DocSearch-Help"},' +
  '$2.noRecentSearchesText||"No recent searches"));' +
  'return $4.createElement("div",{className:"DocSearch-Dropdown-Container"},';

// The modal leaves out its dropdown, start screen included, when it is idle with no query and no stored search.
const HIDE_EMPTY_DROPDOWN =
  /return"idle"!==([\w$]+)\.status\|\|!1!==[\w$]+\|\|0!==\1\.query\.length\|\|[\w$]+\|\|\([\w$]+=!1\),/g;

// DocSearch 4 spreads the suggestions (an array) into an object, which has no length: the no-results screen never
// shows them.
const SUGGESTIONS_AS_OBJECT =
  /searchSuggestions:([\w$]+)\(\1\(\{\},null!==\(([\w$]+)=([\w$]+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\(([\w$]+)\)\)/g;

// DocSearch 4 adds each result's nbHits to the context's, which outlives the query: the count grows with every query.
const ACCUMULATED_HITS =
  /([\w$]+)=([\w$]+)\.results,([\w$]+\.a\(2,)\1\.flatMap\((function\([\w$]+\)\{[\s\S]{0,600}?)if\(([\w$]+)\)\{var ([\w$]+)=[\w$]+\.context\.nbHits;([\w$]+)\(\{nbHits:\(null!=\6\?\6:0\)\+\5\}\)\}/g;

const CURRENT_HITS =
  '$1=$2.results,$3$1.flatMap($4if($5){$7({nbHits:$1.reduce(function(t,e){return t+(e.nbHits||0)},0)})}';

const EVAL_PROBE = /try\{return new Function\(""\),!0\}catch\(([\w$]+)\)\{return!1\}/g;

function replaceOnce(source: string, pattern: RegExp, replacement: string): string | null {
  const found = source.match(pattern)?.length ?? 0;
  return found === 1 ? source.replace(pattern, replacement) : null;
}

/** DocSearch's build with the status reset changed, or null when the statement is not there exactly once. */
export function keepErrorStatus(source: string): string | null {
  return replaceOnce(source, RESET_TO_IDLE, KEEP_ERROR);
}

/** DocSearch's build with its input limited to 64 characters, or null when the statement is not there exactly once. */
export function limitQueryLength(source: string): string | null {
  return replaceOnce(source, INPUT_PROPS, `$1${MAX_QUERY_LENGTH}}`);
}

/** DocSearch's build whose start screen says "No recent searches" without history, or null when the statement is not there exactly once. */
export function showEmptyHistory(source: string): string | null {
  const withScreen = replaceOnce(source, START_SCREEN, EMPTY_HISTORY);
  return withScreen === null ? null : replaceOnce(withScreen, HIDE_EMPTY_DROPDOWN, 'return ');
}

/** DocSearch's build whose no-results screen offers the suggestions again, or null when the statement is not there exactly once. */
export function keepSuggestions(source: string): string | null {
  return replaceOnce(source, SUGGESTIONS_AS_OBJECT, 'searchSuggestions:Object.keys($4)');
}

/** DocSearch's build whose hit count is the current query's, or null when the statement is not there exactly once. */
export function countCurrentHits(source: string): string | null {
  return replaceOnce(source, ACCUMULATED_HITS, CURRENT_HITS);
}

/** DocSearch's build without its eval probe, or null when the statement is not there exactly once. */
export function skipEvalProbe(source: string): string | null {
  return replaceOnce(source, EVAL_PROBE, 'try{return!1}catch($1){return!1}');
}

const EFFECTS: Record<string, string> = {
  [ERROR_SCREEN]: 'the status reset, so a failed search shows "No results"',
  [INPUT_LIMIT]: `its search box's input limit, so the modal's input takes more than ${MAX_QUERY_LENGTH} characters`,
  [EMPTY_HISTORY_SEAM]: 'its start screen as the copy knows it, so an empty history shows nothing',
  [SUGGESTIONS]: 'the suggestions it spreads into an object, so the no-results screen offers none',
  [HIT_COUNT]: 'the hit count it adds up over queries, so "See all N results" sums every query since the modal opened',
  [NO_EVAL]: "its schema library's eval probe, so opening the modal reports a Content-Security-Policy violation",
};

/** What the build says when a change does not apply to the installed DocSearch. */
export function notAppliedMessage(version: string, seam: string = ERROR_SCREEN): string {
  const effect = EFFECTS[seam];
  return (
    `seam ${seam}: @docsearch/react ${version} no longer has ${effect} where ` +
    'plugins/search/node/docsearchModal.ts changes it, and the modal is served with that statement as it ships. ' +
    'Update the pattern there for this version (see the entry in seams.ts).'
  );
}

/** The installed DocSearch's ES build of its modal (what `@docsearch/react/modal` exports), and its version. */
export function installedModal(): {source: string; version: string} {
  // DocSearch 4's `exports` name no package.json: it sits two folders above the modal's build.
  const modal = require.resolve('@docsearch/react/modal');
  const packageJson = path.resolve(path.dirname(modal), '..', '..', 'package.json');
  const {version} = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {version: string};
  return {source: fs.readFileSync(modal, 'utf8'), version};
}

/**
 * Writes the modal module the plugin serves as `@search/docsearch-modal` into
 * `dir` and returns its path: the changed copy, with a warning for each change
 * that does not apply.
 */
export function writeDocSearchModal(dir: string, warn: (message: string) => void): string {
  const {source, version} = installedModal();
  let changed = source;
  for (const [seam, change] of [
    [ERROR_SCREEN, keepErrorStatus],
    [INPUT_LIMIT, limitQueryLength],
    [EMPTY_HISTORY_SEAM, showEmptyHistory],
    [NO_EVAL, skipEvalProbe],
    [SUGGESTIONS, keepSuggestions],
    [HIT_COUNT, countCurrentHits],
  ] as const) {
    const next = change(changed);
    if (next === null) warn(notAppliedMessage(version, seam));
    else changed = next;
  }
  fs.mkdirSync(dir, {recursive: true});
  const modal = path.join(dir, 'docsearch-modal.js');
  fs.writeFileSync(modal, changed);
  return modal;
}
