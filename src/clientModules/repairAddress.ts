/**
 * Client module: runs before the router reads the address. When the path or
 * the fragment has a malformed percent-escape, the router's `decodeURI` would
 * throw and stop hydration, leaving the not-found page without its scripts.
 * The address is rewritten in place (no reload, no history entry) with those
 * escapes made literal (src/url/percentEncoding.ts); the router then finds no
 * page for it and shows the not-found page, hydrated.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {decodes, repairPercentEncoding} from '../url/percentEncoding';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  if (!decodes(pathname) || !decodes(hash)) {
    window.history.replaceState(
      window.history.state,
      '',
      repairPercentEncoding(pathname) + search + repairPercentEncoding(hash),
    );
  }
}

export {};
