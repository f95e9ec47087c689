/**
 * What the page tools menu links to and says: the address of a docs page's
 * Markdown twin (written by plugins/llms after the build), the prompt that
 * sends an assistant to it, and the messages of the copy action. Pure: no
 * React, no browser APIs.
 */

// Its own module: every docs page names its twin in its head, and the rest of this module loads with the menu.
export {twinPath} from './twinPath';

/** A site path on the site's public origin: `https://polly-dart.github.io/intro.md`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** What an assistant is asked when a reader opens the page in it. */
export function assistantPrompt(pageTitle: string, siteTitle: string, markdownUrl: string): string {
  return `Read ${markdownUrl}, the Markdown version of the page "${pageTitle}" from the ${siteTitle} documentation, so that I can ask you questions about it.`;
}

export const chatGptUrl = (prompt: string): string => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`;

export const claudeUrl = (prompt: string): string => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;

/** How a copy ended: copied, the Markdown did not load (with the HTTP status when there was one), or the clipboard refused. */
export type CopyResult =
  {ok: true} | {ok: false; failure: 'fetch'; status?: number} | {ok: false; failure: 'clipboard'};

/** The sentence the live region says once a copy has ended. */
export function copyMessage(result: CopyResult): string {
  if (result.ok) return 'Copied this page as Markdown.';
  if (result.failure === 'clipboard') {
    return 'Could not copy: the browser did not allow access to the clipboard. Open “View as Markdown” and copy the text from there.';
  }
  const why = result.status === undefined ? 'a network error' : `HTTP ${result.status}`;
  return `Could not copy: the Markdown version of this page did not load (${why}). Try again, or open “View as Markdown”.`;
}
