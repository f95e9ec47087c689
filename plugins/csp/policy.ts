/**
 * The site's Content-Security-Policy and the checks of a built page against
 * it. Pure: HTML in, HTML out.
 *
 * GitHub Pages cannot send headers, so the policy is a `<meta http-equiv>`
 * tag, placed first in <head> (after the charset) so it covers every script. Scripts run
 * from the site itself or are inline scripts whose SHA-256 hash the policy
 * lists (each page lists its own). Styles need 'unsafe-inline': the built
 * pages carry style attributes (Docusaurus's own markup, code blocks,
 * diagrams), which a policy can only allow all together.
 */
import {createHash} from 'node:crypto';

export interface CspOptions {
  /** The Algolia application search talks to in hosted mode; null when search runs on the built index. */
  algoliaAppId: string | null;
}

/** Checks the plugin's options (Docusaurus hands them over untyped). */
export function assertCspOptions(options: unknown): asserts options is CspOptions {
  const appId = (options as {algoliaAppId?: unknown} | null)?.algoliaAppId;
  if (!(appId === null || (typeof appId === 'string' && /^[A-Za-z0-9]+$/.test(appId))))
    throw new Error('csp plugin: algoliaAppId must be null or an Algolia application id');
}

/** Script types a browser runs; any other type (`application/ld+json`) is data. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, 'i').exec(attributes);
  if (!match) return null;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
}

/** The bodies of the inline scripts a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** A CSP hash source for a script body. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The Algolia hosts the search client calls for an application. */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/** The policy of a page whose inline scripts have these hashes. */
export function policy(hashes: readonly string[], options: CspOptions): string {
  const connect = ["'self'", ...(options.algoliaAppId ? algoliaHosts(options.algoliaAppId) : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export class CspError extends Error {}

/** Fails on what a hash cannot allow: inline event handlers and javascript: links. */
function assertNoInlineHandlers(html: string, file: string): void {
  const handler = /<[a-z][^>]*?\son[a-z]+\s*=/i.exec(html);
  if (handler) throw new CspError(`${file}: an inline event handler would be blocked: ${handler[0].slice(0, 80)}`);
  const link = /\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(html);
  if (link) throw new CspError(`${file}: a javascript: URL would be blocked`);
}

/** Fails when the page's policy does not list the hash of one of its inline scripts. */
export function assertScriptsHashed(html: string, file: string): void {
  const meta = /<meta http-equiv="?Content-Security-Policy"? content="([^"]*)"/i.exec(html);
  if (!meta) throw new CspError(`${file}: no Content-Security-Policy`);
  const scriptSrc = meta[1].split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  for (const body of inlineScripts(html)) {
    const hash = scriptHash(body);
    if (!scriptSrc.includes(hash))
      throw new CspError(`${file}: an inline script has no hash in the policy: ${body.slice(0, 80)}`);
  }
}

/** The page with its policy first in <head> (after the charset); checked. */
export function withPolicy(html: string, options: CspOptions, file: string): string {
  if (/http-equiv="?Content-Security-Policy/i.test(html)) throw new CspError(`${file}: already has a policy`);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new CspError(`${file}: no <head>`);
  const content = policy(inlineScripts(html).map(scriptHash), options);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${content}">`;
  // After <meta charset> when there is one (it must come early), before everything else.
  const charset = /^\s*<meta charset=[^>]*>/i.exec(html.slice(head.index + head[0].length));
  const at = head.index + head[0].length + (charset ? charset[0].length : 0);
  const result = html.slice(0, at) + tag + html.slice(at);
  assertNoInlineHandlers(result, file);
  assertScriptsHashed(result, file);
  return result;
}
