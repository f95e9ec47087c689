/**
 * Seam `search-docsearch-button` (seams.ts): a copy of DocSearch 4's button.
 * Same markup and classes as DocSearch's button (checked by
 * tests/unit/search-docsearch-button.test.tsx), so DocSearch's stylesheet
 * styles it, except that its accessible name is its visible label, 'Search'
 * (the specification's; DocSearch 4 names it 'Search (Control+k)'): the
 * shortcut hint is drawn by CSS, hidden from assistive technology, and
 * announced by `aria-keyshortcuts` instead. It also keeps every page free of
 * DocSearch's code until a reader searches (1.4 KB gzip against 3.1 KB for
 * DocSearch 4's own button and hook).
 */
import React, {forwardRef, startTransition, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import './DocSearchButton.css';

type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

export type DocSearchButtonProps = ComponentProps<'button'> & {translations?: ButtonTranslations};

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A key of the hint, shown pressed while the reader holds it; `label` is drawn by CSS. */
function Key({reactsTo, label}: {reactsTo: string; label: string}): ReactNode {
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
      className={
        pressed
          ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed'
          : `DocSearch-Button-Key${reactsTo === 'Control' ? ' DocSearch-Button-Key--ctrl' : ''}`
      }
      data-key={label}
    />
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
            {apple ? <Key reactsTo="Meta" label="⌘" /> : <Key reactsTo="Control" label="Ctrl" />}
            <Key reactsTo="k" label="K" />
          </>
        )}
      </span>
    </button>
  );
});
