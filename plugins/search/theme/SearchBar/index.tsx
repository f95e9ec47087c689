// The navbar's search, owned by this plugin (adapted from @docusaurus/theme-search-algolia's SearchBar, seam `replaced-search-bar` in seams.ts): our small button and keyboard hook on every page; the modal (./SearchModal) and the backend of the page's mode (client/backend.ts) load on demand.
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {DocSearchButton} from '../../client/docsearch/DocSearchButton';
import {isToggleKey, useDocSearchKeyboardEvents} from '../../client/docsearch/useDocSearchKeyboardEvents';
import {loadSearchBackend, warmUpSearch, type SearchBackend} from '../../client/backend';
import type {SearchModalProps} from './SearchModal';
import styles from './styles.module.css';

let SearchModal: ComponentType<SearchModalProps> | null = null;
let backend: SearchBackend | null = null;

/** The modal's code with DocSearch, its styles and the backend, fetched once. */
function importSearchModalIfNeeded(): Promise<void> {
  if (SearchModal && backend) return Promise.resolve();
  return Promise.all([
    import('./SearchModal'),
    import('@docsearch/react/style'),
    import('./docsearch.css'),
    loadSearchBackend(),
  ]).then(([module, , , loaded]) => {
    SearchModal = module.default;
    backend = loaded;
  });
}

/** Loads the modal's code and the backend's data ahead of the first search (hover, focus, touch). */
function preload(): void {
  importSearchModalIfNeeded().catch(() => undefined);
  warmUpSearch();
}

// The theme's words for the button (@theme/SearchTranslations holds them with the modal's, which load with the modal).
const buttonLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {buttonText: buttonLabel, buttonAriaLabel: buttonLabel};

export default function SearchBar(): ReactNode {
  // The modal's container is made on first open (in the handler); the state tells the render it exists.
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    setPortalTarget(searchContainer.current);
    warmUpSearch();
    importSearchModalIfNeeded().then(
      () => setIsOpen(true),
      () => undefined,
    );
  }, []);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl/Cmd+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The modal's input receives the key; do not type it twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  // A reader who opens search from the keyboard never hovers the button: start
  // loading on the shortcut itself, so the first keystroke finds it ready.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggleKey(event, false)) preload();
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, []);

  return (
    <div className={styles.slot} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      <DocSearchButton onClick={openModal} ref={searchButtonRef} translations={buttonTranslations} />
      {isOpen &&
        SearchModal &&
        backend &&
        portalTarget &&
        createPortal(<SearchModal backend={backend} initialQuery={initialQuery} onClose={closeModal} />, portalTarget)}
    </div>
  );
}
