import {useSyncExternalStore} from 'react';

/**
 * The local-storage key that arms the probe. The probe is mounted only in a
 * build made with `E2E_CRASH_PROBE=1` (the one the browser tests run
 * against); there, setting the key in the browser's dev tools
 * (`localStorage.setItem('polly-dart.crash-probe', '1')`) makes every page
 * show the crash boundary ('This page crashed.', the error, 'Try again')
 * until it is removed. It is not a route.
 */
const crashProbeKey = 'polly-dart.crash-probe';

const crashProbeMessage = `Crash probe: this page threw on purpose because local storage holds "${crashProbeKey}". Remove it and try again.`;

const subscribeToNothing = () => () => {};

function armed(): boolean {
  try {
    return window.localStorage.getItem(crashProbeKey) !== null;
  } catch {
    return false; // storage disabled: never armed
  }
}

/** Renders nothing, or throws once rendered in a browser whose storage arms it (never on the server). */
export default function CrashProbe(): null {
  // Read on every render, so that 'Try again' after the key is removed renders the page again.
  if (useSyncExternalStore(subscribeToNothing, armed, () => false)) throw new Error(crashProbeMessage);
  return null;
}
