/**
 * Seam `search-docsearch-button` (seams.ts): DocSearch 3.9's keyboard hook,
 * kept for the behaviour the specification asks for and DocSearch 4's hook
 * dropped: `/` opens the modal whenever focus is not in a field (DocSearch 4
 * ignores it on a focused button), and a letter or digit typed on the focused
 * search button opens the modal with that character (DocSearch 4 has no
 * `onInput`). Ctrl/Cmd+K opens and closes it, Escape closes it.
 */
import {useEffect, type RefObject} from 'react';

export interface UseDocSearchKeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  const tagName = element.tagName;
  return element.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

/** Whether the key toggles the modal: Escape when open, Ctrl/Cmd+K, or `/` outside inputs when closed. */
export function isToggleKey(event: KeyboardEvent, isOpen: boolean): boolean {
  return (
    (event.code === 'Escape' && isOpen) ||
    // `key` can be undefined with Chrome's autofill.
    (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
    (!isEditingContent(event) && event.key === '/' && !isOpen)
  );
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (isToggleKey(event, isOpen)) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          // Another DocSearch modal is not already open.
          onOpen();
        }
        return;
      }
      if (
        onInput &&
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
