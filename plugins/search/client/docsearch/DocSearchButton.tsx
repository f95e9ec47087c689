/**
 * Seam `search-docsearch-button` (seams.ts): a copy of DocSearch 3.9's button,
 * so that the navbar carries this small button instead of DocSearch's whole
 * build. Same markup and classes as DocSearch's button (checked by
 * tests/unit/search-docsearch-button.test.tsx), except that its
 * accessible name equals its visible label, 'Search': the shortcut hint is
 * drawn by CSS and an icon rather than text, hidden from assistive technology,
 * and announced by `aria-keyshortcuts` instead.
 */
import React, {forwardRef, startTransition, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import './DocSearchButton.css';

type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

export type DocSearchButtonProps = ComponentProps<'button'> & {translations?: ButtonTranslations};

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/** A key of the hint, shown pressed while the reader holds it; `label` is drawn by CSS. */
function Key({reactsTo, label, children}: {reactsTo: string; label?: string; children?: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === reactsTo && setPressed(true);
    // keyup does not fire for other keys while Command is held, so releasing Command releases all.
    const up = (e: KeyboardEvent) => (e.key === reactsTo || e.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd
      className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}
      data-key={label}>
      {children}
    </kbd>
  );
}

function isAppleDevice(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known after hydration only, as in DocSearch: the server cannot tell the reader's platform. Set in a
  // transition: the keys are a hint, not worth a place in the blocking task after hydration.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => startTransition(() => setApple(isAppleDevice())), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={buttonAriaLabel}
      aria-keyshortcuts="Control+K Meta+K /"
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {apple !== null && (
          <>
            {apple ? (
              <Key reactsTo="Meta" label="⌘" />
            ) : (
              <Key reactsTo="Control">
                <ControlKeyIcon />
              </Key>
            )}
            <Key reactsTo="k" label="K" />
          </>
        )}
      </span>
    </button>
  );
});
