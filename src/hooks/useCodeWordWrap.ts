import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * The word-wrap state of a code block, as `useCodeWordWrap` of
 * `@docusaurus/theme-common` gives it, measured at a better moment.
 *
 * The theme's hook reads each block's `scrollWidth` in an effect right after
 * hydration, which forces a layout of the whole page inside the longest task
 * of the load. Here a ResizeObserver reports the block once it has been laid
 * out anyway, and again whenever its box changes: on a window resize, or
 * when a hidden tab panel holding it is shown (the theme watches for that
 * with a MutationObserver). Reading sizes inside its callback costs no extra
 * layout.
 */
export default function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return;
    }
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) {
      return;
    }
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and strings must wrap too, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    // The block's container is observed rather than the <pre>, which a
    // block kept from the server's HTML swaps for a new one when its code
    // changes. Wrapping or unwrapping changes the height, so a toggle is
    // reported here too, and so are most changes of the code.
    const observer = new ResizeObserver(measure);
    observer.observe(block.parentElement ?? block);
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
