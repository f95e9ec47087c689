import {useEffect, useState} from 'react';

/**
 * The local-storage key that arms the probe. Set it in the browser's dev
 * tools (`localStorage.setItem('polly-dart.crash-probe', '1')`) and every page
 * shows the crash boundary ('This page crashed.', the error, 'Try again')
 * until it is removed. The browser test of the crash boundary uses it; it is
 * not a route, and a reader who never sets the key never meets it.
 */
export const crashProbeKey = 'polly-dart.crash-probe';

export const crashProbeMessage = `Crash probe: this page threw on purpose because local storage holds "${crashProbeKey}". Remove it and try again.`;

/** Renders nothing, or throws once mounted in a browser whose storage arms it. */
export default function CrashProbe(): null {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    try {
      setArmed(window.localStorage.getItem(crashProbeKey) !== null);
    } catch {
      // storage disabled: never armed
    }
  }, []);
  if (armed) throw new Error(crashProbeMessage);
  return null;
}
